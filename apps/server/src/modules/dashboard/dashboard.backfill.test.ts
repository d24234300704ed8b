import { expect, it } from 'vitest';
import { up as countExistingEvents } from '../../db/migrations/0009_dashboard_indexes';
import { newId } from '../../lib/crypto';
import { describeEachDb } from '../../test/build-test-app';
import { createUser } from '../../test/factories/user';

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
});
