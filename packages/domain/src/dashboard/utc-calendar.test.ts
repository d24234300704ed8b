import { describe, expect, it } from 'vitest';
import { addUtcDays, addUtcMonths, startOfUtcDay, startOfUtcIsoWeek, startOfUtcMonth, toInstant, utcDayMonthLabel, utcMonthYearLabel } from './utc-calendar';

const d = (iso: string) => new Date(iso);

describe('UTC calendar helpers', () => {
  it('reads Dates, ISO strings with offsets and epoch ms; refuses junk', () => {
    expect(toInstant('2026-03-01T01:00:00+02:00')?.toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(toInstant(0)?.toISOString()).toBe('1970-01-01T00:00:00.000Z');
    const date = d('2026-01-01T00:00:00Z');
    expect(toInstant(date)).not.toBe(date);
    expect(toInstant('nope')).toBeNull();
    expect(toInstant('')).toBeNull();
    expect(toInstant(null)).toBeNull();
  });
  it('finds the start of a UTC day, ISO week and month', () => {
    expect(startOfUtcDay(d('2026-03-05T23:59:59.999Z')).toISOString()).toBe('2026-03-05T00:00:00.000Z');
    expect(startOfUtcIsoWeek(d('2026-03-08T12:00:00Z')).toISOString()).toBe('2026-03-02T00:00:00.000Z'); // Sunday → Monday before
    expect(startOfUtcIsoWeek(d('2026-03-02T00:00:00Z')).toISOString()).toBe('2026-03-02T00:00:00.000Z'); // Monday itself
    expect(startOfUtcIsoWeek(d('2026-01-01T09:00:00Z')).toISOString()).toBe('2025-12-29T00:00:00.000Z'); // across the year
    expect(startOfUtcMonth(d('2026-03-31T23:00:00Z')).toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });
  it('adds days and clamped calendar months', () => {
    expect(addUtcDays(d('2026-03-28T10:00:00Z'), 7).toISOString()).toBe('2026-04-04T10:00:00.000Z');
    expect(addUtcMonths(d('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addUtcMonths(d('2026-03-31T00:00:00Z'), -1).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(addUtcMonths(d('2026-05-15T00:00:00Z'), -12).toISOString()).toBe('2025-05-15T00:00:00.000Z');
    expect(addUtcMonths(d('2025-11-30T00:00:00Z'), 3).toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });
  it('labels UTC dates', () => {
    expect(utcDayMonthLabel(d('2026-12-05T23:30:00Z'))).toBe('05 Dec');
    expect(utcMonthYearLabel(d('2026-01-01T00:00:00Z'))).toBe('Jan 2026');
  });
});
