import { describe, expect, it } from 'vitest';
import { TIMEFRAMES } from '../constants/decisions';
import { hasTimeframeElapsed, TIMEFRAME_DURATIONS, timeframeEnd } from './timeframe';

const iso = (value: Date | null) => value?.toISOString() ?? null;

describe('timeframe durations', () => {
  it('covers every timeframe', () => {
    expect(Object.keys(TIMEFRAME_DURATIONS)).toEqual([...TIMEFRAMES]);
  });
  it('adds days for intraday and week, calendar months for the rest', () => {
    const at = '2026-01-15T09:30:00.000Z';
    expect(iso(timeframeEnd(at, 'intraday'))).toBe('2026-01-16T09:30:00.000Z');
    expect(iso(timeframeEnd(at, 'week'))).toBe('2026-01-22T09:30:00.000Z');
    expect(iso(timeframeEnd(at, 'month'))).toBe('2026-02-15T09:30:00.000Z');
    expect(iso(timeframeEnd(at, 'month_6'))).toBe('2026-07-15T09:30:00.000Z');
    expect(iso(timeframeEnd(at, 'year'))).toBe('2027-01-15T09:30:00.000Z');
    expect(iso(timeframeEnd(at, 'year_2'))).toBe('2028-01-15T09:30:00.000Z');
    expect(iso(timeframeEnd(at, 'year_3'))).toBe('2029-01-15T09:30:00.000Z');
    expect(iso(timeframeEnd(at, 'year_5'))).toBe('2031-01-15T09:30:00.000Z');
    expect(iso(timeframeEnd(at, 'year_7'))).toBe('2033-01-15T09:30:00.000Z');
  });
  it('clamps to the end of shorter months', () => {
    expect(iso(timeframeEnd('2026-01-31T12:00:00Z', 'month'))).toBe('2026-02-28T12:00:00.000Z');
    expect(iso(timeframeEnd('2027-08-31T00:00:00Z', 'month_6'))).toBe('2028-02-29T00:00:00.000Z');
    expect(iso(timeframeEnd('2028-02-29T00:00:00Z', 'year'))).toBe('2029-02-28T00:00:00.000Z');
  });
  it('reads offsets as the same instant', () => {
    expect(iso(timeframeEnd('2026-03-01T08:00:00+10:00', 'week'))).toBe('2026-03-07T22:00:00.000Z');
  });
  it('has no end for an invalid date', () => {
    expect(timeframeEnd('not a date', 'year')).toBeNull();
  });
});

describe('has the timeframe elapsed', () => {
  it('turns true exactly at the end', () => {
    const at = '2026-01-15T09:30:00Z';
    expect(hasTimeframeElapsed(at, 'week', '2026-01-22T09:29:59.999Z')).toBe(false);
    expect(hasTimeframeElapsed(at, 'week', '2026-01-22T09:30:00.000Z')).toBe(true);
    expect(hasTimeframeElapsed(at, 'year_2', new Date('2030-01-01T00:00:00Z'))).toBe(true);
  });
  it('is false for an invalid date', () => {
    expect(hasTimeframeElapsed('', 'week', '2030-01-01T00:00:00Z')).toBe(false);
  });
});
