import { beforeAll, expect, it } from 'vitest';
import { DECISION_MESSAGES, MESSAGES, type Calibration, type Decision, type Review, type ShareCreated, type TradeType } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser, type Session } from '../../test/factories/user';
import { call, dataOf } from '../items/library.test-helpers';
import { attach, expire, shareOk } from '../sharing/sharing.test-helpers';
import { createTradeType, makeDecision, reviewFor } from './decisions.test-helpers';

type Method = 'GET' | 'POST' | 'PATCH';

/**
 * Decisions through real shares (POST /sharings, the e-mailed link, user-attach): a recipient whose
 * share grants the decisions permission reads a review's decisions and finds them in their journal,
 * changes nothing; without the permission, or once the share is revoked or expired, they see none.
 */
describeEachDb('decisions: shared reviews', (ctx) => {
  let owner: Session;
  let review: Review;
  let type: TradeType;
  let made: Decision;

  const reads = (): string[] => [
    `/decisions/get/${review.id}`,
    `/decisions/probability_matrix/${review.id}`,
    `/decisions/find/${made.id}`,
    `/decisions/archived?investment_review_id=${review.id}`,
  ];
  const writes = (): [Method, string, unknown][] => [
    ['PATCH', `/decisions/update/${review.id}`, { action: 'hold' }],
    ['POST', `/decisions/matrix/probability/${review.id}`, { key: 'good', probability: 40 }],
    ['POST', `/decisions/matrix/comments/${review.id}`, { key: 'good', comment: 'Mine' }],
    ['POST', `/decisions/make/${review.id}`, {}],
    ['POST', `/decisions/notes/${made.id}`, { text: 'Follow-up' }],
  ];
  const journal = async (session: Session, query = '') => dataOf<Decision[]>(await call(ctx, session, 'GET', `/decisions/archived${query}`)).map((row) => row.id);

  /** Shares the review privately with a fresh user, who opens the e-mailed link signed in. */
  async function recipientOf(decisions: boolean): Promise<{ recipient: Session; share: ShareCreated }> {
    const recipient = await signedInUser(ctx);
    const share = await shareOk(ctx, owner, { entity_id: review.id, emails: [recipient.user.email], permission_rules: { decisions } });
    const mail = ctx.outbox().find((message) => message.to.includes(recipient.user.email));
    const link = mail!.text.match(/https?:\/\/\S+/)![0];
    expect(dataOf(await attach(ctx, recipient, link))).toMatchObject({ sharing_id: share.id, permissions: { decisions } });
    return { recipient, share };
  }

  beforeAll(async () => {
    owner = await signedInUser(ctx);
    review = await reviewFor(ctx, owner);
    type = await createTradeType(ctx, owner);
    made = await makeDecision(ctx, owner, review.id, { tradeTypeId: type.id });
  });

  it('lets a recipient granted decisions read every decision route, read-only (403 on every change)', async () => {
    const { recipient } = await recipientOf(true);
    for (const url of reads()) expect((await call(ctx, recipient, 'GET', url)).statusCode, url).toBe(200);
    expect(dataOf<Decision>(await call(ctx, recipient, 'GET', `/decisions/find/${made.id}`)).abilities).toEqual({ update: false, annotate: false });
    for (const [method, url, body] of writes()) {
      const response = await call(ctx, recipient, method, url, body);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ message: MESSAGES.sharedReviewNoEdit });
    }
    // Nothing changed: the owner's draft and the made decision are as they were.
    expect(dataOf<Decision>(await call(ctx, owner, 'GET', `/decisions/find/${made.id}`)).notes).toEqual([]);
  });

  it('refuses the reads (403) without the decisions permission', async () => {
    const { recipient } = await recipientOf(false);
    expect((await call(ctx, recipient, 'GET', `/investment-reviews/${review.id}`)).statusCode).toBe(200);
    for (const url of reads()) {
      const response = await call(ctx, recipient, 'GET', url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ message: DECISION_MESSAGES.noDecisionsPermission });
    }
  });

  it("lists the owner's made decisions in the journal of a recipient granted decisions, unfiltered", async () => {
    const { recipient } = await recipientOf(true);
    const own = await reviewFor(ctx, recipient);
    const ownType = await createTradeType(ctx, recipient);
    const mine = await makeDecision(ctx, recipient, own.id, { tradeTypeId: ownType.id });
    expect(await journal(recipient)).toEqual([mine.id, made.id]);
    expect(await journal(recipient, `?search=investment.id:${review.investment_id}`)).toEqual([made.id]);
    expect(await journal(recipient, `?search=trade_type.id:${type.id}`)).toEqual([made.id]);
    // Calibration scores the viewer's own judgement only: the owner's decision is not theirs.
    const calibration = dataOf<Calibration>(await call(ctx, recipient, 'GET', '/decisions/calibration?scope=all'));
    expect(calibration).toMatchObject({ decisions: 1, realised: 1 });
    expect(calibration.by_trade_type.map((group) => group.trade_type_id)).toEqual([ownType.id]);
  });

  it('keeps them out of the journal without the decisions permission', async () => {
    const { recipient } = await recipientOf(false);
    expect(await journal(recipient)).toEqual([]);
    expect(await journal(recipient, `?search=investment.id:${review.investment_id}`)).toEqual([]);
    expect(dataOf<Calibration>(await call(ctx, recipient, 'GET', '/decisions/calibration?scope=all')).decisions).toBe(0);
  });

  it('drops them from the journal the moment the share is revoked', async () => {
    const { recipient, share } = await recipientOf(true);
    expect(await journal(recipient)).toEqual([made.id]);
    expect(dataOf(await call(ctx, owner, 'DELETE', `/sharings/${share.id}`))).toMatchObject({ status: 'revoked' });
    expect(await journal(recipient)).toEqual([]);
    expect((await call(ctx, recipient, 'GET', `/decisions/find/${made.id}`)).statusCode).toBe(404);
  });

  it('drops them from the journal once the share has expired', async () => {
    const { recipient, share } = await recipientOf(true);
    expect(await journal(recipient)).toEqual([made.id]);
    await expire(ctx, share.id);
    expect(await journal(recipient)).toEqual([]);
    expect(await journal(recipient, `?search=investment.id:${review.investment_id}`)).toEqual([]);
  });

  it("still shows the owner only their own decisions (nothing of the recipients')", async () => {
    expect(await journal(owner)).toEqual([made.id]);
    expect(dataOf<Calibration>(await call(ctx, owner, 'GET', '/decisions/calibration?scope=all')).decisions).toBe(1);
  });
});
