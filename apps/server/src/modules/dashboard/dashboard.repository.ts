import { sql, type Kysely } from 'kysely';
import type { ActivityKind, DashboardBucket } from '@thesis/domain';
import type { Database } from '../../db/schema';
import { count } from '../../db/values';

/** Events of one bucket, kind and series. */
export interface BucketCount {
  /** Index into the buckets asked for. */
  bucket: number;
  kind: string;
  /** The decision's action for decision_made; '' otherwise. */
  series: string;
  count: number;
}

export interface BucketCountQuery {
  userId: string;
  kinds: readonly ActivityKind[];
  /** The period's buckets, oldest first, tiling the window; every boundary is a UTC midnight. */
  buckets: readonly DashboardBucket[];
}

const dayOf = (iso: string) => iso.slice(0, 10);

/**
 * Reads the per-day counts of the audit trail (activity_daily_counts, kept by
 * ActivityRepository.record in the events' own transaction) and sums them per bucket in the
 * database: a CASE over the buckets' end days numbers each day's bucket (portable string
 * comparisons, no date functions), so at most buckets × kinds rows come back — a year of a very
 * busy user is 12 × 17 rows instead of thousands of day rows. The rows are read through the
 * primary key (user_id, kind, day, series).
 */
export class DashboardRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async bucketCounts(query: BucketCountQuery): Promise<BucketCount[]> {
    const { buckets } = query;
    if (query.kinds.length === 0 || buckets.length === 0) return [];
    const rows = await this.db
      .selectFrom('activity_daily_counts')
      .select((eb) => {
        let cases = eb.case().when('day', '<', dayOf(buckets[0]!.end)).then(0);
        for (let index = 1; index < buckets.length; index += 1) cases = cases.when('day', '<', dayOf(buckets[index]!.end)).then(index);
        return [cases.end().as('bucket'), 'kind', 'series', eb.fn.sum<string | number>('count').as('n')];
      })
      .where('user_id', '=', query.userId)
      .where('kind', 'in', [...query.kinds])
      .where('day', '>=', dayOf(buckets[0]!.start))
      .where('day', '<', dayOf(buckets.at(-1)!.end))
      // By position: the CASE carries parameters, which PostgreSQL cannot match in a repeated expression.
      .groupBy([sql`1`, 'kind', 'series'])
      .execute();
    return rows.map((row) => ({ bucket: Number(row.bucket), kind: row.kind, series: row.series, count: count(row.n) }));
  }
}
