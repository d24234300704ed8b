import type { Kysely } from 'kysely';
import { activityCountDay, activityCountSeries } from '@thesis/domain';

/**
 * Dashboard charts. activity_daily_counts is a materialised index of the audit trail: how many
 * events of each kind (and, for decision_made, each action: `series`) a user recorded per UTC day.
 * ActivityRepository.record keeps it in step in the same transaction as the events (an atomic
 * upsert-increment). A chart then reads at most days × kinds rows of one user — a year of a very
 * busy user is a few thousand rows — instead of counting every event (measured in
 * docs/benchmarks.md: counting 48,000 raw edit events per request missed the 30 ms target).
 * Existing events are counted into it here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('activity_daily_counts')
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(40)', (col) => col.notNull())
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('series', 'varchar(40)', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('activity_daily_counts_pk', ['user_id', 'kind', 'day', 'series'])
    .execute();
  // The charts read (user, kinds, day range) and sum count: an index holding count too answers them
  // from the index alone (without it SQLite scans the table when one user owns most rows).
  await db.schema
    .createIndex('activity_daily_counts_read_idx')
    .on('activity_daily_counts')
    .columns(['user_id', 'kind', 'day', 'series', 'count'])
    .execute();

  // Backfill, a page of events at a time (ids are time-ordered UUIDv7 strings).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const any = db as Kysely<any>;
  const totals = new Map<string, { user_id: string; kind: string; day: string; series: string; count: number }>();
  let after = '';
  for (;;) {
    const rows: { id: string; user_id: string; kind: string; details: string | null; created_at: string }[] = await any
      .selectFrom('activity_events')
      .select(['id', 'user_id', 'kind', 'details', 'created_at'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(5000)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      let details: Record<string, unknown> = {};
      try {
        details = typeof row.details === 'string' ? (JSON.parse(row.details) as Record<string, unknown>) : {};
      } catch {
        // an unreadable details text counts without a series
      }
      const day = activityCountDay(row.kind, details, row.created_at);
      if (!day) continue;
      const entry = { user_id: row.user_id, kind: row.kind, day, series: activityCountSeries(row.kind, details), count: 0 };
      const key = `${entry.user_id}|${entry.kind}|${entry.day}|${entry.series}`;
      (totals.get(key) ?? totals.set(key, entry).get(key)!).count += 1;
    }
    after = rows.at(-1)!.id;
  }
  const values = [...totals.values()];
  for (let start = 0; start < values.length; start += 500) await any.insertInto('activity_daily_counts').values(values.slice(start, start + 500)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('activity_daily_counts').ifExists().execute();
}
