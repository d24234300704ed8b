/**
 * Rate-limit counters shared by every app instance on one PostgreSQL (one row per route and
 * client key). `resets_at_ms` is the database clock in epoch milliseconds, so instances with
 * skewed clocks agree on the window.
 */
export interface RateLimitCountersTable {
  key: string;
  hits: number;
  resets_at_ms: number;
}
