import { screen } from '@testing-library/react';
import { DECISION_TYPE_THRESHOLDS } from '@thesis/domain';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { TradeTypeBuckets } from './TradeTypeBuckets';
import { TradeTypeRangeSlider } from './TradeTypeRangeSlider';

describe('the decision-type scale (issue #18 items 10 and 12)', () => {
  it('puts the slider marks on round values', () => {
    const { container } = renderWithProviders(<TradeTypeRangeSlider min={-100} max={200} onChange={() => undefined} />);
    const labels = [...container.querySelectorAll('[class*="markLabel"]')].map((mark) => mark.textContent);
    expect(labels).toEqual(['-100%', '-50%', '0%', '50%', '100%', '150%', '200%']);
  });

  it('describes each outcome row by the rule it is graded with', () => {
    renderWithProviders(<TradeTypeBuckets table={DECISION_TYPE_THRESHOLDS} />);
    expect(screen.getByText('above 100%')).toBeInTheDocument();
    expect(screen.getByText('above −15% up to 15%')).toBeInTheDocument();
    expect(screen.getByText('above −40% up to −30%')).toBeInTheDocument();
    expect(screen.getByText('−40% or lower')).toBeInTheDocument();
  });
});
