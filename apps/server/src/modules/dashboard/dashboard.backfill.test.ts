import { expect, it } from 'vitest';
import { up as countExistingEvents } from '../../db/migrations/0009_dashboard_indexes';
import { up as countDecisionsOnTheirDates } from '../../db/migrations/0018_decision_chart_dates';
import { newId } from '../../lib/crypto';
import { describeEachDb } from '../../test/build-test-app';
import { createUser, signedInUser } from '../../test/factories/user';
import { createTradeType, makeDecision, reviewFor } from '../decisions/decisions.test-helpers';

/** Migration 0009 counts the events recorded before it into activity_daily_counts. */
describeEachDb('dashboard: daily counts of existing events', (ctx) => {
  it('counts every stored event by user, kind, UTC day and decision action', async () => {
    const ann = await createUser(ctx);
    const bob = await createUser(ctx);
    const event = (userId: string, kind: string, at: string, details: unknown = {}) => ({ id: newId(), user_id: userId, review_id: null, investment_id: null, kind, details: JSON.stringify(details), created_at: at });
    await ctx.db.db.schema.dropTable('activity_daily_counts').execute();
    await ctx.db.db
      .insertInto('activity_events')
      .values([
        event(ann.id, 'review_created', '2026-03-04T00:00:00.000Z'),
        event(ann.id, 'review_created', '2026-03-04T23:59:59.999Z'),
        event(ann.id, 'review_created', '2026-03-05T00:00:00.000Z'),
        event(ann.id, 'decision_made', '2026-03-05T10:00:00.000Z', { action: 'buy' }),
        event(ann.id, 'decision_made', '2026-03-05T11:00:00.000Z', { action: 'buy' }),
        event(ann.id, 'decision_made', '2026-03-05T12:00:00.000Z'),
        event(bob.id, 'score_changed', '2026-03-05T12:00:00.000Z'),
        { ...event(bob.id, 'note_added', '2026-03-05T12:00:00.000Z'), details: 'not json' },
      ])
      .execute();
    await countExistingEvents(ctx.db.db as never);
    const rows = await ctx.db.db.selectFrom('activity_daily_counts').selectAll().orderBy('user_id').orderBy('kind').orderBy('day').orderBy('series').execute();
    const view = (userId: string) => rows.filter((row) => row.user_id === userId).map((row) => [row.kind, row.day, row.series, Number(row.count)]);
    expect(view(ann.id)).toEqual([
      ['decision_made', '2026-03-05', '', 1],
      ['decision_made', '2026-03-05', 'buy', 2],
      ['review_created', '2026-03-04', '', 2],
      ['review_created', '2026-03-05', '', 1],
    ]);
    expect(view(bob.id)).toEqual([
      ['note_added', '2026-03-05', '', 1],
      ['score_changed', '2026-03-05', '', 1],
    ]);
  });

  it('moves the decisions recorded before 0018 to their decision dates (#18)', async () => {
    const session = await signedInUser(ctx);
    const type = await createTradeType(ctx, session);
    const decided = await makeDecision(ctx, session, (await reviewFor(ctx, session)).id, { tradeTypeId: type.id, action: 'hold', date: '2026-06-15T00:00:00.000Z' });
    // As the app recorded it before: no date in the event, counted on the day it was recorded.
    const recordedOn = '2026-11-02';
    await ctx.db.db.updateTable('activity_events').set({ details: JSON.stringify({ decision_id: decided.id, action: 'hold' }), created_at: `${recordedOn}T09:00:00.000Z` }).where('user_id', '=', session.user.id).where('kind', '=', 'decision_made').execute();
    await ctx.db.db.deleteFrom('activity_daily_counts').where('user_id', '=', session.user.id).where('kind', '=', 'decision_made').execute();
    await ctx.db.db.insertInto('activity_daily_counts').values({ user_id: session.user.id, kind: 'decision_made', day: recordedOn, series: 'hold', count: 1 }).execute();

    await countDecisionsOnTheirDates(ctx.db.db as never);
    const rows = await ctx.db.db.selectFrom('activity_daily_counts').select(['day', 'series', 'count']).where('user_id', '=', session.user.id).where('kind', '=', 'decision_made').execute();
    expect(rows.map((row) => [row.day, row.series, Number(row.count)])).toEqual([['2026-06-15', 'hold', 1]]);
  });
});
