import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SHARING_MESSAGES, type Review, type SharedReviewRow, type ShareCreated } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { createUser, login, signedInUser, type Session } from '../../test/factories/user';
import { call, dataOf } from '../items/library.test-helpers';
import { itemNamed, patchItem } from '../reviews/reviews.test-helpers';
import { attach, expire, reviewWithEverything, shareOk, type SharedFixture } from './sharing.test-helpers';

/**
 * Every access combination against the review, its notes, models and files (decisions routes come
 * with the decisions feature; they ask the same reviewAccess, see review-access.ts):
 * owner, private recipient, other signed-in user, public link holder, expired link, revoked share,
 * tampered signature.
 */
describeEachDb('sharing: who sees what', (ctx) => {
  let f: SharedFixture;
  let recipient: Session;
  let holder: Session;
  let stranger: Session;
  let privateShare: ShareCreated;
  let publicShare: ShareCreated;
  let privateLink: string;

  const getReview = (session: Session | null) => call(ctx, session, 'GET', `/investment-reviews/${f.review.id}`);
  const media = (session: Session | null, id: string) => call(ctx, session, 'GET', `/media/${id}`);
  const sharedWith = async (session: Session) => dataOf<SharedReviewRow[]>(await call(ctx, session, 'GET', '/sharings/investment-reviews/user-entities'));

  beforeAll(async () => {
    f = await reviewWithEverything(ctx);
    recipient = await signedInUser(ctx);
    holder = await signedInUser(ctx);
    stranger = await signedInUser(ctx);
    privateShare = await shareOk(ctx, f.owner, { entity_id: f.review.id, emails: [recipient.user.email], permission_rules: { notes: true } });
    privateLink = ctx.outbox().find((mail) => mail.to.includes(recipient.user.email))!.text.match(/https?:\/\/\S+/)![0];
    publicShare = await shareOk(ctx, f.owner, { entity_id: f.review.id, access_type: 'public', permission_rules: { models: true } });
  });

  describe('owner', () => {
    it('sees everything and may share', async () => {
      const review = dataOf<Review>(await getReview(f.owner));
      expect(review).toMatchObject({ isOwner: true, permissions: { models: true, notes: true, decisions: true }, abilities: { update: true, share: true } });
      expect(review.notes).toHaveLength(1);
      expect(review.models).toHaveLength(1);
      for (const id of Object.values(f.files)) expect((await media(f.owner, id)).statusCode).toBe(200);
    });
    it('opening their own link attaches nothing', async () => {
      expect(dataOf(await attach(ctx, f.owner, privateLink))).toMatchObject({ owner: true, investment_review_id: f.review.id });
      expect(await sharedWith(f.owner)).toEqual([]);
    });
  });

  describe('private recipient (granted notes)', () => {
    it('reads the review read-only with the notes but without the models', async () => {
      const review = dataOf<Review>(await getReview(recipient));
      expect(review).toMatchObject({
        isOwner: false,
        permissions: { models: false, notes: true, decisions: false },
        abilities: { update: false, share: false, decide: false },
        read_only_message: MESSAGES.sharedReviewNoEdit,
      });
      expect(review.notes.map((note) => note.title)).toEqual(['Thesis']);
      expect(review.models).toEqual([]);
      expect(review.processes[0]!.factors![0]!.score).toBe('good');
    });
    it('downloads the files of what they see, never the model', async () => {
      expect((await media(recipient, f.files.item)).statusCode).toBe(200);
      expect((await media(recipient, f.files.note)).statusCode).toBe(200);
      expect((await media(recipient, f.files.model)).statusCode).toBe(404);
    });
    it('changes nothing: summary, notes, models, scores, files and sharing all answer 403', async () => {
      const moat = itemNamed(f.review, 'Moat');
      const writes = [
        [await call(ctx, recipient, 'PATCH', `/investment-reviews/${f.review.id}`, { summary: 'Mine now' }), MESSAGES.sharedReviewNoEdit],
        [await call(ctx, recipient, 'POST', '/investment-notes', { investment_review_id: f.review.id, title: 'Mine', typed_text: 'Mine too' }), MESSAGES.sharedReviewNoEdit],
        [await call(ctx, recipient, 'PATCH', `/investment-notes/${f.note.id}`, { title: 'Renamed' }), MESSAGES.sharedReviewNoEdit],
        [await call(ctx, recipient, 'DELETE', `/investment-notes/${f.note.id}`), MESSAGES.sharedReviewNoEdit],
        [await call(ctx, recipient, 'PUT', `/investment-reviews/${f.review.id}/models`, { uuids: [] }), MESSAGES.sharedReviewDownloadOnly],
        [await patchItem(ctx, recipient, moat, { score: 'poor' }), MESSAGES.sharedReviewNoEdit],
        [await call(ctx, recipient, 'PUT', `/investment-factors/${moat.id}`, { uuids: [] }), MESSAGES.sharedReviewDownloadOnly],
        [await call(ctx, recipient, 'POST', '/sharings', { entity_id: f.review.id, access_type: 'public' }), SHARING_MESSAGES.ownerOnly],
        [await call(ctx, recipient, 'GET', `/investment-reviews/${f.review.id}/sharings`), SHARING_MESSAGES.ownerOnly],
      ] as const;
      for (const [response, message] of writes) {
        expect(response.statusCode, response.body).toBe(403);
        expect(response.json().message).toBe(message);
      }
      expect((await call(ctx, recipient, 'DELETE', `/sharings/${privateShare.id}`)).statusCode).toBe(404);
      expect(dataOf<Review>(await getReview(f.owner)).summary).toBeNull();
    });
    it('finds it among the reviews shared with them, and opening the link records it', async () => {
      const rows = await sharedWith(recipient);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ id: f.review.id, user: { username: f.owner.user.username }, permissions: { notes: true, models: false }, expires_at: privateShare.expires_at });
      expect(rows[0]!.investment).toMatchObject({ ticker: f.review.investment.ticker, name: f.review.investment.name, last_price: 10 });
      expect(dataOf(await attach(ctx, recipient, privateLink))).toMatchObject({ owner: false, sharing_id: privateShare.id, permissions: { notes: true, models: false, decisions: false } });
      const [listed] = dataOf<{ id: string; recipients: { email: string; attached_at: string | null; username: string | null }[] }[]>(
        await call(ctx, f.owner, 'GET', `/investment-reviews/${f.review.id}/sharings`),
      ).filter((entry) => entry.id === privateShare.id);
      expect(listed!.recipients).toEqual([{ id: expect.any(String), email: recipient.user.email, username: recipient.user.username, attached_at: expect.any(String) }]);
    });
  });

  describe('other signed-in user', () => {
    it('sees nothing, and a private link names other addresses', async () => {
      expect((await getReview(stranger)).statusCode).toBe(404);
      for (const id of Object.values(f.files)) expect((await media(stranger, id)).statusCode).toBe(404);
      expect(await sharedWith(stranger)).toEqual([]);
      const response = await attach(ctx, stranger, privateLink);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(SHARING_MESSAGES.notRecipient);
      expect((await getReview(stranger)).statusCode).toBe(404);
    });
    it('needs to be signed in to open a link', async () => {
      expect((await attach(ctx, null, privateLink)).statusCode).toBe(401);
      expect((await getReview(null)).statusCode).toBe(401);
    });
  });

  describe('public link holder (granted models)', () => {
    it('sees nothing before opening the link, then the review with its models but not the notes', async () => {
      expect((await getReview(holder)).statusCode).toBe(404);
      expect(dataOf(await attach(ctx, holder, publicShare.shared_link!))).toMatchObject({ owner: false, permissions: { models: true, notes: false } });
      const review = dataOf<Review>(await getReview(holder));
      expect(review.permissions).toEqual({ models: true, notes: false, decisions: false });
      expect(review.notes).toEqual([]);
      expect(review.models).toHaveLength(1);
      expect((await media(holder, f.files.model)).statusCode).toBe(200);
      expect((await media(holder, f.files.note)).statusCode).toBe(404);
      expect((await sharedWith(holder)).map((row) => row.id)).toEqual([f.review.id]);
    });
  });

  describe('tampered links', () => {
    it('answers 404 with the invalid-link message for a changed signature or id', async () => {
      const cases = [
        (p: { sharingId: string; signature: string }) => ({ ...p, signature: p.signature.slice(0, -1) + (p.signature.endsWith('a') ? 'b' : 'a') }),
        (p: { sharingId: string; signature: string }) => ({ ...p, signature: 'x' }),
        (p: { sharingId: string; signature: string }) => ({ ...p, sharingId: publicShare.id }),
        (p: { sharingId: string; signature: string }) => ({ ...p, sharingId: '01900000-0000-7000-8000-000000000000' }),
      ];
      for (const tamper of cases) {
        const response = await attach(ctx, stranger, privateLink, tamper);
        expect(response.statusCode, response.body).toBe(404);
        expect(response.json().message).toBe(SHARING_MESSAGES.linkInvalid);
      }
      expect((await call(ctx, stranger, 'POST', `/sharings/${privateShare.id}/user-attach`)).statusCode).toBe(422);
    });
  });

  describe('expired link', () => {
    it('ends access at once and says the link expired', async () => {
      const other = await reviewWithEverything(ctx);
      const made = await shareOk(ctx, other.owner, { entity_id: other.review.id, access_type: 'public', permission_rules: { notes: true, models: true } });
      expect(dataOf(await attach(ctx, recipient, made.shared_link!))).toMatchObject({ owner: false });
      expect((await call(ctx, recipient, 'GET', `/investment-reviews/${other.review.id}`)).statusCode).toBe(200);
      await expire(ctx, made.id);
      expect((await call(ctx, recipient, 'GET', `/investment-reviews/${other.review.id}`)).statusCode).toBe(404);
      expect((await media(recipient, other.files.note)).statusCode).toBe(404);
      expect((await sharedWith(recipient)).map((row) => row.id)).toEqual([f.review.id]);
      const response = await attach(ctx, recipient, made.shared_link!);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(SHARING_MESSAGES.linkExpired);
      expect(response.headers['x-share-status']).toBe('expired');
      const [listed] = dataOf<{ status: string; link: string | null }[]>(await call(ctx, other.owner, 'GET', `/investment-reviews/${other.review.id}/sharings`));
      expect(listed).toMatchObject({ status: 'expired', link: null });
    });
  });

  describe('revoked share', () => {
    it('ends access at once for every recipient and says the owner stopped sharing', async () => {
      const revoked = dataOf<{ status: string; revoked_at: string }>(await call(ctx, f.owner, 'DELETE', `/sharings/${publicShare.id}`));
      expect(revoked).toMatchObject({ status: 'revoked', revoked_at: expect.any(String), link: null });
      expect((await getReview(holder)).statusCode).toBe(404);
      expect((await media(holder, f.files.model)).statusCode).toBe(404);
      expect(await sharedWith(holder)).toEqual([]);
      const response = await attach(ctx, holder, publicShare.shared_link!);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(SHARING_MESSAGES.linkRevoked);
      // The private share is untouched; revoking it ends the recipient's access too.
      expect((await getReview(recipient)).statusCode).toBe(200);
      expect(dataOf(await call(ctx, f.owner, 'DELETE', `/sharings/${privateShare.id}`))).toMatchObject({ status: 'revoked' });
      expect((await getReview(recipient)).statusCode).toBe(404);
      expect((await media(recipient, f.files.item)).statusCode).toBe(404);
      expect(dataOf(await call(ctx, f.owner, 'DELETE', `/sharings/${privateShare.id}`))).toMatchObject({ status: 'revoked' });
    });
  });

  describe('recipient without an account', () => {
    it('signs up with the invited address and then sees the review', async () => {
      const made = await shareOk(ctx, f.owner, { entity_id: f.review.id, emails: 'Newcomer.Sharing@Example.com', permission_rules: { decisions: true } });
      const mail = ctx.outbox().find((message) => message.to.includes('newcomer.sharing@example.com'))!;
      expect(mail.text).toContain('create a Free account with this e-mail address (newcomer.sharing@example.com)');
      const newcomer = await login(ctx, await createUser(ctx, { email: 'newcomer.sharing@example.com' }));
      const link = mail.text.match(/https?:\/\/\S+/)![0];
      expect(dataOf(await attach(ctx, newcomer, link))).toMatchObject({ sharing_id: made.id, permissions: { decisions: true, notes: false, models: false } });
      const review = dataOf<Review>(await getReview(newcomer));
      expect(review.permissions).toEqual({ models: false, notes: false, decisions: true });
      expect(review.abilities.decide).toBe(false);
    });
  });
});
