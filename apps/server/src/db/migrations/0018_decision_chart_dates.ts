import type { Kysely } from 'kysely';
import { activityCountDay, activityCountSeries } from '@thesis/domain';

type CountRow = { user_id: string; kind: string; day: string; series: string; count: number };
type EventRow = { id: string; user_id: string; details: string | null; created_at: string };

const KIND = 'decision_made';

function detailsOf(text: string | null): Record<string, unknown> {
  try {
    const parsed: unknown = typeof text === 'string' ? JSON.parse(text) : {};
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Rebuilds the decision_made daily counts from the audit trail: each decision on its decision date
 * (the event's details.date, else decisions.date through details.decision_id), or, when
 * `byDecisionDate` is false, on the day it was recorded (what the counts held before).
 */
async function recountDecisions(db: Kysely<unknown>, byDecisionDate: boolean): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const any = db as Kysely<any>;
  const totals = new Map<string, CountRow>();
  let after = '';
  for (;;) {
    const rows: EventRow[] = await any
      .selectFrom('activity_events')
      .select(['id', 'user_id', 'details', 'created_at'])
      .where('kind', '=', KIND)
      .where('id', '>', after)
      .orderBy('id')
      .limit(2000)
      .execute();
    if (rows.length === 0) break;
    const events = rows.map((row) => ({ row, details: detailsOf(row.details) }));
    const ids = [...new Set(events.flatMap(({ details }) => (typeof details.decision_id === 'string' ? [details.decision_id] : [])))];
    const decided = new Map<string, string>();
    if (byDecisionDate && ids.length > 0) {
      const decisions: { id: string; date: string | null }[] = await any.selectFrom('decisions').select(['id', 'date']).where('id', 'in', ids).execute();
      for (const decision of decisions) if (decision.date) decided.set(decision.id, String(decision.date));
    }
    for (const { row, details } of events) {
      const date = byDecisionDate ? (details.date ?? decided.get(String(details.decision_id))) : undefined;
      const day = activityCountDay(KIND, { date }, row.created_at);
      if (!day) continue;
      const entry: CountRow = { user_id: row.user_id, kind: KIND, day, series: activityCountSeries(KIND, details), count: 0 };
      const key = `${entry.user_id}|${entry.day}|${entry.series}`;
      (totals.get(key) ?? totals.set(key, entry).get(key)!).count += 1;
    }
    after = rows.at(-1)!.id;
  }
  await any.deleteFrom('activity_daily_counts').where('kind', '=', KIND).execute();
  const values = [...totals.values()];
  for (let start = 0; start < values.length; start += 500) await any.insertInto('activity_daily_counts').values(values.slice(start, start + 500)).execute();
}

/**
 * The Decisions chart counts a decision on its decision date (#18): a Hold dated 15 June belongs to
 * June even when it was recorded in November. New decisions carry their date in the decision_made
 * event (ActivityRepository counts them on it); the decisions recorded before are recounted here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await recountDecisions(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await recountDecisions(db, false);
}
