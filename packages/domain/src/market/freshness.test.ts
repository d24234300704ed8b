import { describe, expect, it } from 'vitest';
import { freshnessOf, STALE_AFTER_DAYS } from './freshness';
import { addDays, addYears, fiscalYearOf } from './fiscal-year';

describe('as-of dates and staleness (issue 19 item 6)', () => {
  const now = new Date('2026-11-25T21:00:00Z');
  it('marks a figure older than 30 days as stale', () => {
    expect(STALE_AFTER_DAYS).toBe(30);
    expect(freshnessOf('2026-08-22T00:00:00.000Z', now)).toEqual({ as_of: '2026-08-22', age_days: 95, stale: true });
    expect(freshnessOf('2026-10-26', now)).toEqual({ as_of: '2026-10-26', age_days: 30, stale: false });
    expect(freshnessOf('2026-10-25', now).stale).toBe(true);
  });
  it('has no date and is not stale without a figure date', () => {
    expect(freshnessOf(null, now)).toEqual({ as_of: null, age_days: null, stale: false });
  });
});

describe('fiscal years', () => {
  it('counts a period ending on 1–10 January for the year before', () => {
    expect([fiscalYearOf('2022-01-01'), fiscalYearOf('2022-01-10'), fiscalYearOf('2022-01-11'), fiscalYearOf('2025-09-27')]).toEqual([2021, 2021, 2022, 2025]);
  });
  it('moves dates by years and days', () => {
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2025-09-27', 2)).toBe('2027-09-27');
    expect(addDays('2025-12-31', 60)).toBe('2026-03-01');
  });
});
