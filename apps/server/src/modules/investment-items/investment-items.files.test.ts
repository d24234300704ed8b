import { beforeAll, expect, it } from 'vitest';
import { MESSAGES, REVIEW_MESSAGES, type InvestmentItem, type InvestmentProcess, type Review, type ReviewModel, type ReviewShareGrant } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { uploadPng } from '../../test/factories/media';
import { signedInUser, type Session } from '../../test/factories/user';
import { call, dataOf, errorsOf } from '../items/library.test-helpers';
import { ReviewMediaAccess } from '../reviews/review-media-access';
import { ReviewMediaRepository } from '../reviews/review-media.repository';
import type { ReviewSharing } from '../reviews/review-sharing';
import { buildProcess, eventsOf, getReview, itemNamed, listedInvestment, reviewWith } from '../reviews/reviews.test-helpers';

describeEachDb('review files: attach, replace, remove', (ctx) => {
  let ann: Session;
  let review: Review;
  beforeAll(async () => {
    ann = await signedInUser(ctx);
    const process = await buildProcess(ctx, ann, 'Files', [{ name: 'Moat', children: [{ name: 'Brand', children: [{ name: 'Loved?' }] }] }]);
    review = await reviewWith(ctx, ann, await listedInvestment(ctx), [process.id]);
  });

  const put = (item: Pick<InvestmentItem, 'id' | 'kind'>, uuids: unknown, session: Session | null = ann) => call(ctx, session, 'PUT', `/investment-${item.kind}s/${item.id}?include=investment`, { uuids });

  it('attaches a file to an item of each kind, replaces it and removes it', async () => {
    for (const name of ['Moat', 'Brand', 'Loved?']) {
      const item = itemNamed(review, name);
      const first = await uploadPng(ctx, ann);
      const attached = await put(item, [first.uuid]);
      expect(attached.statusCode, attached.body).toBe(200);
      expect(attached.json().data.media).toEqual({ id: first.id, url: expect.stringContaining(`/media/${first.id}?`), file_name: 'chart.png', extension: 'png' });
      expect(attached.json().meta.message).toBe(MESSAGES.changesSuccessful);
      const second = await uploadPng(ctx, ann);
      expect(dataOf<InvestmentItem>(await put(item, [second.uuid])).media?.id).toBe(second.id);
      expect(dataOf<InvestmentItem>(await put(item, [])).media).toBeNull();
    }
    const kinds = (await eventsOf(ctx, review.id)).filter((event) => event.kind.startsWith('file_')).map((event) => event.kind);
    expect(kinds).toEqual(Array.from({ length: 3 }, () => ['file_attached', 'file_attached', 'file_removed']).flat());
  });

  it('warns that the media file has already been deleted when removing a file that is gone (spec §8)', async () => {
    const process = await buildProcess(ctx, ann, 'Gone files', [{ name: 'Brand' }]);
    const own = await reviewWith(ctx, ann, await listedInvestment(ctx), [process.id]);
    const item = itemNamed(own, 'Brand');
    const file = await uploadPng(ctx, ann);
    expect((await put(item, [file.uuid])).json().meta).toMatchObject({ message: MESSAGES.changesSuccessful, message_type: 'success' });
    const removed = await put(item, []);
    expect(removed.json().meta).toMatchObject({ message: MESSAGES.changesSuccessful, message_type: 'success' });
    // Removed again, e.g. from a page opened before the first removal.
    const again = await put(item, []);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.media).toBeNull();
    expect(again.json().meta).toMatchObject({ message: MESSAGES.mediaAlreadyDeleted, message_type: 'warning' });

    const id = own.processes[0]!.id;
    const processFile = await uploadPng(ctx, ann);
    await call(ctx, ann, 'PATCH', `/investment-processes/${id}`, { uuids: [processFile.uuid] });
    expect((await call(ctx, ann, 'PATCH', `/investment-processes/${id}`, { uuids: [] })).json().meta).toEqual({ message: MESSAGES.changesSuccessful, message_type: 'success' });
    const gone = await call(ctx, ann, 'PATCH', `/investment-processes/${id}`, { uuids: [] });
    expect(gone.statusCode).toBe(200);
    expect(gone.json().meta).toEqual({ message: MESSAGES.mediaAlreadyDeleted, message_type: 'warning' });
    expect((await call(ctx, ann, 'PATCH', `/investment-processes/${id}`, { comment: 'Still fine' })).json().meta.message_type).toBe('success');
  });

  it("refuses another user's file, an unknown uuid and more than one file (422)", async () => {
    const item = itemNamed(review, 'Moat');
    const bob = await signedInUser(ctx);
    const bobs = await uploadPng(ctx, bob);
    expect(errorsOf(await put(item, [bobs.uuid]))).toEqual({ uuids: [MESSAGES.mediaNotFound] });
    expect(errorsOf(await put(item, ['00000000-0000-4000-8000-000000000000']))).toEqual({ uuids: [MESSAGES.mediaNotFound] });
    const mine = await uploadPng(ctx, ann);
    expect(errorsOf(await put(item, [mine.uuid, mine.uuid]))).toEqual({ uuids: [REVIEW_MESSAGES.oneFile] });
    expect(errorsOf(await put(item, 'nope'))).toEqual({ uuids: [REVIEW_MESSAGES.uuidsList] });
  });

  it('sets the comment, link, valuation and file of an investment process', async () => {
    const file = await uploadPng(ctx, ann);
    const id = review.processes[0]!.id;
    const response = await call(ctx, ann, 'PATCH', `/investment-processes/${id}`, { comment: 'Looks cheap', url: 'https://example.com', url_name: 'Memo', valuation: 15, uuids: [file.uuid] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().meta.message).toBe(MESSAGES.changesSuccessful);
    const process = response.json<{ data: InvestmentProcess }>().data;
    expect(process).toMatchObject({ comment: 'Looks cheap', url: 'https://example.com', url_name: 'Memo', valuation: 15, upside: 50, media: { id: file.id }, editor_username: ann.user.username });
    expect(process.factors).toHaveLength(1);
    const removed = dataOf<InvestmentProcess>(await call(ctx, ann, 'PATCH', `/investment-processes/${id}`, { uuids: [], valuation: null }));
    expect(removed).toMatchObject({ media: null, valuation: null, upside: null, comment: 'Looks cheap' });
    expect(errorsOf(await call(ctx, ann, 'PATCH', `/investment-processes/${id}`, { valuation: -3, url: 'not a link' }))).toEqual({
      valuation: [REVIEW_MESSAGES.valuationOutOfRange],
      url: [expect.any(String)],
    });
    const kinds = (await eventsOf(ctx, review.id)).filter((event) => event.details.investment_process_id === id && !event.details.item_id).map((event) => event.kind);
    expect(kinds).toEqual(['process_attached', 'comment_changed', 'link_changed', 'valuation_changed', 'file_attached', 'valuation_changed', 'file_removed']);
  });

  it('sets the model files of a review: attach, reorder, replace, remove', async () => {
    const [a, b, c] = [await uploadPng(ctx, ann, 'model'), await uploadPng(ctx, ann, 'model'), await uploadPng(ctx, ann, 'model')];
    const models = (uuids: string[]) => call(ctx, ann, 'PUT', `/investment-reviews/${review.id}/models`, { uuids });
    expect(dataOf<ReviewModel[]>(await models([a.uuid, b.uuid])).map((model) => [model.media.id, model.position])).toEqual([[a.id, 0], [b.id, 1]]);
    expect(dataOf<ReviewModel[]>(await models([c.uuid, a.uuid])).map((model) => model.media.id)).toEqual([c.id, a.id]);
    // The page sends the list back with one more or one less: each model carries its file's uuid.
    const kept = (await getReview(ctx, ann, review.id)).models.map((model) => model.uuid);
    expect(kept).toEqual([c.uuid, a.uuid]);
    expect(dataOf<ReviewModel[]>(await models([...kept, b.uuid])).map((model) => model.uuid)).toEqual([c.uuid, a.uuid, b.uuid]);
    expect((await getReview(ctx, ann, review.id)).models.map((model) => model.media.file_name)).toEqual(['chart.png', 'chart.png', 'chart.png']);
    expect(dataOf<ReviewModel[]>(await models([]))).toEqual([]);
    const kinds = (await eventsOf(ctx, review.id)).filter((event) => event.kind.startsWith('model_')).map((event) => event.kind);
    expect(kinds).toEqual(['model_attached', 'model_attached', 'model_attached', 'model_removed', 'model_attached', 'model_removed', 'model_removed', 'model_removed']);
    const bob = await signedInUser(ctx);
    expect(errorsOf(await models([(await uploadPng(ctx, bob)).uuid]))).toEqual({ uuids: [MESSAGES.mediaNotFound] });
  });

  it('lets the owner download attached files and hides them from others', async () => {
    const file = await uploadPng(ctx, ann);
    await put(itemNamed(review, 'Brand'), [file.uuid]);
    const stranger = await signedInUser(ctx);
    expect((await call(ctx, ann, 'GET', `/media/${file.id}`)).statusCode).toBe(200);
    expect((await call(ctx, stranger, 'GET', `/media/${file.id}`)).statusCode).toBe(404);
  });

  it('opens files of a review to whoever it is shared with, models and notes only with their permission', async () => {
    const guest = await signedInUser(ctx);
    const [itemFile, model] = [await uploadPng(ctx, ann), await uploadPng(ctx, ann, 'model')];
    await put(itemNamed(review, 'Loved?'), [itemFile.uuid]);
    await call(ctx, ann, 'PUT', `/investment-reviews/${review.id}/models`, { uuids: [model.uuid] });
    const sharing = (rules: ReviewShareGrant['permission_rules']): ReviewSharing => ({
      grantFor: () => Promise.resolve({ permission_rules: rules, can_edit: false }),
      grantsFor: (_viewer, reviews) => Promise.resolve(new Map(reviews.map((entry) => [entry.id, { permission_rules: rules, can_edit: false }]))),
      reviewIdsGranting: () => Promise.resolve([]),
    });
    const repository = new ReviewMediaRepository(ctx.db.db);
    const without = new ReviewMediaAccess(repository, sharing({ models: false, notes: false, decisions: false }));
    expect(await without.canRead(guest.user, itemFile)).toBe(true);
    expect(await without.canRead(guest.user, model)).toBe(false);
    const withModels = new ReviewMediaAccess(repository, sharing({ models: true, notes: false, decisions: false }));
    expect(await withModels.canRead(guest.user, model)).toBe(true);
    const nobody = new ReviewMediaAccess(repository, { grantFor: () => Promise.resolve(null), grantsFor: () => Promise.resolve(new Map()), reviewIdsGranting: () => Promise.resolve([]) });
    expect(await nobody.canRead(guest.user, itemFile)).toBe(false);
    expect(await nobody.canRead(ann.user, itemFile)).toBe(true);
  });
});
