import { describe, expect, it } from 'vitest';
import { holdingTotals, holdingValue, portfolioValue, type PricedInput } from './holding-values';

const book: PricedInput[] = [
  { shares_count: 100, last_price: 10, currency: 'USD' },
  { shares_count: 3, last_price: 333.33, currency: 'USD' },
  { shares_count: 7.5, last_price: 1.2, currency: 'AUD' },
  { shares_count: 50, last_price: null, currency: 'AUD' },
];

describe('holding values and weights', () => {
  it('values holdings at shares × last price and weights them against the whole portfolio', () => {
    const total = portfolioValue(book);
    expect(total).toBeCloseTo(1000 + 999.99 + 9, 9);
    const first = holdingValue(book[0]!, total);
    expect(first.shares_total_price).toBe(1000);
    expect(first.shares_weight).toBeCloseTo((1000 / 2008.99) * 100, 9);
  });

  it('counts a holding without a price at 0, flags it, and still sums the weights to 100', () => {
    const total = portfolioValue(book);
    const rows = book.map((holding) => ({ ...holding, ...holdingValue(holding, total) }));
    expect(rows[3]).toMatchObject({ shares_total_price: 0, shares_weight: 0, price_missing: true });
    const totals = holdingTotals(rows);
    expect(totals.shares_weight).toBeCloseTo(100, 9);
    expect(totals).toMatchObject({ count: 4, shares_count: 160.5, price_missing_count: 1, currencies: ['AUD', 'USD'] });
    expect(totals.shares_total_price).toBeCloseTo(2008.99, 9);
  });

  it('gives every weight 0 while nothing has a price (no division by zero)', () => {
    const unpriced = [{ shares_count: 5, last_price: null, currency: 'USD' }];
    const rows = unpriced.map((holding) => ({ ...holding, ...holdingValue(holding, portfolioValue(unpriced)) }));
    expect(holdingTotals(rows)).toMatchObject({ shares_weight: 0, shares_total_price: 0, price_missing_count: 1, currencies: [] });
  });

  it('sums only the rows given, so a filtered view shows the share of the portfolio it holds', () => {
    const total = portfolioValue(book);
    const rows = book.slice(0, 1).map((holding) => ({ ...holding, ...holdingValue(holding, total) }));
    expect(holdingTotals(rows).shares_weight).toBeCloseTo(49.776, 2);
  });
});
