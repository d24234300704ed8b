import { boundedMemo } from '../bounded-memo';
/**
 * How fresh a market figure is: every price, market cap and share count shows its as-of date, and a
 * figure older than STALE_AFTER_DAYS is marked stale (issue 19 item 6).
 */
export const STALE_AFTER_DAYS = 30;

export interface Freshness {
  /** yyyy-mm-dd of the figure, null when it has none. */
  as_of: string | null;
  /** Whole days between the figure's date and `now`. */
  age_days: number | null;
  stale: boolean;
}

const DAY_MS = 86_400_000;
/** Midnight UTC of a yyyy-mm-dd day, in ms (NaN when it is no date); days parsed so far are kept (a page of results shares a few dates): parsing each again was most of what marking a search result stale cost. */
const dayStart = boundedMemo((day) => Date.parse(`${day}T00:00:00Z`), 4_096);

export function freshnessOf(asOf: string | null | undefined, now: Date = new Date()): Freshness {
  if (!asOf) return { as_of: null, age_days: null, stale: false };
  const day = asOf.slice(0, 10);
  const time = dayStart(day);
  if (Number.isNaN(time)) return { as_of: null, age_days: null, stale: false };
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const age = Math.max(0, Math.floor((today - time) / DAY_MS));
  return { as_of: day, age_days: age, stale: age > STALE_AFTER_DAYS };
}
