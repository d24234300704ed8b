import { DASHBOARD_PERIOD_LABELS, type DashboardPeriod } from '../constants/sharing';
import {
  addUtcDays,
  addUtcMonths,
  startOfUtcDay,
  startOfUtcIsoWeek,
  startOfUtcMonth,
  toInstant,
  utcDayMonthLabel,
  utcMonthYearLabel,
  type Instant,
} from './utc-calendar';

/**
 * The time buckets of a dashboard chart for a period (spec §4 Dashboard; labels per
 * interpretations.md). All boundaries are UTC midnights; the last bucket is the one containing
 * `now` (it may end in the future), and every bucket is listed even when nothing happened in it.
 *
 *   month   'Last month'     30 daily buckets: today and the 29 days before     label '05 Dec'
 *   quarter 'Last 3 months'  13 ISO weeks (Monday 00:00 UTC), this week last     label '01 Dec' (the Monday)
 *   half    'Last 6 months'  26 ISO weeks                                         label '01 Dec'
 *   year    'Last year'      12 calendar months, this month last                  label 'Dec 2025'
 *
 * Weeks rather than months for 3 and 6 months give 13 / 26 bars — enough shape, still readable at
 * bar thickness 12. Because every boundary is a UTC midnight, a server may count per UTC day in
 * SQL and pass the day totals to `dashboardChartData` with the same result.
 */
export type BucketUnit = 'day' | 'week' | 'month';

export const DASHBOARD_BUCKETS: Readonly<Record<DashboardPeriod, { unit: BucketUnit; count: number }>> = Object.freeze({
  month: { unit: 'day', count: 30 },
  quarter: { unit: 'week', count: 13 },
  half: { unit: 'week', count: 26 },
  year: { unit: 'month', count: 12 },
});

export interface DashboardBucket {
  /** Inclusive start, ISO-8601 UTC. */
  start: string;
  /** Exclusive end, ISO-8601 UTC. */
  end: string;
  label: string;
}

function startOf(unit: BucketUnit, date: Date): Date {
  if (unit === 'day') return startOfUtcDay(date);
  if (unit === 'week') return startOfUtcIsoWeek(date);
  return startOfUtcMonth(date);
}

function step(unit: BucketUnit, date: Date, by: number): Date {
  if (unit === 'day') return addUtcDays(date, by);
  if (unit === 'week') return addUtcDays(date, 7 * by);
  return addUtcMonths(date, by);
}

/** The buckets of a period, oldest first, ending with the bucket that contains `now`. */
export function dashboardBuckets(period: DashboardPeriod, now: Instant = new Date()): DashboardBucket[] {
  const current = toInstant(now);
  if (!current) throw new RangeError('dashboardBuckets needs a valid "now"');
  const { unit, count } = DASHBOARD_BUCKETS[period];
  const last = startOf(unit, current);
  const buckets: DashboardBucket[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    const start = step(unit, last, -back);
    const end = step(unit, start, 1);
    buckets.push({ start: start.toISOString(), end: end.toISOString(), label: unit === 'month' ? utcMonthYearLabel(start) : utcDayMonthLabel(start) });
  }
  return buckets;
}

/** The time the period covers: [start of the first bucket, end of the last), for the SQL WHERE. */
export function dashboardWindow(period: DashboardPeriod, now: Instant = new Date()): { from: string; to: string } {
  const buckets = dashboardBuckets(period, now);
  return { from: buckets[0]!.start, to: buckets.at(-1)!.end };
}

/** Index of the bucket holding the instant; -1 when it is outside the buckets or invalid. */
export function bucketIndexOf(buckets: readonly DashboardBucket[], at: Instant): number {
  const instant = toInstant(at);
  if (!instant || buckets.length === 0) return -1;
  const time = instant.getTime();
  if (time < Date.parse(buckets[0]!.start) || time >= Date.parse(buckets.at(-1)!.end)) return -1;
  let low = 0;
  let high = buckets.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (Date.parse(buckets[middle]!.start) <= time) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The selector's label of a period ('Last 3 months'). */
export function dashboardPeriodLabel(period: DashboardPeriod): string {
  return DASHBOARD_PERIOD_LABELS[period];
}
