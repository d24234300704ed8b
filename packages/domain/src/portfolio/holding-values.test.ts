import { describe, expect, it } from 'vitest';
import { FxTable } from '../market/fx';
import { groupMembers } from '../market/groups';
import { holdingTotals, valueHoldings, type PricedInput } from './holding-values';

// Rates of data/reference/fx_monthly_per_usd.csv: AUD per US$ 1.4235 (Jun 2026), 1.3912 (May 2026); GBP 0.7497 (Jun 2026).
const rates = new FxTable([
  { month: '2026-05', currency: 'AUD', units_per_usd: 1.3912 },
  { month: '2026-06', currency: 'AUD', units_per_usd: 1.4235 },
  { month: '2026-06', currency: 'GBP', units_per_usd: 0.7497 },
]);

const book: PricedInput[] = [
  { shares_count: 10, last_price: 309.35, currency: 'USD', as_of: '2026-08-22T00:00:00.000Z' },
  { shares_count: 100, last_price: 44.12, currency: 'AUD', as_of: '2026-11-20T00:00:00.000Z' },
  { shares_count: 20, last_price: 5, currency: 'USD', as_of: '2026-05-10' },
  { shares_count: 50, last_price: null, currency: 'AUD' },
  { shares_count: 4, last_price: 12, currency: 'JPY', as_of: '2026-06-01' },
];

describe('holding values in one reporting currency (issue 19 item 4)', () => {
  const { values, total } = valueHoldings(book, 'AUD', rates);

  it('converts each holding at the rate of its price month, keeping the original amount, rate and month', () => {
    // 10 × US$309.35 = US$3,093.50; August has no rate yet: June's, 1.4235 → A$4,403.5973.
    expect(values[0]!.value).toMatchObject({ original: 3093.5, currency: 'USD', reporting_currency: 'AUD', rate: 1.4235, rate_month: '2026-06', as_of: '2026-08-22', status: 'converted' });
    expect(values[0]!.value.amount).toBeCloseTo(4403.59725, 6);
    // An ASX holding is already in A$: 100 × 44.12.
    expect(values[1]!.value).toMatchObject({ amount: 4412, original: 4412, rate: 1, rate_month: null, status: 'same' });
    // May's price at May's rate: 20 × 5 × 1.3912 = 139.12.
    expect(values[2]!.value.amount).toBeCloseTo(139.12, 9);
    expect(values[2]!.value.rate_month).toBe('2026-05');
  });

  it('totals and weights the converted values; a holding without a price or a rate is left out, with its reason', () => {
    expect(total).toBeCloseTo(4403.59725 + 4412 + 139.12, 6);
    expect(values[3]).toMatchObject({ shares_total_price: 0, shares_weight: 0, price_missing: true, value: { status: 'no_price', amount: null } });
    expect(values[4]).toMatchObject({ shares_total_price: 48, shares_weight: 0, price_missing: false, value: { status: 'no_rate', amount: null, original: 48, currency: 'JPY' } });
    expect(values[1]!.shares_weight).toBeCloseTo((4412 / 8954.71725) * 100, 9);
    const totals = holdingTotals(book.map((holding, i) => ({ ...holding, ...values[i]! })), 'AUD');
    expect(totals).toMatchObject({ count: 5, price_missing_count: 1, not_converted_count: 1, currencies: ['AUD', 'JPY', 'USD'], reporting_currency: 'AUD' });
    // The August price used June's rate (the latest there is); May's price had May's own.
    expect(totals).toMatchObject({ older_rate_count: 1, older_rate_months: ['2026-06'] });
    expect(totals.shares_total_price).toBeCloseTo(8954.71725, 6);
    expect(totals.shares_weight).toBeCloseTo(100, 9);
  });

  it('converts to any reporting currency: the same book in US$', () => {
    const usd = valueHoldings(book, 'USD', rates);
    expect(usd.values[0]!.value).toMatchObject({ amount: 3093.5, status: 'same' });
    // A$4,412 in November 2026: no AUD rate within three months → not converted.
    expect(usd.values[1]!.value.status).toBe('no_rate');
    expect(usd.total).toBeCloseTo(3093.5 + 100, 9);
  });

  it('gives every weight 0 while nothing has a price (no division by zero)', () => {
    const unpriced = valueHoldings([{ shares_count: 5, last_price: null, currency: 'USD' }], 'AUD', rates);
    expect(unpriced.total).toBe(0);
    expect(unpriced.values[0]!.shares_weight).toBe(0);
  });

  it('groups holdings by sector, one classification at a time, "not recorded" last', () => {
    const groups = groupMembers([
      { sector: 'Information Technology', industry: 'Software', classification: 'gics', amount: 300, weight: 30 },
      { sector: 'Materials', industry: 'Metals', classification: 'gics', amount: 500, weight: 50 },
      { sector: 'Information Technology', industry: 'Hardware', classification: 'gics', amount: 200, weight: 20 },
      { sector: null, industry: null, classification: null, amount: null, not_converted: 1 },
      { sector: 'Manufacturing', industry: 'Semiconductors', classification: 'sic', amount: null },
    ], 'sector');
    expect(groups.map((group) => [group.value, group.classification, group.count, group.amount, group.weight])).toEqual([
      ['Information Technology', 'gics', 2, 500, 50], ['Materials', 'gics', 1, 500, 50], ['Manufacturing', 'sic', 1, 0, 0], [null, null, 1, 0, 0],
    ]);
    expect(groups[3]!.not_converted).toBe(1);
  });
});
