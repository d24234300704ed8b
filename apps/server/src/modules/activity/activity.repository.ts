import type { Kysely } from 'kysely';
import { activityCountDay, activityCountSeries, type ActivityKind } from '@thesis/domain';
import type { Database } from '../../db/schema';
import { writeTogether, type Write } from '../../db/write-together';
import { fromJson, nowIso, toJson } from '../../db/values';
import { newId } from '../../lib/crypto';

/** One change to record: who did what on which review (details are free-form JSON). */
export interface ActivityInput {
  userId: string;
  reviewId: string | null;
  investmentId: string | null;
  kind: ActivityKind;
  details?: Record<string, unknown>;
}

export interface ActivityEvent {
  id: string;
  user_id: string;
  review_id: string | null;
  investment_id: string | null;
  kind: ActivityKind;
  details: Record<string, unknown>;
  created_at: string;
}

/**
 * The audit trail (activity_events). Writers call `record` with the repository bound to their own
 * transaction, so an event is stored exactly when the change it describes is — and so are the
 * per-day counts the dashboard charts read (activity_daily_counts, migration 0009).
 */
export class ActivityRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async record(events: readonly ActivityInput[], now: string = nowIso()): Promise<void> {
    await writeTogether(this.db, this.recordWrites(events, now));
  }

  /** The writes of `record`, to store together with the change they describe. */
  recordWrites(events: readonly ActivityInput[], now: string = nowIso()): Write[] {
    if (events.length === 0) return [];
    const writes: Write[] = [];
    for (let start = 0; start < events.length; start += 200) {
      const rows = events.slice(start, start + 200).map((event) => ({
        id: newId(),
        user_id: event.userId,
        review_id: event.reviewId,
        investment_id: event.investmentId,
        kind: event.kind,
        details: toJson(event.details ?? {}),
        created_at: now,
      }));
      writes.push(this.db.insertInto('activity_events').values(rows));
    }
    const counts = dailyCounts(events, now);
    if (counts.length > 0) {
      writes.push(
        this.db
          .insertInto('activity_daily_counts')
          .values(counts)
          .onConflict((oc) => oc.columns(['user_id', 'kind', 'day', 'series']).doUpdateSet((eb) => ({ count: eb('activity_daily_counts.count', '+', eb.ref('excluded.count')) }))),
      );
    }
    return writes;
  }

  /** A review's events, oldest first. */
  async forReview(reviewId: string): Promise<ActivityEvent[]> {
    const rows = await this.db.selectFrom('activity_events').selectAll().where('review_id', '=', reviewId).orderBy('created_at').orderBy('id').execute();
    return rows.map((row) => ({ ...row, kind: row.kind as ActivityKind, details: fromJson<Record<string, unknown>>(row.details, {}) }));
  }
}

interface DailyCount {
  user_id: string;
  kind: string;
  day: string;
  series: string;
  count: number;
}

/**
 * The events added to their user's count of their UTC day (activityCountDay: a decision on its
 * decision date), per kind and series: an atomic upsert-increment of activity_daily_counts.
 */
function dailyCounts(events: readonly ActivityInput[], now: string): DailyCount[] {
  const counts = new Map<string, DailyCount>();
  for (const event of events) {
    const day = activityCountDay(event.kind, event.details, now);
    if (!day) continue;
    const series = activityCountSeries(event.kind, event.details);
    const key = `${event.userId}|${event.kind}|${day}|${series}`;
    const entry = counts.get(key) ?? { user_id: event.userId, kind: event.kind, day, series, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  return [...counts.values()];
}
