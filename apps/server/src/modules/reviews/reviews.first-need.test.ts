import { beforeAll, expect, it } from 'vitest';
import { MESSAGES, REVIEW_MESSAGES, SHARING_MESSAGES, type Investment, type Review, type ShareCreated } from '@thesis/domain';
import { describeEachDb, type TestContext } from '../../test/build-test-app';
import { uploadPng } from '../../test/factories/media';
import { signedInUser, type Session } from '../../test/factories/user';
import { createCompany } from '../investments/investments.test-helpers';
import { call, dataOf, errorsOf } from '../items/library.test-helpers';
import { eventsOf, listedInvestment } from './reviews.test-helpers';

/** The user's reviews of the investment, straight from the database. */
async function reviewsOf(ctx: TestContext, session: Session, investmentId: string): Promise<string[]> {
  const rows = await ctx.db.db.selectFrom('investment_reviews').select('id').where('user_id', '=', session.user.id).where('investment_id', '=', investmentId).execute();
  return rows.map((row) => row.id);
}

const note = { title: 'Site visit', typed_text: 'The new plant runs at full capacity.' };
const publicShare = (investmentId: string) => ({ entity_type: 'investment', entity_id: investmentId, access_type: 'public' });

describeEachDb('reviews: a note, a model, a share or the summary creates the review on first need (spec §4)', (ctx) => {
  let ann: Session;
  beforeAll(async () => {
    ann = await signedInUser(ctx);
  });

  it('adds a note to an investment without a review: the review is created with it and answered', async () => {
    const investmentId = await listedInvestment(ctx);
    const response = await call(ctx, ann, 'POST', `/investments/${investmentId}/notes`, note);
    const review = dataOf<Review>(response, 201);
    expect(review).toMatchObject({ investment_id: investmentId, isOwner: true, notes: [{ title: 'Site visit', typed_text: note.typed_text, investment_review_id: review.id }] });
    expect(await reviewsOf(ctx, ann, investmentId)).toEqual([review.id]);
    expect((await eventsOf(ctx, review.id)).map((event) => event.kind)).toEqual(['review_created', 'note_added']);
    expect(dataOf<Investment>(await call(ctx, ann, 'GET', `/investments/${investmentId}`)).investment_review_id).toBe(review.id);

    const second = dataOf<Review>(await call(ctx, ann, 'POST', `/investments/${investmentId}/notes`, { title: 'Call', typed_text: 'Management call notes' }), 201);
    expect(second.id).toBe(review.id);
    expect(second.notes.map((entry) => entry.title).sort()).toEqual(['Call', 'Site visit']);
  });

  it('uploads a model to an investment without a review', async () => {
    const investmentId = await listedInvestment(ctx);
    const media = await uploadPng(ctx, ann, 'model');
    const review = dataOf<Review>(await call(ctx, ann, 'PUT', `/investments/${investmentId}/models`, { uuids: [media.uuid] }));
    expect(review.investment_id).toBe(investmentId);
    expect(review.models.map((model) => model.uuid)).toEqual([media.uuid]);
    expect((await eventsOf(ctx, review.id)).map((event) => event.kind)).toEqual(['review_created', 'model_attached']);
  });

  it('saves the summary of an investment without a review, then of the same review', async () => {
    const investmentId = await listedInvestment(ctx);
    const response = await call(ctx, ann, 'PATCH', `/investments/${investmentId}/review`, { summary: '  Cheap for its growth.  ' });
    expect(response.json().meta).toEqual({ saved: true });
    const review = dataOf<Review>(response);
    expect(review.summary).toBe('Cheap for its growth.');
    const again = await call(ctx, ann, 'PATCH', `/investments/${investmentId}/review`, { summary: 'Cheap for its growth.' });
    expect(again.json()).toMatchObject({ data: { id: review.id }, meta: { saved: false } });
    expect(await reviewsOf(ctx, ann, investmentId)).toEqual([review.id]);
  });

  it('shares an investment without a review: the share records the new review', async () => {
    const investmentId = await listedInvestment(ctx);
    const share = dataOf<ShareCreated>(await call(ctx, ann, 'POST', '/sharings', publicShare(investmentId)), 201);
    const [reviewId] = await reviewsOf(ctx, ann, investmentId);
    expect(share).toMatchObject({ entity_type: 'investment_review', entity_id: reviewId, access_type: 'public', status: 'active' });
    expect(share.shared_link).toContain(`/investment-reviews/${reviewId}`);
    const shares = dataOf<ShareCreated[]>(await call(ctx, ann, 'GET', `/investment-reviews/${reviewId}/sharings`));
    expect(shares.map((entry) => entry.id)).toEqual([share.id]);
  });

  it('creates exactly one review when a note, a share and the summary arrive together', async () => {
    const investmentId = await listedInvestment(ctx);
    const responses = await Promise.all([
      call(ctx, ann, 'POST', `/investments/${investmentId}/notes`, note),
      call(ctx, ann, 'POST', '/sharings', publicShare(investmentId)),
      call(ctx, ann, 'PATCH', `/investments/${investmentId}/review`, { summary: 'Together' }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 200]);
    const ids = await reviewsOf(ctx, ann, investmentId);
    expect(ids).toHaveLength(1);
    expect((await eventsOf(ctx, ids[0]!)).filter((event) => event.kind === 'review_created')).toHaveLength(1);
  });

  it('creates nothing when the first write is refused', async () => {
    const investmentId = await listedInvestment(ctx);
    const shortNote = await call(ctx, ann, 'POST', `/investments/${investmentId}/notes`, { title: 'A' });
    expect(shortNote.statusCode).toBe(422);
    expect(errorsOf(shortNote)).toEqual({ title: [SHARING_MESSAGES.noteTitleMin] });
    const noText = await call(ctx, ann, 'POST', `/investments/${investmentId}/notes`, { title: 'Untitled thoughts' });
    expect(errorsOf(noText)).toEqual({ typed_text: [MESSAGES.noteTextRequired] });
    const unknownFile = await call(ctx, ann, 'PUT', `/investments/${investmentId}/models`, { uuids: ['not-a-file'] });
    expect(unknownFile.statusCode).toBe(422);
    expect(errorsOf(unknownFile)).toEqual({ uuids: [MESSAGES.mediaNotFound] });
    const blank = await call(ctx, ann, 'PATCH', `/investments/${investmentId}/review`, { summary: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(errorsOf(blank)).toEqual({ summary: [REVIEW_MESSAGES.summaryRequired] });
    const toNobody = await call(ctx, ann, 'POST', '/sharings', { entity_type: 'investment', entity_id: investmentId, emails: '' });
    expect(toNobody.statusCode).toBe(422);
    expect(errorsOf(toNobody)).toEqual({ emails: [MESSAGES.emailRequired] });
    expect(await reviewsOf(ctx, ann, investmentId)).toEqual([]);
  });

  it("refuses a teamViewer (403) and another user's unlisted company (404), creating nothing", async () => {
    const viewer = await signedInUser(ctx, { role: 'teamViewer' });
    const investmentId = await listedInvestment(ctx);
    const writes = (session: Session, id: string) => [
      call(ctx, session, 'POST', `/investments/${id}/notes`, note),
      call(ctx, session, 'PUT', `/investments/${id}/models`, { uuids: [] }),
      call(ctx, session, 'PATCH', `/investments/${id}/review`, { summary: 'Mine' }),
      call(ctx, session, 'POST', '/sharings', publicShare(id)),
    ];
    for (const response of await Promise.all(writes(viewer, investmentId))) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(MESSAGES.noEditPermission);
    }
    expect(await reviewsOf(ctx, viewer, investmentId)).toEqual([]);

    const bob = await signedInUser(ctx);
    const hidden = await createCompany(ctx, bob, { ticker: 'HIDN' });
    for (const response of await Promise.all(writes(ann, hidden.id))) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(REVIEW_MESSAGES.investmentNotFound);
    }
    expect(await reviewsOf(ctx, ann, hidden.id)).toEqual([]);
    expect((await call(ctx, null, 'POST', `/investments/${investmentId}/notes`, note)).statusCode).toBe(401);
  });
});
