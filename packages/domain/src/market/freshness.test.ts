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
  it('has no date for a text that is not one, asked once or again', () => {
    for (let round = 0; round < 2; round += 1) {
      for (const text of ['not a date', '2026-13-01', '']) expect(freshnessOf(text, now)).toEqual({ as_of: null, age_days: null, stale: false });
    }
  });
  it('counts whole days from midnight UTC at any time of the day, however often a date is asked', () => {
    const reference = (day: string, at: Date) => {
      const age = Math.max(0, Math.floor((Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000));
      return { as_of: day, age_days: age, stale: age > STALE_AFTER_DAYS };
    };
    const times = ['2026-11-25T00:00:00.000Z', '2026-11-25T23:59:59.999Z', '2024-02-29T12:00:00Z', '1999-12-31T23:59:59Z'].map((text) => new Date(text));
    for (const at of times) {
      for (let back = -3; back < 800; back += 1) {
        const day = addDays(at.toISOString().slice(0, 10), -back);
        expect(freshnessOf(day, at)).toEqual(reference(day, at));
        expect(freshnessOf(`${day}T15:30:00.000Z`, at)).toEqual(reference(day, at));
      }
    }
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
