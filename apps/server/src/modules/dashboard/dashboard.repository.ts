import { sql, type Kysely } from 'kysely';
import type { ActivityKind } from '@thesis/domain';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { count } from '../../db/values';

/** Events of one UTC day and one series, counted in SQL. */
export interface DayCount {
  /** yyyy-mm-dd (UTC). */
  day: string;
  /** The event's kind, or its details.action for decisions; null when absent. */
  series: string | null;
  count: number;
}

export interface DayCountQuery {
  userId: string;
  kinds: readonly ActivityKind[];
  /** Inclusive and exclusive ISO-8601 UTC bounds of the window. */
  from: string;
  to: string;
  /** What tells series apart: the event kind, or the decision's action in its details. */
  seriesBy: 'kind' | 'action';
}

/**
 * Reads the activity events (audit trail) of the dashboard charts. Timestamps are ISO-8601 UTC
 * strings written by the app (`nowIso()`, always ending in Z), so a string range is a time range
 * and the first ten characters are the UTC day: the database counts per day and series, and the
 * domain places those day totals into the period's buckets. The index
 * (user_id, kind, created_at) of migration 0009 serves every query as a range scan per kind.
 */
export class DashboardRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  async dayCounts(query: DayCountQuery): Promise<DayCount[]> {
    if (query.kinds.length === 0) return [];
    const day = sql<string>`substr(created_at, 1, 10)`;
    const series =
      query.seriesBy === 'kind'
        ? sql<string | null>`kind`
        : this.dialect === 'postgres'
          ? sql<string | null>`(details::json ->> 'action')`
          : sql<string | null>`json_extract(details, '$.action')`;
    const rows = await this.db
      .selectFrom('activity_events')
      .select([day.as('day'), series.as('series'), (eb) => eb.fn.countAll<string | number>().as('n')])
      .where('user_id', '=', query.userId)
      .where('kind', 'in', [...query.kinds])
      .where('created_at', '>=', query.from)
      .where('created_at', '<', query.to)
      .groupBy([day, series])
      .execute();
    return rows.map((row) => ({ day: row.day, series: row.series === null || row.series === undefined ? null : String(row.series), count: count(row.n) }));
  }
}
