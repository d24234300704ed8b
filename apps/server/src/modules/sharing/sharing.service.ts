import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  dashboardReviewScore,
  REVIEW_MESSAGES,
  SHARING_MESSAGES,
  shareExpiresAt,
  type Pagination,
  type Share,
  type ShareCreated,
  type SharedReviewRow,
  type SharedReviewsQuery,
  type ShareRequest,
  type UserAttachResult,
} from '@thesis/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { nowIso, toJson } from '../../db/values';
import { newId, randomToken } from '../../lib/crypto';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { Mailer } from '../../mail/mailer';
import { defaultProcessesOf } from '../reviews/review-default-process';
import type { ReviewReader } from '../reviews/review-reader';
import { checkFirstNeed, openReviewForEdit } from '../reviews/first-need';
import { createReviewStore, type ReviewStore } from '../reviews/review-store';
import type { ReviewPolicy } from '../reviews/reviews.policy';
import type { ReviewRecord } from '../reviews/reviews.repository';
import { pagination } from '../items/library-query';
import { inWorkspace, scopeOf, type Viewer } from '../teams/workspace';
import { readerOf } from './share-grants';
import { isValidShareSignature, shareLink } from './share-links';
import { shareInvitationMessage } from './sharing.mail';
import { presentShare, statusOf } from './sharing.presenter';
import { assertCanShare } from './sharing.policy';
import { rulesOf, SharingRepository, type ShareRow } from './sharing.repository';

interface Deps {
  db: Kysely<Database>;
  config: Config;
  mailer: Mailer;
  policy: ReviewPolicy;
  reader: ReviewReader;
  shares: SharingRepository;
}

/** Sharing a review (spec §1, §3, §5, §7): create, open (user-attach), list, revoke, shared with me. */
export class SharingService {
  private readonly store: ReviewStore;

  constructor(private readonly deps: Deps) {
    this.store = createReviewStore(deps.db);
  }

  /**
   * POST /sharings: only the owner who is not a viewer; private recipients get the link by e-mail.
   * entity_type investment shares your review of that investment, created on first need in the
   * same transaction as the share.
   */
  /** `log`: the request's logger, so the invitations' lines carry its id and user. */
  async create(viewer: Viewer, input: ShareRequest, log: FastifyBaseLogger): Promise<ShareCreated> {
    const existing = input.entity_type === 'investment'
      ? await checkFirstNeed(this.store, this.deps.policy, viewer, input.entity_id, assertCanShare)
      : await this.ownReview(viewer, input.entity_id);
    const emails = input.emails.filter((email) => email !== viewer.email);
    if (input.access_type === 'private' && emails.length === 0) throw fieldError('emails', SHARING_MESSAGES.notYourself);
    const now = nowIso();
    const { review, share } = await this.deps.db.transaction().execute(async (trx) => {
      const review = existing ?? (await openReviewForEdit(createReviewStore(trx), viewer, input.entity_id, now)).review;
      const share: ShareRow = {
        id: newId(),
        entity_type: 'investment_review',
        entity_id: review.id,
        owner_id: scopeOf(viewer),
        access_type: input.access_type,
        message: input.message ?? null,
        expire_at: input.expire_at,
        expires_at: shareExpiresAt(input.expire_at, now).toISOString(),
        permission_rules: toJson(input.permission_rules),
        token: randomToken(32),
        revoked_at: null,
        created_at: now,
        updated_at: now,
      };
      await new SharingRepository(trx).insert(share, emails);
      return { review, share };
    });
    const link = this.linkOf(share);
    await this.invite(viewer, review, share, emails, link, log);
    const [presented] = await this.present([share]);
    return { ...presented!, shared_link: share.access_type === 'public' ? link : null };
  }

  /** POST /sharings/{id}/user-attach?signature=: the signed-in user opens a share link. */
  async attach(viewer: Viewer, id: string, signature: string): Promise<UserAttachResult> {
    const share = await this.deps.shares.findById(id);
    // The signature is checked first: without a valid link nothing about the share is revealed.
    if (!share || !isValidShareSignature(this.deps.config.jwtSecret, share, signature)) throw notFound(SHARING_MESSAGES.linkInvalid);
    const now = nowIso();
    const status = statusOf(share, now);
    if (status === 'revoked') throw new AppError(403, SHARING_MESSAGES.linkRevoked, undefined, { 'x-share-status': 'revoked' });
    if (status === 'expired') throw new AppError(403, SHARING_MESSAGES.linkExpired, undefined, { 'x-share-status': 'expired' });
    const owner = inWorkspace(viewer, share.owner_id);
    if (!owner) {
      if (share.access_type !== 'public' && !(await this.deps.shares.findRecipient(share.id, viewer.email))) {
        throw new AppError(403, SHARING_MESSAGES.notRecipient, undefined, { 'x-share-status': 'not-recipient' });
      }
      await this.deps.shares.attach(share.id, readerOf(viewer), now);
    }
    const permissions = owner ? { models: true, notes: true, decisions: true } : rulesOf(share);
    return { sharing_id: share.id, investment_review_id: share.entity_id, owner, permissions, expires_at: share.expires_at };
  }

  /** GET /investment-reviews/{id}/sharings: the owner's shares of the review, newest first. */
  async listForReview(viewer: Viewer, reviewId: string): Promise<Share[]> {
    const review = await this.ownReview(viewer, reviewId);
    return this.present(await this.deps.shares.forReview(review.id));
  }

  /** DELETE /sharings/{id}: the owner stops a share; it stops opening the review at once. */
  async revoke(viewer: Viewer, id: string): Promise<Share> {
    const share = await this.deps.shares.findById(id);
    if (!share || !inWorkspace(viewer, share.owner_id)) throw notFound(SHARING_MESSAGES.shareNotFound);
    await this.deps.shares.revoke(share.id, nowIso());
    const [presented] = await this.present([(await this.deps.shares.findById(id))!]);
    return presented!;
  }

  /** GET /sharings/investment-reviews/user-entities: reviews others share with you. */
  async received(viewer: Viewer, query: SharedReviewsQuery): Promise<{ data: SharedReviewRow[]; pagination: Pagination }> {
    const { rows, total } = await this.deps.shares.received(
      readerOf(viewer),
      { investmentId: query.search.investment_id, orderBy: query.orderBy, direction: query.sortedBy, limit: query.limit, offset: (query.page - 1) * query.limit },
      nowIso(),
    );
    const records = await this.store.reviews.findByIds(rows.map((row) => row.review_id));
    const byId = new Map(records.map((record) => [record.id, record]));
    const ordered = rows.flatMap((row) => (byId.has(row.review_id) ? [byId.get(row.review_id)!] : []));
    const listed = new Map((await this.deps.reader.for(viewer.id).rows(this.store, scopeOf(viewer), ordered)).map((row) => [row.id, row]));
    const defaults = await defaultProcessesOf(this.store, ordered, new Map([...listed.values()].map((row) => [row.investment_id, row.investment.last_price])));
    const data = rows.flatMap((row): SharedReviewRow[] => {
      const item = listed.get(row.review_id);
      if (!item) return [];
      const defaultProcess = defaults.get(row.review_id) ?? null;
      return [{ ...item, defaultProcess, score: dashboardReviewScore(defaultProcess), permissions: row.permissions, shared_at: row.shared_at, expires_at: row.expires_at }];
    });
    return { data, pagination: pagination(total, data.length, query.limit, query.page) };
  }

  /** The viewer's own review: 404 when they may not see it, 403 when they may not share it. */
  private async ownReview(viewer: Viewer, reviewId: string): Promise<ReviewRecord> {
    const { review, access } = await this.deps.policy.readable(viewer, await this.store.reviews.findById(reviewId), REVIEW_MESSAGES.notFound);
    assertCanShare(access);
    return review;
  }

  private linkOf(share: ShareRow): string {
    return shareLink(this.deps.config.appUrl, this.deps.config.jwtSecret, share);
  }

  private async present(shares: readonly ShareRow[]): Promise<Share[]> {
    const recipients = await this.deps.shares.recipientsOf(shares.map((share) => share.id));
    const now = nowIso();
    return shares.map((share) => presentShare(share, recipients.get(share.id) ?? [], this.linkOf(share), now));
  }

  /** One e-mail per recipient; a failed delivery is logged and does not undo the share. */
  private async invite(owner: Viewer, review: ReviewRecord, share: ShareRow, emails: readonly string[], link: string, log: FastifyBaseLogger): Promise<void> {
    if (emails.length === 0) return;
    const investment = await this.store.investments.findById(review.investment_id);
    const accounts = await this.deps.shares.accountEmails(emails);
    for (const email of emails) {
      const message = shareInvitationMessage({
        to: email,
        ownerName: owner.username,
        company: { name: investment?.name ?? 'a company', ticker: investment?.ticker ?? null },
        message: share.message,
        permissions: rulesOf(share),
        expiresAt: share.expires_at,
        link,
        hasAccount: accounts.has(email),
      });
      try {
        await this.deps.mailer.send(message, log);
      } catch (error) {
        log.error({ err: error, share: share.id, to: email }, 'share invitation not delivered');
      }
    }
  }
}
