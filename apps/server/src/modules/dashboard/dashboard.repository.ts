import type { Kysely } from 'kysely';
import type { ActivityKind } from '@thesis/domain';
import type { Database } from '../../db/schema';
import { count } from '../../db/values';

/** Events of one UTC day, kind and series. */
export interface DayCount {
  /** yyyy-mm-dd (UTC). */
  day: string;
  kind: string;
  /** The decision's action for decision_made; '' otherwise. */
  series: string;
  count: number;
}

export interface DayCountQuery {
  userId: string;
  kinds: readonly ActivityKind[];
  /** Inclusive and exclusive ISO-8601 UTC bounds of the window (UTC midnights). */
  from: string;
  to: string;
}

/**
 * Reads the per-day counts of the audit trail (activity_daily_counts, kept by
 * ActivityRepository.record in the events' own transaction): one row per user, kind, UTC day and
 * series, so a year of a busy user is a few thousand rows at most, read through the primary key
 * (user_id, kind, day, series) as one range per kind. The domain places the day totals into the
 * period's buckets (every bucket boundary is a UTC midnight, so day totals are exact).
 */
export class DashboardRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async dayCounts(query: DayCountQuery): Promise<DayCount[]> {
    if (query.kinds.length === 0) return [];
    const rows = await this.db
      .selectFrom('activity_daily_counts')
      .select(['day', 'kind', 'series', 'count'])
      .where('user_id', '=', query.userId)
      .where('kind', 'in', [...query.kinds])
      .where('day', '>=', query.from.slice(0, 10))
      .where('day', '<', query.to.slice(0, 10))
      .execute();
    return rows.map((row) => ({ day: row.day, kind: row.kind, series: row.series, count: count(row.count) }));
  }
}
