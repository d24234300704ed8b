import type { LightMyRequestResponse } from 'fastify';
import { readShareLink, type Review, type ReviewNote, type ShareCreated, type ShareRequestInput } from '@thesis/domain';
import type { TestContext } from '../../test/build-test-app';
import { uploadPng } from '../../test/factories/media';
import { signedInUser, type Session } from '../../test/factories/user';
import { call, dataOf } from '../items/library.test-helpers';
import { buildProcess, itemNamed, listedInvestment, patchItem, reviewWith } from '../reviews/reviews.test-helpers';

/** Test helpers for sharing (not a test file). */

export interface SharedFixture {
  owner: Session;
  review: Review;
  note: ReviewNote;
  /** Files: attached to the factor, the note and the model. */
  files: { item: string; note: string; model: string };
}

/** A review with a scored factor carrying a file, a note with a file, and a model file. */
export async function reviewWithEverything(ctx: TestContext, owner?: Session): Promise<SharedFixture> {
  const session = owner ?? (await signedInUser(ctx));
  const process = await buildProcess(ctx, session, 'Quality', [{ name: 'Moat', children: [{ name: 'Brand', children: [{ name: 'Pricing power?' }] }] }]);
  let review = await reviewWith(ctx, session, await listedInvestment(ctx), [process.id]);
  const [itemFile, noteFile, modelFile] = [await uploadPng(ctx, session), await uploadPng(ctx, session), await uploadPng(ctx, session)];
  const moat = itemNamed(review, 'Moat');
  await patchItem(ctx, session, moat, { score: 'good' });
  await call(ctx, session, 'PUT', `/investment-factors/${moat.id}`, { uuids: [itemFile.uuid] });
  const note = dataOf<ReviewNote>(await call(ctx, session, 'POST', '/investment-notes', { investment_review_id: review.id, title: 'Thesis', typed_text: 'Durable brand', uuids: [noteFile.uuid] }), 201);
  await call(ctx, session, 'PUT', `/investment-reviews/${review.id}/models`, { uuids: [modelFile.uuid] });
  review = dataOf<Review>(await call(ctx, session, 'GET', `/investment-reviews/${review.id}`));
  return { owner: session, review, note, files: { item: itemFile.id, note: noteFile.id, model: modelFile.id } };
}

export function share(ctx: TestContext, session: Session | null, payload: Partial<ShareRequestInput> & Record<string, unknown>): Promise<LightMyRequestResponse> {
  return call(ctx, session, 'POST', '/sharings', payload);
}

export async function shareOk(ctx: TestContext, session: Session, payload: Partial<ShareRequestInput> & Record<string, unknown>): Promise<ShareCreated> {
  return dataOf<ShareCreated>(await share(ctx, session, payload), 201);
}

/** The share id and signature of a link. */
export function partsOf(link: string): { sharingId: string; signature: string } {
  const parts = readShareLink(new URL(link).search);
  if (!parts) throw new Error(`not a share link: ${link}`);
  return parts;
}

export function attach(ctx: TestContext, session: Session | null, link: string, tamper?: (parts: { sharingId: string; signature: string }) => { sharingId: string; signature: string }): Promise<LightMyRequestResponse> {
  const parts = tamper ? tamper(partsOf(link)) : partsOf(link);
  return call(ctx, session, 'POST', `/sharings/${parts.sharingId}/user-attach?signature=${encodeURIComponent(parts.signature)}`);
}

/** Sets a share's expiry into the past, as if its week had gone by. */
export async function expire(ctx: TestContext, shareId: string): Promise<void> {
  await ctx.db.db.updateTable('shares').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', shareId).execute();
}
