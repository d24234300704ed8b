import { afterEach, beforeAll, expect, it } from 'vitest';
import { DECISION_MESSAGES, MESSAGES, type Decision, type Review, type ReviewShareGrant, type TradeType } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser, type Session } from '../../test/factories/user';
import { call, dataOf } from '../items/library.test-helpers';
import type { ReviewSharing } from '../reviews/review-sharing';
import { createTradeType, makeDecision, reviewFor } from './decisions.test-helpers';

type Method = 'GET' | 'POST' | 'PATCH';

describeEachDb('decisions: who may see and change them', (ctx) => {
  let owner: Session;
  let review: Review;
  let type: TradeType;
  let made: Decision;
  const original = () => ctx.app.deps.reviewSharing;
  let saved: ReviewSharing;

  const reads = (): [Method, string][] => [
    ['GET', `/decisions/get/${review.id}`],
    ['GET', `/decisions/probability_matrix/${review.id}`],
    ['GET', `/decisions/find/${made.id}`],
    ['GET', `/decisions/archived?investment_review_id=${review.id}`],
  ];
  const writes = (): [Method, string, unknown][] => [
    ['PATCH', `/decisions/update/${review.id}`, { action: 'hold' }],
    ['POST', `/decisions/matrix/probability/${review.id}`, { key: 'good', probability: 40 }],
    ['POST', `/decisions/matrix/comments/${review.id}`, { key: 'good', comment: 'Mine' }],
    ['POST', `/decisions/make/${review.id}`, {}],
    ['POST', `/decisions/notes/${made.id}`, { text: 'Follow-up' }],
  ];
  /** Shares the review with `session` (the sharing feature's grant, simulated). */
  const share = (session: Session, grant: ReviewShareGrant) => {
    ctx.app.deps.reviewSharing = {
      grantFor: (viewer, target) => Promise.resolve(viewer.id === session.user.id && target.id === review.id ? grant : null),
      grantsFor: (viewer, targets) => Promise.resolve(new Map(targets.filter((target) => viewer.id === session.user.id && target.id === review.id).map((target) => [target.id, grant]))),
      reviewIdsGranting: (viewer, rule, investmentId) =>
        Promise.resolve(viewer.id === session.user.id && grant.permission_rules[rule] && (!investmentId || investmentId === review.investment_id) ? [review.id] : []),
    };
  };

  beforeAll(async () => {
    owner = await signedInUser(ctx);
    review = await reviewFor(ctx, owner);
    type = await createTradeType(ctx, owner);
    made = await makeDecision(ctx, owner, review.id, { tradeTypeId: type.id });
    saved = original();
  });
  afterEach(() => {
    ctx.app.deps.reviewSharing = saved;
  });

  it('lets the owner see and change everything', async () => {
    for (const [method, url] of reads()) expect((await call(ctx, owner, method, url)).statusCode, url).toBe(200);
    expect(dataOf<Decision>(await call(ctx, owner, 'GET', `/decisions/get/${review.id}`)).abilities.update).toBe(true);
  });

  it('hides them from another user (404 everywhere, the journal empty)', async () => {
    const stranger = await signedInUser(ctx);
    for (const [method, url, body] of [...reads(), ...writes()]) expect((await call(ctx, stranger, method, url, body)).statusCode, url).toBe(404);
    const journal = await call(ctx, stranger, 'GET', '/decisions/archived');
    expect(journal.json()).toMatchObject({ data: [], meta: { pagination: { total: 0 } } });
  });

  it('shows them to a teamViewer owner read-only (403 on changes)', async () => {
    const viewer = await signedInUser(ctx);
    const own = await reviewFor(ctx, viewer);
    await ctx.db.db.updateTable('users').set({ role: 'teamViewer' }).where('id', '=', viewer.user.id).execute();
    expect((await call(ctx, viewer, 'GET', `/decisions/get/${own.id}`)).json().data.abilities).toEqual({ update: false, annotate: false });
    const response = await call(ctx, viewer, 'PATCH', `/decisions/update/${own.id}`, { action: 'buy' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: MESSAGES.noEditPermission });
  });

  it('denies the free role every change with the upgrade message, but keeps its history readable', async () => {
    const free = await signedInUser(ctx);
    const own = await reviewFor(ctx, free);
    const ownType = await createTradeType(ctx, free);
    const history = await makeDecision(ctx, free, own.id, { tradeTypeId: ownType.id });
    await ctx.db.db.updateTable('users').set({ role: 'free' }).where('id', '=', free.user.id).execute();
    for (const [method, url, body] of [
      ['PATCH', `/decisions/update/${own.id}`, { action: 'hold' }],
      ['POST', `/decisions/matrix/probability/${own.id}`, { key: 'good', probability: 40 }],
      ['POST', `/decisions/make/${own.id}`, {}],
      ['POST', `/decisions/notes/${history.id}`, { text: 'Later' }],
      ['PATCH', `/decisions/trade_types/${ownType.id}`, { name: 'Still mine' }],
    ] as const) {
      const response = await call(ctx, free, method, url, body);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ message: DECISION_MESSAGES.freeCannotDecide });
    }
    expect(dataOf<Decision[]>(await call(ctx, free, 'GET', '/decisions/archived')).map((row) => row.id)).toEqual([history.id]);
  });

  it('shows them to a share recipient with the decisions permission, and lets them decide with the change permission', async () => {
    const recipient = await signedInUser(ctx);
    share(recipient, { permission_rules: { models: false, notes: false, decisions: true }, can_edit: true });
    for (const [method, url] of reads()) expect((await call(ctx, recipient, method, url)).statusCode, url).toBe(200);
    const updated = dataOf<Decision>(await call(ctx, recipient, 'PATCH', `/decisions/update/${review.id}`, { action: 'pass' }));
    expect(updated).toMatchObject({ action: 'pass', user: { id: recipient.user.id } });
    const journal = dataOf<Decision[]>(await call(ctx, recipient, 'GET', `/decisions/archived?search=investment.id:${review.investment_id}`));
    expect(journal.map((row) => row.id)).toEqual([made.id]);
  });

  it('reads only, without the change permission', async () => {
    const recipient = await signedInUser(ctx);
    share(recipient, { permission_rules: { models: true, notes: true, decisions: true }, can_edit: false });
    expect((await call(ctx, recipient, 'GET', `/decisions/find/${made.id}`)).statusCode).toBe(200);
    for (const [method, url, body] of writes()) {
      const response = await call(ctx, recipient, method, url, body);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ message: MESSAGES.sharedReviewNoEdit });
    }
  });

  it('refuses a share without the decisions permission (403), even with the change permission', async () => {
    const recipient = await signedInUser(ctx);
    share(recipient, { permission_rules: { models: true, notes: true, decisions: false }, can_edit: true });
    for (const [method, url, body] of [...reads(), ...writes()]) {
      const response = await call(ctx, recipient, method, url, body);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ message: DECISION_MESSAGES.noDecisionsPermission });
    }
    const journal = dataOf<Decision[]>(await call(ctx, recipient, 'GET', `/decisions/archived?search=investment.id:${review.investment_id}`));
    expect(journal).toEqual([]);
  });
});
