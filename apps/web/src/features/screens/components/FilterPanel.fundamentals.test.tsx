import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { FilterPanel } from './FilterPanel';

// The open panel holds two inputs per catalogue metric: one render and a few role queries take
// seconds in jsdom, and several times that while other test files share the two cores.
describe('the Fundamentals filters', { timeout: 60_000 }, () => {
  it('open from the keyboard and apply a P/E range in its unit', async () => {
    const onApply = vi.fn();
    renderWithProviders(<FilterPanel filters={[]} processes={[]} aggregations={undefined} onApply={onApply} />);
    const toggle = screen.getByRole('button', { name: /Fundamentals/ });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.type(await screen.findByRole('textbox', { name: 'P/E from' }), '5');
    await userEvent.type(screen.getByRole('textbox', { name: 'P/E to' }), '25');
    await userEvent.type(screen.getByRole('textbox', { name: 'ROE from' }), '15');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith([{ type: 'metric', metricId: 'roe', min: 15, max: null }, { type: 'metric', metricId: 'pe', min: 5, max: 25 }]);
  });

  it('start open with the filters of the address, counted', () => {
    renderWithProviders(<FilterPanel filters={[{ type: 'metric', metricId: 'dividend_yield', min: 2, max: null }]} processes={[]} aggregations={undefined} onApply={vi.fn()} />);
    expect(screen.getByRole('button', { name: /Fundamentals \(1\)/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Dividend yield from' })).toHaveValue('2 %');
  });
});
