import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PortfolioAggregations, PortfolioInvestment } from '@thesis/domain';
import { describe, expect, it } from 'vitest';
import { makeSummary, renderInvestments } from '../../investments/testing';
import { HoldingValue } from './HoldingValue';
import { PortfolioSummary } from './PortfolioSummary';

const holding = (value: Partial<PortfolioInvestment['value']>, type: 'listed' | 'custom' = 'listed'): PortfolioInvestment => ({
  id: 'h1', investment_id: 'i1', shares_count: 10, shares_total_price: 3093.5, shares_weight: 40, price_missing: value.status === 'no_price',
  value: { amount: 4403.60, original: 3093.5, currency: 'USD', reporting_currency: 'AUD', rate: 1.4235, rate_month: '2026-06', as_of: '2026-08-22', status: 'converted', ...value },
  investment: { ...makeSummary('aapl', { type }), last_price: 309.35, market_cap: null },
  processes: [], metrics: {}, created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-01T00:00:00.000Z',
});

describe('portfolio values in one reporting currency (issue 19 items 4 and 6)', () => {
  it('shows a converted value in A$ and, on hover, the original amount, the rate and its month', async () => {
    renderInvestments(<HoldingValue holding={holding({})} />);
    const value = screen.getByTestId('converted-value');
    expect(value).toHaveTextContent('A$4,403.60');
    expect(value).toHaveAccessibleName('A$4,403.60: US$3,093.50 at 1.4235 AUD per USD, the rate of Jun 2026');
    await userEvent.hover(value);
    expect(await screen.findByText('US$3,093.50 at 1.4235 AUD per USD, the rate of Jun 2026')).toBeInTheDocument();
  });

  it('shows a value without a rate in its own currency, marked not converted', () => {
    renderInvestments(<HoldingValue holding={holding({ amount: null, rate: null, rate_month: null, currency: 'JPY', original: 5000, as_of: '2026-06-01', status: 'no_rate' })} />);
    expect(screen.getByTestId('converted-value')).toHaveTextContent('¥5,000.00Not converted');
    expect(screen.getByTestId('converted-value')).toHaveAccessibleName(/Not converted: no exchange rate for this currency and month \(JPY, Jun 2026\): left out of the totals and weights/);
  });

  it('says why there is no value for a company without a price', () => {
    renderInvestments(<HoldingValue holding={holding({ amount: null, original: null, rate: null, status: 'no_price' })} />);
    expect(screen.getByLabelText('No price. No price in the shipped data — prices are imported by the operator')).toHaveTextContent('No price');
  });

  it('totals in the reporting currency and notes what was left out', () => {
    const aggregations: PortfolioAggregations = {
      count: 3, shares_count: 65, shares_total_price: 6403.6, shares_weight: 100, reporting_currency: 'AUD', price_missing_count: 1, not_converted_count: 1,
      older_rate_count: 0, older_rate_months: [], currencies: ['AUD', 'USD'], portfolio: { count: 3, shares_total_price: 6403.6 }, groups: { sector: [], industry: [] },
    };
    renderInvestments(<PortfolioSummary aggregations={aggregations} filtered={false} />);
    expect(screen.getByTestId('portfolio-total')).toHaveTextContent('A$6,403.60');
    expect(screen.getByTestId('price-missing-note')).toHaveTextContent('One holding has no last price (no price in the shipped data — prices are imported by the operator): left out of the totals and weights.');
    expect(screen.getByTestId('not-converted-note')).toHaveTextContent('One holding has no exchange rate to AUD for the month of its price');
    expect(screen.getByTestId('rate-note')).toHaveTextContent('Values in USD are converted to AUD at the monthly rate of the month of each price; hover a value');
  });

  it('names the earlier month whose rate was used when prices are newer than the latest rate', () => {
    const aggregations: PortfolioAggregations = {
      count: 2, shares_count: 20, shares_total_price: 9000, shares_weight: 100, reporting_currency: 'AUD', price_missing_count: 0, not_converted_count: 0,
      older_rate_count: 2, older_rate_months: ['2026-08'], currencies: ['AUD', 'USD'], portfolio: { count: 2, shares_total_price: 9000 }, groups: { sector: [], industry: [] },
    };
    renderInvestments(<PortfolioSummary aggregations={aggregations} filtered={false} />);
    expect(screen.getByTestId('rate-note')).toHaveTextContent(
      'Values in USD are converted to AUD at the monthly rate of the month of each price, or the latest earlier month that has one: 2 holdings whose prices are newer than the latest rate use the rate of Aug 2026.',
    );
  });
});
