import type { ShareExpiry } from '../constants/sharing';
import { addUtcDays, addUtcMonths, toInstant, type Instant } from '../dashboard/utc-calendar';

/**
 * When a share made at `from` expires (spec §9: 1 week, 1 month or 1 year): a week is 7 × 24 h;
 * a month and a year are calendar months in UTC with the day clamped (31 Jan → 28/29 Feb,
 * 29 Feb → 28 Feb next year). The link is valid while now < expiry.
 */
export function shareExpiresAt(expiry: ShareExpiry, from: Instant = new Date()): Date {
  const start = toInstant(from);
  if (!start) throw new RangeError('shareExpiresAt needs a valid start date');
  switch (expiry) {
    case 'week':
      return addUtcDays(start, 7);
    case 'month':
      return addUtcMonths(start, 1);
    case 'year':
      return addUtcMonths(start, 12);
  }
}

/** True once `now` has reached the expiry instant; a missing or invalid expiry counts as expired. */
export function isShareExpired(expiresAt: Instant | null | undefined, now: Instant = new Date()): boolean {
  const end = toInstant(expiresAt);
  const current = toInstant(now);
  return end === null || current === null || current.getTime() >= end.getTime();
}
