import { fireEvent, screen } from '@testing-library/react';
import type { Portfolio, ScreenFilter } from '@thesis/domain';
import { describe, expect, it, vi } from 'vitest';
import { renderInvestments } from '../../investments/testing';
import { PortfolioFilters } from './PortfolioFilters';

const portfolio = {
  investments: [],
  aggregations: { count: 0, shares_count: 0, shares_total_price: 0, shares_weight: 0, price_missing_count: 0, not_converted_count: 0, older_rate_count: 0, older_rate_months: [], currencies: [], reporting_currency: 'AUD', portfolio: { count: 0, shares_total_price: 0 }, groups: { sector: [], industry: [] } },
  processes: [{ process_id: 'p1', name: 'Quality', factors: [] }],
} satisfies Portfolio;

describe('PortfolioFilters (Apply writes, Reset clears)', () => {
  it('shows the filters of the address and applies the edited ones, keeping those it does not edit', () => {
    const onApply = vi.fn();
    const filters: ScreenFilter[] = [
      { type: 'range', field: 'price', min: 250, max: null },
      { type: 'factor', factorId: 'f1', min: 'good', max: null },
    ];
    renderInvestments(<PortfolioFilters filters={filters} portfolio={portfolio} onApply={onApply} onReset={vi.fn()} />);
    expect(screen.getByLabelText('Last price from')).toHaveValue('250');
    fireEvent.change(screen.getByLabelText('to'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith([
      { type: 'range', field: 'price', min: 100, max: 250 },
      { type: 'factor', factorId: 'f1', min: 'good', max: null },
    ]);
  });

  it('asks for a process before a minimum score, and Reset hands over to the page', () => {
    const onReset = vi.fn();
    renderInvestments(<PortfolioFilters filters={[]} portfolio={portfolio} onApply={vi.fn()} onReset={onReset} />);
    expect(screen.getByLabelText('Minimum score')).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalled();
  });
});
