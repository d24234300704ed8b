// Fills the benchmark user's history: 2 000 reviews (each with a copy of the default process and its
// five factors, scored) and 50 000 activity events over the last 18 months. One real review made
// through the API is the template the others are copied from, so every row is what the app writes.
// Usage: node --import tsx bench/dashboard/seed.ts USER_ID TEMPLATE_REVIEW_ID  (env: the server's)
import { sql } from 'kysely';
import { ACTIVITY_EDIT_KINDS, activityCountSeries, DECISION_ACTIONS, SCALE_VALUES, utcDayOf } from '@thesis/domain';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/database';
import { newId } from '../../apps/server/src/lib/crypto';

const [userId, templateReviewId] = process.argv.slice(2);
if (!userId || !templateReviewId) throw new Error('usage: seed.ts USER_ID TEMPLATE_REVIEW_ID');
const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 2_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 50_000);
const DAY = 86_400_000;
const SPAN_DAYS = 540;

let state = 7;
const random = () => {
  state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
  return state / 2_147_483_648;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
/** Recent days are busier: a user's activity grows over time. */
const instant = (now: number) => new Date(now - Math.floor(Math.pow(random(), 1.6) * SPAN_DAYS * DAY) - Math.floor(random() * DAY)).toISOString();

const db = openDatabase(loadConfig().database);
const now = Date.now();
const template = await db.db.selectFrom('investment_reviews').selectAll().where('id', '=', templateReviewId).executeTakeFirstOrThrow();
const [templateProcess] = await db.db.selectFrom('investment_processes').selectAll().where('review_id', '=', templateReviewId).execute();
const templateItems = await db.db.selectFrom('investment_items').selectAll().where('investment_process_id', '=', templateProcess!.id).execute();
const investments = await db.db
  .selectFrom('investments')
  .select('id')
  .where('id', '!=', template.investment_id)
  .where('owner_id', 'is', null)
  .orderBy('search_ticker')
  .limit(REVIEWS - 1)
  .execute();
if (investments.length < REVIEWS - 1) throw new Error(`only ${investments.length} investments to review`);

const reviews: { id: string; investment_id: string; created_at: string }[] = [];
await db.db.transaction().execute(async (trx) => {
  for (let start = 0; start < investments.length; start += 100) {
    const batch = investments.slice(start, start + 100).map((investment) => {
      const created = instant(now);
      const updated = new Date(Math.min(now, Date.parse(created) + Math.floor(random() * 60) * DAY)).toISOString();
      return { id: newId(), user_id: userId, investment_id: investment.id, summary: null, created_at: created, updated_at: updated };
    });
    await trx.insertInto('investment_reviews').values(batch).execute();
    const processes = batch.map((review) => ({ ...templateProcess!, id: newId(), review_id: review.id, created_at: review.created_at, updated_at: review.updated_at }));
    await trx.insertInto('investment_processes').values(processes).execute();
    const items = processes.flatMap((process) =>
      templateItems.map((item) => ({ ...item, id: newId(), investment_process_id: process.id, score: random() < 0.8 ? pick(SCALE_VALUES.filter((value) => value !== 'n_a' || random() < 0.1)) : null })),
    );
    await trx.insertInto('investment_items').values(items).execute();
    reviews.push(...batch);
  }
  // The events: a review_created per review, about 4 % decisions made, the rest edits.
  const events = reviews.map((review) => ({ id: newId(), user_id: userId, review_id: review.id, investment_id: review.investment_id, kind: 'review_created', details: '{}', created_at: review.created_at }));
  while (events.length < EVENTS) {
    const review = pick(reviews);
    const decision = random() < 0.04;
    events.push({
      id: newId(),
      user_id: userId,
      review_id: review.id,
      investment_id: review.investment_id,
      kind: decision ? 'decision_made' : pick(ACTIVITY_EDIT_KINDS),
      details: JSON.stringify(decision ? { action: pick(DECISION_ACTIONS), decision_id: newId() } : { investment_item_id: newId(), from: 'good', to: 'v_good' }),
      created_at: instant(now),
    });
  }
  for (let start = 0; start < events.length; start += 500) await trx.insertInto('activity_events').values(events.slice(start, start + 500)).execute();
  // Their daily counts, as ActivityRepository.record keeps them (added to the template review's).
  const counts = new Map<string, { user_id: string; kind: string; day: string; series: string; count: number }>();
  for (const event of events) {
    const entry = { user_id: userId, kind: event.kind, day: utcDayOf(event.created_at), series: activityCountSeries(event.kind, JSON.parse(event.details) as Record<string, unknown>), count: 0 };
    const key = `${entry.kind}|${entry.day}|${entry.series}`;
    (counts.get(key) ?? counts.set(key, entry).get(key)!).count += 1;
  }
  const rows = [...counts.values()];
  for (let start = 0; start < rows.length; start += 500) {
    await trx
      .insertInto('activity_daily_counts')
      .values(rows.slice(start, start + 500))
      .onConflict((oc) => oc.columns(['user_id', 'kind', 'day', 'series']).doUpdateSet((eb) => ({ count: eb('activity_daily_counts.count', '+', eb.ref('excluded.count')) })))
      .execute();
  }
});
await sql`analyze`.execute(db.db);
const total = await db.db.selectFrom('activity_events').select((eb) => eb.fn.countAll<string | number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
const reviewCount = await db.db.selectFrom('investment_reviews').select((eb) => eb.fn.countAll<string | number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
await db.destroy();
console.log(JSON.stringify({ reviews: Number(reviewCount.n), events: Number(total.n) }));
