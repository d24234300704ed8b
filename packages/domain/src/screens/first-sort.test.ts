import { describe, expect, it } from 'vitest';
import { firstSortDirection } from './filters';

describe('the direction a column sorts in when first chosen', () => {
  it('puts the cheapest first for a valuation multiple and the least indebted first for a leverage ratio', () => {
    for (const metricId of ['pe', 'ev_to_ebit', 'ev_to_ebitda', 'price_to_sales', 'price_to_book', 'net_debt_to_ebitda', 'net_debt_to_ebit', 'net_debt_to_equity'] as const) {
      expect(firstSortDirection({ type: 'metric', metricId }), metricId).toBe('asc');
    }
  });

  it('puts the highest first for returns, growth, yields and scores, and company fields A to Z', () => {
    for (const metricId of ['roe', 'revenue_cagr_5y', 'dividend_yield', 'fcf_yield', 'interest_cover', 'equity_to_assets'] as const) {
      expect(firstSortDirection({ type: 'metric', metricId }), metricId).toBe('desc');
    }
    expect(firstSortDirection({ type: 'process', processId: 'p', measure: 'score' })).toBe('desc');
    expect(firstSortDirection({ type: 'company', field: 'name' })).toBe('asc');
  });
});
