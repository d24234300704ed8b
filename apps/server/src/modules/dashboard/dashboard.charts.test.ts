import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { EDIT_SERIES, utcMonthYearLabel } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser, type Session } from '../../test/factories/user';
import { call, errorsOf } from '../items/library.test-helpers';
import { ActivityRepository } from '../activity/activity.repository';
import { createTradeType, makeDecision, reviewFor } from '../decisions/decisions.test-helpers';
import { dashboardClock } from './dashboard-clock';
import { byLabel, chartOf, insertEvents, reviewedInvestment, total } from './dashboard.test-helpers';

const NOW = '2026-03-05T10:00:00.000Z'; // a Thursday

describeEachDb('dashboard charts', (ctx) => {
  let ann: Session;
  let bob: Session;
  beforeAll(async () => {
    ann = await signedInUser(ctx);
    bob = await signedInUser(ctx);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  const pinNow = (iso = NOW) => vi.spyOn(dashboardClock, 'now').mockReturnValue(new Date(iso));

  it('answers 401 without a session', async () => {
    for (const chart of ['reviews', 'edits', 'decisions']) {
      const response = await call(ctx, null, 'GET', `/dashboard/${chart}?type=month`);
      expect(response.statusCode).toBe(401);
      expect(response.json<{ message: string }>().message).toBeTruthy();
    }
  });

  it('refuses an unknown period with 422 and the message on type', async () => {
    for (const chart of ['reviews', 'edits', 'decisions']) {
      const response = await call(ctx, ann, 'GET', `/dashboard/${chart}?type=week`);
      expect(response.statusCode).toBe(422);
      expect(response.json<{ message: string }>().message).toBe('type must be month, quarter, half or year');
      expect(errorsOf(response)).toEqual({ type: ['type must be month, quarter, half or year'] });
    }
  });

  it('lists every bucket of each period, empty ones as 0, month by default', async () => {
    pinNow();
    const fresh = await signedInUser(ctx);
    const month = chartOf(await call(ctx, fresh, 'GET', '/dashboard/reviews'));
    expect(month.labels).toHaveLength(30);
    expect(month.labels[0]).toBe('04 Feb');
    expect(month.labels.at(-1)).toBe('05 Mar');
    expect(month.datasets).toEqual([{ key: '', label: 'Reviews created', data: new Array(30).fill(0) }]);
    const sizes = [];
    for (const type of ['quarter', 'half', 'year']) sizes.push(chartOf(await call(ctx, fresh, 'GET', `/dashboard/reviews?type=${type}`)).labels.length);
    expect(sizes).toEqual([13, 26, 12]);
    const edits = chartOf(await call(ctx, fresh, 'GET', '/dashboard/edits?type=year'));
    expect(edits.datasets.map((dataset) => dataset.key)).toEqual([...EDIT_SERIES]);
    expect(total(edits)).toBe(0);
  });

  it('counts reviews per UTC day, including both ends of the month and nothing outside', async () => {
    pinNow();
    const user = await signedInUser(ctx);
    await insertEvents(ctx, user.user.id, [
      { kind: 'review_created', at: '2026-02-03T23:59:59.999Z' }, // the day before the first bucket
      { kind: 'review_created', at: '2026-02-04T00:00:00.000Z' }, // first bucket
      { kind: 'review_created', at: '2026-02-28T23:59:59.999Z' },
      { kind: 'review_created', at: '2026-03-01T00:00:00.000Z' },
      { kind: 'review_created', at: '2026-03-05T00:00:00.000Z' },
      { kind: 'review_created', at: '2026-03-05T23:59:59.999Z' }, // last bucket (later today)
      { kind: 'review_created', at: '2026-03-06T00:00:00.000Z' }, // tomorrow
      { kind: 'summary_changed', at: '2026-03-05T01:00:00.000Z' }, // an edit, not a review
    ]);
    const chart = chartOf(await call(ctx, user, 'GET', '/dashboard/reviews?type=month'));
    const counts = byLabel(chart);
    expect(counts['04 Feb']).toBe(1);
    expect(counts['28 Feb']).toBe(1);
    expect(counts['01 Mar']).toBe(1);
    expect(counts['05 Mar']).toBe(2);
    expect(total(chart)).toBe(5);
  });

  it('counts ISO weeks across a month boundary and months across the new year', async () => {
    pinNow();
    const user = await signedInUser(ctx);
    await insertEvents(ctx, user.user.id, [
      { kind: 'review_created', at: '2026-03-01T23:59:59.000Z' }, // Sunday: week of 23 Feb
      { kind: 'review_created', at: '2026-03-02T00:00:00.000Z' }, // Monday: this week
      { kind: 'review_created', at: '2025-12-07T23:59:59.000Z' }, // before the quarter's first week (08 Dec)
      { kind: 'review_created', at: '2025-12-08T00:00:00.000Z' },
      { kind: 'review_created', at: '2025-12-31T23:59:59.999Z' },
      { kind: 'review_created', at: '2026-01-01T00:00:00.000Z' },
      { kind: 'review_created', at: '2025-03-31T23:59:59.999Z' }, // the month before the year's first
    ]);
    const quarter = chartOf(await call(ctx, user, 'GET', '/dashboard/reviews?type=quarter'));
    expect(quarter.labels[0]).toBe('08 Dec');
    expect(quarter.datasets[0]!.data).toEqual([1, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 1, 1]);
    const half = chartOf(await call(ctx, user, 'GET', '/dashboard/reviews?type=half'));
    expect(total(half)).toBe(6);
    const year = chartOf(await call(ctx, user, 'GET', '/dashboard/reviews?type=year'));
    expect(year.labels).toEqual(['Apr 2025', 'May 2025', 'Jun 2025', 'Jul 2025', 'Aug 2025', 'Sep 2025', 'Oct 2025', 'Nov 2025', 'Dec 2025', 'Jan 2026', 'Feb 2026', 'Mar 2026']);
    expect(year.datasets[0]!.data).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 3, 1, 0, 2]);
  });

  it("counts only the viewer's own events", async () => {
    pinNow();
    await insertEvents(ctx, ann.user.id, [{ kind: 'review_created', at: '2026-03-04T12:00:00.000Z' }, { kind: 'score_changed', at: '2026-03-04T12:00:00.000Z' }]);
    await insertEvents(ctx, bob.user.id, [
      { kind: 'review_created', at: '2026-03-04T13:00:00.000Z' },
      { kind: 'review_created', at: '2026-03-04T14:00:00.000Z' },
      { kind: 'decision_made', at: '2026-03-04T14:00:00.000Z', details: { action: 'buy' } },
    ]);
    expect(byLabel(chartOf(await call(ctx, ann, 'GET', '/dashboard/reviews?type=month')))['04 Mar']).toBe(1);
    expect(byLabel(chartOf(await call(ctx, bob, 'GET', '/dashboard/reviews?type=month')))['04 Mar']).toBe(2);
    expect(total(chartOf(await call(ctx, ann, 'GET', '/dashboard/decisions?type=month')))).toBe(0);
    expect(total(chartOf(await call(ctx, bob, 'GET', '/dashboard/edits?type=month')))).toBe(0);
  });

  it('stacks edits by what was edited', async () => {
    pinNow();
    const user = await signedInUser(ctx);
    await insertEvents(ctx, user.user.id, [
      { kind: 'score_changed', at: '2026-03-03T08:00:00.000Z' },
      { kind: 'value_changed', at: '2026-03-03T09:00:00.000Z' },
      { kind: 'relevance_changed', at: '2026-03-04T09:00:00.000Z' },
      { kind: 'comment_changed', at: '2026-03-03T10:00:00.000Z' },
      { kind: 'note_added', at: '2026-03-03T10:00:00.000Z' },
      { kind: 'note_deleted', at: '2026-03-03T11:00:00.000Z' },
      { kind: 'process_attached', at: '2026-02-20T11:00:00.000Z' },
      { kind: 'review_created', at: '2026-03-03T08:00:00.000Z' }, // not an edit
      { kind: 'decision_updated', at: '2026-03-03T08:00:00.000Z' }, // not an edit
    ]);
    const chart = chartOf(await call(ctx, user, 'GET', '/dashboard/edits?type=month'));
    expect(chart.datasets.map((dataset) => dataset.label)).toEqual(['Scores and values', 'Comments and links', 'Summary', 'Processes', 'Files', 'Notes', 'Models']);
    expect(byLabel(chart, 'scores')).toMatchObject({ '03 Mar': 2, '04 Mar': 1 });
    expect(byLabel(chart, 'comments')['03 Mar']).toBe(1);
    expect(byLabel(chart, 'notes')['03 Mar']).toBe(2);
    expect(byLabel(chart, 'processes')['20 Feb']).toBe(1);
    expect(total(chart)).toBe(7);
  });

  it('stacks decisions made by their action; drafts do not count', async () => {
    pinNow();
    const user = await signedInUser(ctx);
    await insertEvents(ctx, user.user.id, [
      { kind: 'decision_made', at: '2026-03-02T08:00:00.000Z', details: { action: 'buy', decision_id: 'x' } },
      { kind: 'decision_made', at: '2026-03-02T09:00:00.000Z', details: { action: 'buy' } },
      { kind: 'decision_made', at: '2026-02-10T09:00:00.000Z', details: { action: 'sell' } },
      { kind: 'decision_made', at: '2026-03-04T09:00:00.000Z', details: {} },
      { kind: 'decision_updated', at: '2026-03-04T09:00:00.000Z', details: { action: 'hold' } },
    ]);
    const chart = chartOf(await call(ctx, user, 'GET', '/dashboard/decisions?type=quarter'));
    expect(chart.datasets.map((dataset) => dataset.key)).toEqual(['buy', 'add', 'hold', 'trim', 'sell', 'pass', '']);
    expect(chart.datasets.map((dataset) => dataset.label)).toEqual(['Buy', 'Add', 'Hold', 'Trim', 'Sell', 'Pass', 'Other']);
    expect(byLabel(chart, 'buy')['02 Mar']).toBe(2);
    expect(byLabel(chart, 'sell')['09 Feb']).toBe(1);
    expect(byLabel(chart, '')['02 Mar']).toBe(1);
    expect(total(chart)).toBe(4);
  });

  it('counts a decision on its decision date, not on the day it was recorded (#18)', async () => {
    const today = new Date();
    pinNow(today.toISOString());
    const user = await signedInUser(ctx);
    const review = await reviewFor(ctx, user);
    const type = await createTradeType(ctx, user);
    // A Hold dated four months back (the 15th), recorded today.
    const dated = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 4, 15));
    const made = await makeDecision(ctx, user, review.id, { tradeTypeId: type.id, action: 'hold', date: dated.toISOString() });
    expect(made.date).toBe(dated.toISOString());
    const chart = chartOf(await call(ctx, user, 'GET', '/dashboard/decisions?type=year'));
    expect(byLabel(chart, 'hold')[utcMonthYearLabel(dated)]).toBe(1);
    expect(byLabel(chart, 'hold')[utcMonthYearLabel(today)]).toBe(0);
    expect(total(chart)).toBe(1);
    // A decision dated before the window is not in it, however recently it was recorded.
    const older = await reviewFor(ctx, user);
    await makeDecision(ctx, user, older.id, { tradeTypeId: type.id, action: 'sell', date: new Date(Date.UTC(today.getUTCFullYear() - 2, 0, 10)).toISOString() });
    expect(total(chartOf(await call(ctx, user, 'GET', '/dashboard/decisions?type=year')))).toBe(1);
  });

  it('keeps the daily counts in step with the events, several in one day and in one call', async () => {
    pinNow();
    const user = await signedInUser(ctx);
    await new ActivityRepository(ctx.db.db).record(
      [
        { userId: user.user.id, reviewId: null, investmentId: null, kind: 'score_changed' },
        { userId: user.user.id, reviewId: null, investmentId: null, kind: 'score_changed' },
        { userId: user.user.id, reviewId: null, investmentId: null, kind: 'decision_made', details: { action: 'trim' } },
      ],
      '2026-03-04T10:00:00.000Z',
    );
    await insertEvents(ctx, user.user.id, [{ kind: 'score_changed', at: '2026-03-04T23:59:59.999Z' }]);
    const counts = await ctx.db.db.selectFrom('activity_daily_counts').select(['kind', 'day', 'series', 'count']).where('user_id', '=', user.user.id).orderBy('kind').execute();
    expect(counts.map((row) => ({ ...row, count: Number(row.count) }))).toEqual([
      { kind: 'decision_made', day: '2026-03-04', series: 'trim', count: 1 },
      { kind: 'score_changed', day: '2026-03-04', series: '', count: 3 },
    ]);
    expect(byLabel(chartOf(await call(ctx, user, 'GET', '/dashboard/edits?type=month')), 'scores')['04 Mar']).toBe(3);
    expect(byLabel(chartOf(await call(ctx, user, 'GET', '/dashboard/decisions?type=month')), 'trim')['04 Mar']).toBe(1);
  });

  it('stores events in UTC and buckets them by the UTC day whatever the time zone of the machine', async () => {
    const original = process.env.TZ;
    process.env.TZ = 'Pacific/Kiritimati'; // UTC+14: 23:30 UTC on 5 March is already 6 March there
    try {
      const user = await signedInUser(ctx);
      const { investmentId } = await reviewedInvestment(ctx, user);
      const [stored] = await ctx.db.db.selectFrom('activity_events').select('created_at').where('user_id', '=', user.user.id).where('investment_id', '=', investmentId).execute();
      expect(stored!.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      // With the real clock: the review just created is in today's (UTC) bucket.
      const today = chartOf(await call(ctx, user, 'GET', '/dashboard/reviews?type=month'));
      expect(today.labels.at(-1)).toBe(`${String(new Date().getUTCDate()).padStart(2, '0')} ${new Date().toUTCString().slice(8, 11)}`);
      expect(today.datasets[0]!.data.at(-1)).toBe(1);

      pinNow('2026-03-05T23:30:00.000Z');
      const late = await signedInUser(ctx);
      await insertEvents(ctx, late.user.id, [{ kind: 'review_created', at: '2026-03-05T23:00:00.000Z' }]);
      const chart = chartOf(await call(ctx, late, 'GET', '/dashboard/reviews?type=month'));
      expect(chart.labels.at(-1)).toBe('05 Mar');
      expect(byLabel(chart)['05 Mar']).toBe(1);
    } finally {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    }
  });
});
