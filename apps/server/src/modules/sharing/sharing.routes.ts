import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  errorResponseSchema,
  idParamSchema,
  LIMITS,
  listEnvelope,
  MESSAGES,
  SHARE_MAX_EMAILS,
  shareCreatedSchema,
  sharedReviewRowSchema,
  sharedReviewsQuerySchema,
  shareRequestSchema,
  shareSchema,
  SHARING_MESSAGES,
  userAttachQuerySchema,
  userAttachResultSchema,
} from '@thesis/domain';
import { currentUser } from '../../plugins/auth';
import { ReviewPolicy } from '../reviews/reviews.policy';
import { ReviewReader } from '../reviews/review-reader';
import { SharingRepository } from './sharing.repository';
import { SharingService } from './sharing.service';

const tags = ['Sharing'];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };

/** Invitations are e-mails: each user may create at most this many shares an hour. */
const SHARES_PER_HOUR = 60;

const RECIPIENTS =
  'A recipient sees the review read-only (never edits: a share has no change permission) with models, notes and decisions only as permission_rules grant them, and may download the files of what they see. ' +
  'A share reaches an account holding a named address, and anyone who opened a public link signed in. It ends at expires_at or when the owner revokes it, with immediate effect.';

/** The sharing module's service, built from the app's dependencies. */
export function createSharing(app: FastifyInstance): SharingService {
  const { db, config, mailer, reviewSharing, mediaService } = app.deps;
  return new SharingService({
    db: db.db,
    config,
    mailer,
    policy: new ReviewPolicy(reviewSharing),
    reader: new ReviewReader((file, viewerId) => mediaService.signedUrl(file, viewerId)),
    shares: new SharingRepository(db.db),
  });
}

/** Sharing of reviews (spec §7 Reviews and sharing; owners' list and revoke beyond the spec). */
export function sharingRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sharing = createSharing(app);
  const auth = { onRequest: [app.authenticate] };

  r.post('/sharings', {
    ...auth,
    config: { rateLimit: { max: SHARES_PER_HOUR, timeWindow: 60 * 60 * 1000, hook: 'preHandler', keyGenerator: (request) => request.auth?.user.id ?? request.ip } },
    schema: {
      tags, security,
      summary: 'Share a review',
      description:
        `entity_id: your review (entity_type investment_review, the default), or an investment (entity_type investment: your review of it, created on first need in the same transaction as the share; the share records and answers the review). access_type private (default: only the named addresses) or public (anyone with the link); ` +
        `emails: a list or comma-separated text, required for private ("${MESSAGES.emailRequired}"), each valid ("${MESSAGES.invalidEmails}"), at most ${SHARE_MAX_EMAILS}, your own address left out; ` +
        `message: optional, at most ${LIMITS.shareMessage} characters, quoted in the e-mail; expire_at week (default), month or year; permission_rules { models, notes, decisions } (each false unless granted). ` +
        `Every named address gets an e-mail with the message and the link (addresses without an account are invited to sign up first). ` +
        `Answers the share and shared_link: the link to copy for a public share, null for a private one. At most ${SHARES_PER_HOUR} shares an hour per user (429). Only the owner who is not a teamViewer may share (403 "${SHARING_MESSAGES.ownerOnly}" / "${MESSAGES.noEditPermission}"); a review you cannot see is 404. ${RECIPIENTS}`,
      body: shareRequestSchema,
      response: { 201: dataEnvelope(shareCreatedSchema), ...errors },
    },
  }, async (request, reply) => reply.status(201).send({ data: await sharing.create(currentUser(request).user, request.body, request.log) }));

  r.post('/sharings/:id/user-attach', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Open a share link: attach the shared review to you',
      description:
        `The link /investment-reviews/{review}?sharing={id}&signature={signature} is opened by calling this with its id and signature (an HMAC of the share). ` +
        `A wrong id or signature is 404 "${SHARING_MESSAGES.linkInvalid}"; a revoked share 403 "${SHARING_MESSAGES.linkRevoked}"; an expired one 403 "${SHARING_MESSAGES.linkExpired}" (header x-share-status says which); ` +
        `a private share opened by an account whose address it does not name 403 "${SHARING_MESSAGES.notRecipient}". The owner opening their own link changes nothing. Answers the review id and what you may see.`,
      params: idParamSchema,
      querystring: userAttachQuerySchema,
      response: { 200: dataEnvelope(userAttachResultSchema), ...errors },
    },
  }, async (request) => ({ data: await sharing.attach(currentUser(request).user, request.params.id, request.query.signature) }));

  r.get('/sharings/investment-reviews/user-entities', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Reviews shared with you',
      description:
        'The reviews others share with you now (the dashboard\'s Shared Reviews): search=investment_id:{id}, orderBy=updated_at|created_at|shared_at (default updated_at), sortedBy=asc|desc (default desc), page, limit (1–100, default 15). ' +
        'Each row: the review (id, updated_at), investment (ticker, name, last_price), owner (user.username), your permissions, shared_at, expires_at, and the owner\'s default process on it with its factors (type, score) and their summed score (null when that process is not attached).',
      querystring: sharedReviewsQuerySchema,
      response: { 200: listEnvelope(sharedReviewRowSchema), ...errors },
    },
  }, async (request) => {
    const { data, pagination } = await sharing.received(currentUser(request).user, request.query);
    return { data, meta: { pagination } };
  });

  r.get('/investment-reviews/:id/sharings', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Who your review is shared with',
      description: `Every share of your review, newest first, with its recipients (address, account name, when they opened it), status (active, expired, revoked) and, while active, its link. Only the owner who may share (403 otherwise; 404 for a review you cannot see).`,
      params: idParamSchema,
      response: { 200: dataEnvelope(z.array(shareSchema)), ...errors },
    },
  }, async (request) => ({ data: await sharing.listForReview(currentUser(request).user, request.params.id) }));

  r.delete('/sharings/:id', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Stop a share (revoke)',
      description: `Revokes one of your shares at once: its link and every recipient's access end immediately. Revoking twice is harmless. Another user's share is 404 "${SHARING_MESSAGES.shareNotFound}".`,
      params: idParamSchema,
      response: { 200: dataEnvelope(shareSchema), ...errors },
    },
  }, async (request) => ({ data: await sharing.revoke(currentUser(request).user, request.params.id) }));
}
