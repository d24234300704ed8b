import { z } from 'zod';
import { ACCESS_TYPES, PERMISSION_RULES, SHARE_EXPIRIES } from '../constants/sharing';
import { dashboardReviewRowSchema } from '../dashboard/review-row';
import { reviewPermissionsSchema } from '../reviews/review-responses';
import { libraryPageQuery, librarySearchQuery, listLimitQuery, sortedByQuery } from '../schemas/items';
import { SHARE_ENTITY_TYPES } from './share-request';

/** Where a share stands: usable, past its expiry, or stopped by its owner. */
export const SHARE_STATUSES = ['active', 'expired', 'revoked'] as const;
export type ShareStatus = (typeof SHARE_STATUSES)[number];

export const shareRecipientSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** The account that opened the link (null until then: a share never tells whether an address has an account). */
  username: z.string().nullable(),
  /** When the recipient opened the link while signed in (null: not yet). */
  attached_at: z.string().nullable(),
});
export type ShareRecipient = z.infer<typeof shareRecipientSchema>;

/** A share as its owner sees it (GET /investment-reviews/{id}/sharings, POST /sharings, DELETE /sharings/{id}). */
export const shareSchema = z.object({
  id: z.string(),
  entity_id: z.string(),
  entity_type: z.enum(SHARE_ENTITY_TYPES),
  access_type: z.enum(ACCESS_TYPES),
  message: z.string().nullable(),
  expire_at: z.enum(SHARE_EXPIRIES),
  expires_at: z.string(),
  permission_rules: z.object(Object.fromEntries(PERMISSION_RULES.map((rule) => [rule, z.boolean()])) as Record<(typeof PERMISSION_RULES)[number], z.ZodBoolean>),
  status: z.enum(SHARE_STATUSES),
  revoked_at: z.string().nullable(),
  created_at: z.string(),
  /** The link to the review (null once the share is expired or revoked). */
  link: z.string().nullable(),
  recipients: z.array(shareRecipientSchema),
});
export type Share = z.infer<typeof shareSchema>;

/** POST /sharings: the share, and `shared_link` (spec §3) when a link applies — public shares. */
export const shareCreatedSchema = shareSchema.extend({ shared_link: z.string().nullable() });
export type ShareCreated = z.infer<typeof shareCreatedSchema>;

/** POST /sharings/{id}/user-attach?signature=. */
export const userAttachQuerySchema = z.object({ signature: z.string({ error: 'signature is required' }).trim().min(1, { message: 'signature is required' }).max(256) });
export const userAttachResultSchema = z.object({
  sharing_id: z.string(),
  investment_review_id: z.string(),
  /** True when the review is your own (nothing to attach). */
  owner: z.boolean(),
  permissions: reviewPermissionsSchema,
  expires_at: z.string(),
});
export type UserAttachResult = z.infer<typeof userAttachResultSchema>;

/** GET /sharings/investment-reviews/user-entities (the dashboard's Shared Reviews; spec §3 Dashboard review row). */
export const sharedReviewsQuerySchema = z.object({
  page: libraryPageQuery,
  limit: listLimitQuery(100, 15),
  orderBy: z.enum(['updated_at', 'created_at', 'shared_at'], { error: 'orderBy must be updated_at, created_at or shared_at' }).default('updated_at'),
  sortedBy: sortedByQuery('desc'),
  search: librarySearchQuery(['investment_id'] as const),
});
export type SharedReviewsQuery = z.output<typeof sharedReviewsQuerySchema>;

/** A dashboard review row (spec §3) with what the share gives you and the row's score. */
export const sharedReviewRowSchema = dashboardReviewRowSchema.extend({
  permissions: reviewPermissionsSchema,
  /** When it was last shared with you, and until when you may see it. */
  shared_at: z.string(),
  expires_at: z.string(),
  /** dashboardReviewScore(defaultProcess): null without the owner's default process. */
  score: z.number().nullable(),
});
export type SharedReviewRow = z.infer<typeof sharedReviewRowSchema>;
