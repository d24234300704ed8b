import { afterEach, describe, expect, it } from 'vitest';
import { DASHBOARD_PERIODS } from '../constants/sharing';
import { bucketIndexOf, DASHBOARD_BUCKETS, dashboardBuckets, dashboardPeriodLabel, dashboardWindow } from './period-buckets';

const NOW = '2026-03-05T10:00:00.000Z'; // a Thursday

describe('dashboard buckets per period', () => {
  it('has 30 days, 13 weeks, 26 weeks or 12 months', () => {
    expect(DASHBOARD_PERIODS.map((period) => dashboardBuckets(period, NOW).length)).toEqual([30, 13, 26, 12]);
    expect(DASHBOARD_BUCKETS.quarter).toEqual({ unit: 'week', count: 13 });
  });
  it('month: daily buckets ending with today', () => {
    const buckets = dashboardBuckets('month', NOW);
    expect(buckets[0]).toEqual({ start: '2026-02-04T00:00:00.000Z', end: '2026-02-05T00:00:00.000Z', label: '04 Feb' });
    expect(buckets.at(-1)).toEqual({ start: '2026-03-05T00:00:00.000Z', end: '2026-03-06T00:00:00.000Z', label: '05 Mar' });
    expect(buckets.map((b) => b.label)).toContain('28 Feb');
    expect(buckets.map((b) => b.label)).not.toContain('29 Feb');
  });
  it('quarter and half: ISO weeks from Monday, ending with this week', () => {
    const quarter = dashboardBuckets('quarter', NOW);
    expect(quarter[0]).toEqual({ start: '2025-12-08T00:00:00.000Z', end: '2025-12-15T00:00:00.000Z', label: '08 Dec' });
    expect(quarter.at(-1)).toEqual({ start: '2026-03-02T00:00:00.000Z', end: '2026-03-09T00:00:00.000Z', label: '02 Mar' });
    expect(dashboardBuckets('half', NOW)[0]!.start).toBe('2025-09-08T00:00:00.000Z');
  });
  it('year: calendar months ending with this month', () => {
    const buckets = dashboardBuckets('year', NOW);
    expect(buckets[0]).toEqual({ start: '2025-04-01T00:00:00.000Z', end: '2025-05-01T00:00:00.000Z', label: 'Apr 2025' });
    expect(buckets.at(-1)).toEqual({ start: '2026-03-01T00:00:00.000Z', end: '2026-04-01T00:00:00.000Z', label: 'Mar 2026' });
  });
  it('tiles the window without gaps', () => {
    for (const period of DASHBOARD_PERIODS) {
      const buckets = dashboardBuckets(period, NOW);
      for (let i = 1; i < buckets.length; i += 1) expect(buckets[i]!.start).toBe(buckets[i - 1]!.end);
      expect(dashboardWindow(period, NOW)).toEqual({ from: buckets[0]!.start, to: buckets.at(-1)!.end });
    }
  });
  it('rolls over at UTC midnight on new year', () => {
    expect(dashboardBuckets('year', '2025-12-31T23:59:59.999Z').at(-1)!.label).toBe('Dec 2025');
    expect(dashboardBuckets('year', '2026-01-01T00:00:00.000Z').at(-1)!.label).toBe('Jan 2026');
    expect(dashboardBuckets('year', '2026-01-01T00:00:00.000Z')[0]!.label).toBe('Feb 2025');
    expect(dashboardBuckets('quarter', '2026-01-01T00:00:00.000Z').at(-1)!.start).toBe('2025-12-29T00:00:00.000Z');
  });
  it('labels the periods with the corrected plurals', () => {
    expect(DASHBOARD_PERIODS.map(dashboardPeriodLabel)).toEqual(['Last month', 'Last 3 months', 'Last 6 months', 'Last year']);
  });
  it('refuses an invalid now', () => {
    expect(() => dashboardBuckets('month', 'never')).toThrow(RangeError);
  });
});

describe('the bucket of an instant', () => {
  const buckets = dashboardBuckets('month', NOW);
  it('includes the start and excludes the end of each bucket', () => {
    expect(bucketIndexOf(buckets, '2026-02-04T00:00:00.000Z')).toBe(0);
    expect(bucketIndexOf(buckets, '2026-02-04T23:59:59.999Z')).toBe(0);
    expect(bucketIndexOf(buckets, '2026-02-05T00:00:00.000Z')).toBe(1);
    expect(bucketIndexOf(buckets, '2026-03-05T23:59:59.999Z')).toBe(29);
  });
  it('is -1 outside the window or for junk', () => {
    expect(bucketIndexOf(buckets, '2026-02-03T23:59:59.999Z')).toBe(-1);
    expect(bucketIndexOf(buckets, '2026-03-06T00:00:00.000Z')).toBe(-1);
    expect(bucketIndexOf(buckets, 'garbage')).toBe(-1);
    expect(bucketIndexOf([], NOW)).toBe(-1);
  });
  it('places offset timestamps by their UTC instant', () => {
    // 01:00 on 1 March in UTC+2 is 23:00 on 28 February UTC.
    expect(buckets[bucketIndexOf(buckets, '2026-03-01T01:00:00+02:00')]!.label).toBe('28 Feb');
    // 20:00 on 28 February in UTC−5 is 01:00 on 1 March UTC.
    expect(buckets[bucketIndexOf(buckets, '2026-02-28T20:00:00-05:00')]!.label).toBe('01 Mar');
  });
});

describe('independence from the machine time zone', () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });
  it('gives the same buckets in Sydney, New York and UTC', () => {
    const results = ['UTC', 'Australia/Sydney', 'America/New_York'].map((zone) => {
      process.env.TZ = zone;
      return DASHBOARD_PERIODS.map((period) => dashboardBuckets(period, '2026-04-05T15:30:00Z'));
    });
    expect(results[1]).toEqual(results[0]);
    expect(results[2]).toEqual(results[0]);
  });
});
