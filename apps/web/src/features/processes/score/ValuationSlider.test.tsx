import { screen, within } from '@testing-library/react';
import { PROCESS_ITEM_THRESHOLDS, toValuationThresholds } from '@thesis/domain';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ValuationSlider } from './ValuationSlider';

describe('ValuationSlider', () => {
  it('labels the marks with the thresholds and their grades, worst first', () => {
    renderWithProviders(
      <ValuationSlider range={{ min: -66, max: 200 }} thresholds={toValuationThresholds(PROCESS_ITEM_THRESHOLDS)} />,
    );
    const slider = within(screen.getByTestId('valuation-slider'));
    const labels = ['−50 %', '−33 %', '−20 %', '25 %', '50 %', '100 %', '200 %'];
    for (const label of labels) expect(slider.getAllByText(label).length).toBeGreaterThan(0);
    expect(slider.getByText('Below average')).toBeInTheDocument();
  });

  it('starts in the middle of the track, on the average threshold', () => {
    renderWithProviders(
      <ValuationSlider range={{ min: -66, max: 200 }} thresholds={toValuationThresholds(PROCESS_ITEM_THRESHOLDS)} />,
    );
    expect(screen.getByText(/An upside of/)).toHaveTextContent('An upside of 25 % scores Average.');
    expect(screen.getByRole('slider', { name: 'Try an upside' })).toHaveAttribute('aria-valuetext', '25 % (Average)');
  });
});
