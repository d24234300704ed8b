import { beforeAll, expect, it } from 'vitest';
import { MESSAGES, REVIEW_MESSAGES, SHARING_MESSAGES, type Review, type ReviewNote } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { uploadPng } from '../../test/factories/media';
import { signedInUser, type Session } from '../../test/factories/user';
import { call, dataOf, errorsOf } from '../items/library.test-helpers';
import { eventsOf, getReview, listedInvestment } from '../reviews/reviews.test-helpers';

describeEachDb('notes of a review', (ctx) => {
  let ann: Session;
  let review: Review;
  beforeAll(async () => {
    ann = await signedInUser(ctx);
    review = dataOf<Review>(await call(ctx, ann, 'POST', '/investment-reviews', { investment_id: await listedInvestment(ctx) }), 201);
  });

  const post = (payload: Record<string, unknown>) => call(ctx, ann, 'POST', '/investment-notes', { investment_review_id: review.id, ...payload });

  it('adds a note with its text, and lists it on the review newest first', async () => {
    const first = dataOf<ReviewNote>(await post({ title: 'Moat', typed_text: '  Wide and deep  ' }), 201);
    expect(first).toMatchObject({ investment_review_id: review.id, title: 'Moat', typed_text: 'Wide and deep', media: null, user: { id: ann.user.id, username: ann.user.username } });
    const second = dataOf<ReviewNote>(await post({ title: 'Risks', typed_text: 'Regulation' }), 201);
    expect((await getReview(ctx, ann, review.id)).notes.map((note) => note.id)).toEqual([second.id, first.id]);
  });

  it('checks the title and text with the spec messages; the text is optional with a file', async () => {
    expect(errorsOf(await post({ typed_text: 'ok text' }))).toEqual({ title: [SHARING_MESSAGES.noteTitleRequired] });
    expect(errorsOf(await post({ title: 'A', typed_text: 'ok' }))).toEqual({ title: [SHARING_MESSAGES.noteTitleMin] });
    expect(errorsOf(await post({ title: 'x'.repeat(101), typed_text: 'ok' }))).toEqual({ title: [SHARING_MESSAGES.noteTitleMax] });
    expect(errorsOf(await post({ title: 'No text' }))).toEqual({ typed_text: [MESSAGES.noteTextRequired] });
    expect(errorsOf(await post({ title: 'Short', typed_text: 'x' }))).toEqual({ typed_text: [SHARING_MESSAGES.noteTextMin] });
    expect(errorsOf(await post({ title: 'Long', typed_text: 'x'.repeat(10_001) }))).toEqual({ typed_text: [SHARING_MESSAGES.noteTextMax] });
    // A call note longer than the spec's 250 is kept whole.
    const long = await post({ title: 'Call notes', typed_text: 'y'.repeat(4_000) });
    expect(long.statusCode, long.body).toBe(201);
    expect(long.json().data.typed_text).toHaveLength(4_000);
    const file = await uploadPng(ctx, ann, 'note');
    const withFile = dataOf<ReviewNote>(await post({ title: 'Chart only', uuids: [file.uuid] }), 201);
    expect(withFile).toMatchObject({ typed_text: null, media: { id: file.id, file_name: 'chart.png', extension: 'png', url: expect.any(String) } });
    const bob = await signedInUser(ctx);
    expect(errorsOf(await post({ title: 'Not mine', uuids: [(await uploadPng(ctx, bob)).uuid] }))).toEqual({ uuids: [MESSAGES.mediaNotFound] });
  });

  it('changes a note, keeping the text rule on the note as it becomes', async () => {
    const file = await uploadPng(ctx, ann, 'note');
    const note = dataOf<ReviewNote>(await post({ title: 'Draft', uuids: [file.uuid] }), 201);
    expect(errorsOf(await call(ctx, ann, 'PATCH', `/investment-notes/${note.id}`, { uuids: [] }))).toEqual({ typed_text: [MESSAGES.noteTextRequired] });
    const changed = dataOf<ReviewNote>(await call(ctx, ann, 'PATCH', `/investment-notes/${note.id}`, { title: 'Final', typed_text: 'Now with words', uuids: [] }));
    expect(changed).toMatchObject({ title: 'Final', typed_text: 'Now with words', media: null });
    expect(errorsOf(await call(ctx, ann, 'PATCH', `/investment-notes/${note.id}`, { typed_text: null }))).toEqual({ typed_text: [MESSAGES.noteTextRequired] });
    expect(errorsOf(await call(ctx, ann, 'PATCH', `/investment-notes/${note.id}`, { title: 'x' }))).toEqual({ title: [SHARING_MESSAGES.noteTitleMin] });
  });

  it('deletes a note, and records added, changed and deleted in the audit trail', async () => {
    const note = dataOf<ReviewNote>(await post({ title: 'Temporary', typed_text: 'Soon gone' }), 201);
    await call(ctx, ann, 'PATCH', `/investment-notes/${note.id}`, { title: 'Temporary!' });
    const deleted = await call(ctx, ann, 'DELETE', `/investment-notes/${note.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ data: { id: note.id, message: REVIEW_MESSAGES.noteDeleted } });
    expect((await call(ctx, ann, 'DELETE', `/investment-notes/${note.id}`)).statusCode).toBe(404);
    const events = (await eventsOf(ctx, review.id)).filter((event) => event.details.note_id === note.id);
    expect(events.map((event) => [event.kind, event.user_id])).toEqual([['note_added', ann.user.id], ['note_changed', ann.user.id], ['note_deleted', ann.user.id]]);
    expect(events[1]!.details).toMatchObject({ fields: ['title'] });
  });

  it('refuses a note on a review that does not exist or is not yours (404)', async () => {
    const bob = await signedInUser(ctx);
    const response = await call(ctx, bob, 'POST', '/investment-notes', { investment_review_id: review.id, title: 'Sneaky', typed_text: 'Hello there' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(REVIEW_MESSAGES.notFound);
    expect((await call(ctx, ann, 'POST', '/investment-notes', { investment_review_id: 'missing', title: 'Lost', typed_text: 'Nowhere' })).statusCode).toBe(404);
  });
});
