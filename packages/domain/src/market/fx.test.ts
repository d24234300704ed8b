import { describe, expect, it } from 'vitest';
import { FX_MAX_LAG_MONTHS, FxTable, monthOf } from './fx';

// Rows of data/reference/fx_monthly_per_usd.csv (units of the currency per US dollar).
const table = new FxTable([
  { month: '2026-05-01', currency: 'AUD', units_per_usd: 1.3912 },
  { month: '2026-06-01', currency: 'AUD', units_per_usd: 1.4235 },
  { month: '2026-06-01', currency: 'GBP', units_per_usd: 0.7497 },
  { month: '2026-05-01', currency: 'GBP', units_per_usd: 0.7409 },
  { month: '2026-06-01', currency: 'EUR', units_per_usd: 0.8684 },
]);

describe('monthly exchange rates (issue 19 item 4)', () => {
  it('converts at units_per_usd(to) ÷ units_per_usd(from) of the figure’s month', () => {
    // 100 US$ in June 2026 = 142.35 A$; 100 A$ = 100 × 0.7497 / 1.4235 = 52.667 £.
    expect(table.rate('USD', 'AUD', '2026-06-15')).toEqual({ from: 'USD', to: 'AUD', rate: 1.4235, month: '2026-06' });
    expect(table.convert(100, 'USD', 'AUD', '2026-06-15').amount).toBeCloseTo(142.35, 10);
    expect(table.convert(100, 'AUD', 'GBP', '2026-06-30T23:00:00.000Z').amount).toBeCloseTo(52.6659641, 6);
    expect(table.convert(100, 'AUD', 'USD', '2026-05-02').amount).toBeCloseTo(71.8804, 4);
  });
  it('uses the latest earlier month when the figure’s month has no rate yet, and says which', () => {
    const august = table.convert(309.35, 'USD', 'AUD', '2026-08-22');
    expect(august).toMatchObject({ status: 'converted', rate: 1.4235, rate_month: '2026-06', original: 309.35, currency: 'USD', reporting_currency: 'AUD' });
    expect(august.amount).toBeCloseTo(440.3597, 4); // 309.35 × 1.4235
  });
  it('uses a month both currencies have', () => {
    expect(table.rate('EUR', 'GBP', '2026-06-10')?.month).toBe('2026-06');
    expect(table.rate('EUR', 'GBP', '2026-05-10')).toBeNull();
  });
  it('does not convert without a rate: unknown currency, too old a rate, or no date', () => {
    expect(table.convert(10, 'JPY', 'AUD', '2026-06-01')).toMatchObject({ status: 'no_rate', amount: null, original: 10, currency: 'JPY' });
    expect(FX_MAX_LAG_MONTHS).toBe(3);
    expect(table.rate('USD', 'AUD', '2026-09-30')?.month).toBe('2026-06');
    expect(table.rate('USD', 'AUD', '2026-10-01')).toBeNull();
    expect(table.rate('USD', 'AUD', null)).toBeNull();
    expect(table.rate('USD', 'AUD', '2009-12-31')).toBeNull();
  });
  it('keeps a figure already in the reporting currency as it is', () => {
    expect(table.convert(44.12, 'AUD', 'AUD', null)).toEqual({ amount: 44.12, original: 44.12, currency: 'AUD', reporting_currency: 'AUD', rate: 1, rate_month: null, status: 'same' });
  });
  it('reads months from dates and timestamps', () => {
    expect([monthOf('2026-08-22'), monthOf('2026-08-22T00:00:00.000Z'), monthOf(null), monthOf('x')]).toEqual(['2026-08', '2026-08', null, null]);
    expect(table.latestMonth()).toBe('2026-06');
  });
});
