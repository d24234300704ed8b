/**
 * UTC calendar arithmetic shared by the dashboard buckets, decision timeframes and share expiry.
 * Storage is UTC (ARCHITECTURE.md), so every boundary here is a UTC midnight; nothing reads the
 * machine's or the viewer's time zone.
 */

const DAY_MS = 86_400_000;

/** Anything a timestamp can arrive as: a Date, an ISO-8601 string (any offset) or epoch ms. */
export type Instant = Date | string | number;

/** The instant as a Date; null when it is missing or not a valid time. */
export function toInstant(value: Instant | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 00:00:00.000 UTC of the day the instant falls on. */
export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** 00:00 UTC of the Monday of the instant's ISO week. */
export function startOfUtcIsoWeek(date: Date): Date {
  const day = startOfUtcDay(date);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return addUtcDays(day, -sinceMonday);
}

/** 00:00 UTC of the first day of the instant's month. */
export function startOfUtcMonth(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
}

/** Exactly `days` × 24 hours later (UTC has no daylight saving, so this keeps midnights). */
export function addUtcDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/**
 * The same time of day `months` calendar months later, the day clamped to the target month's
 * length: 31 Jan + 1 month = 28 (or 29) Feb; 29 Feb 2028 + 12 months = 28 Feb 2029.
 */
export function addUtcMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date.getTime());
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return result;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** '05 Dec' — day and month of the UTC date. */
export function utcDayMonthLabel(date: Date): string {
  return `${String(date.getUTCDate()).padStart(2, '0')} ${MONTHS[date.getUTCMonth()]}`;
}

/** 'Dec 2025' — month and year of the UTC date. */
export function utcMonthYearLabel(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
