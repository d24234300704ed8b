import type { Timeframe } from '../constants/decisions';
import { addUtcDays, addUtcMonths, toInstant, type Instant } from '../dashboard/utc-calendar';

/**
 * How long each timeframe runs from the moment a decision is made. Days are 24-hour days;
 * months are calendar months in UTC with the day clamped (31 Jan + 1 month = end of February).
 * `intraday` runs 24 hours: exchanges close at different local times, so a day is the portable
 * reading.
 */
export const TIMEFRAME_DURATIONS: Readonly<Record<Timeframe, { days: number } | { months: number }>> = Object.freeze({
  intraday: { days: 1 },
  week: { days: 7 },
  month: { months: 1 },
  month_6: { months: 6 },
  year: { months: 12 },
  year_2: { months: 24 },
  year_3: { months: 36 },
  year_5: { months: 60 },
  year_7: { months: 84 },
});

/** When the timeframe of a decision made at `decidedAt` ends; null for an invalid date. */
export function timeframeEnd(decidedAt: Instant, timeframe: Timeframe): Date | null {
  const start = toInstant(decidedAt);
  if (!start) return null;
  const duration = TIMEFRAME_DURATIONS[timeframe];
  return 'days' in duration ? addUtcDays(start, duration.days) : addUtcMonths(start, duration.months);
}

/** True once `now` has reached the end of the timeframe (the end instant itself counts as elapsed). */
export function hasTimeframeElapsed(decidedAt: Instant, timeframe: Timeframe, now: Instant = new Date()): boolean {
  const end = timeframeEnd(decidedAt, timeframe);
  const current = toInstant(now);
  return end !== null && current !== null && current.getTime() >= end.getTime();
}
