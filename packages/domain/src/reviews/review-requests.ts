import { z } from 'zod';
import { SCALE_VALUES } from '../constants/scales';
import { optionalText } from '../schemas/fields';
import { ITEM_VALUE_RANGE, NUMBER_MESSAGES, PRICE_RANGE } from '../constants/number-ranges';
import { optionalNumberIn } from '../schemas/investments';
import { ITEM_MESSAGES, itemRelevanceField, itemTypeField, itemUrlField, libraryIdField, libraryPageQuery, librarySearchQuery, listLimitQuery, sortedByQuery } from '../schemas/items';
import { REVIEW_COMMENT_MAX, REVIEW_LIST_MAX_LIMIT, REVIEW_MESSAGES, REVIEW_MODELS_MAX, REVIEW_SUMMARY_MAX } from './messages';

/**
 * Requests of the review page (spec §7 Reviews, investment item routes, investment processes).
 * Rules that depend on what is stored (a score against the item's type, a value against its
 * range) are checked by the server with `scoreWriteIssues`.
 */
/** Length checks run only on an actual list (zod would also measure a string sent instead). */
const onList = { when: (payload: { value: unknown }) => Array.isArray(payload.value) };

function idList(listMessage: string, requiredMessage: string) {
  return z
    .array(libraryIdField, { error: listMessage })
    .min(1, { message: requiredMessage, ...onList })
    .max(500, { message: 'At most 500 ids at a time', ...onList })
    .transform((ids) => [...new Set(ids)]);
}

const uuidField = z.string({ error: REVIEW_MESSAGES.uuidsList }).trim().min(1, { message: REVIEW_MESSAGES.uuidsList }).max(64);

/** A number typed or sent: blank → null; anything else non-numeric → 'The value must be a number'; ±1e12 at most. */
export const reviewNumberField = optionalNumberIn(ITEM_VALUE_RANGE, NUMBER_MESSAGES.itemValue, REVIEW_MESSAGES.valueNumber);
/** A valuation per share: a price (more than 0, at most a million). */
export const valuationField = optionalNumberIn(PRICE_RANGE, NUMBER_MESSAGES.valuation, REVIEW_MESSAGES.valueNumber);
export const reviewCommentField = optionalText(REVIEW_COMMENT_MAX, REVIEW_MESSAGES.commentMax);
export const reviewUrlNameField = optionalText(255, ITEM_MESSAGES.urlNameMax);

/** POST /investment-reviews: your review of this investment (created, or the existing one). */
export const createReviewSchema = z.object({
  investment_id: z.string({ error: REVIEW_MESSAGES.investmentRequired }).trim().min(1, { message: REVIEW_MESSAGES.investmentRequired }).max(64),
});

/** PATCH /investment-reviews/{id}: the summary is saved only when changed and not blank. */
export const updateReviewSchema = z.object({
  summary: z.string({ error: REVIEW_MESSAGES.summaryText }).max(REVIEW_SUMMARY_MAX, { message: REVIEW_MESSAGES.summaryMax }).nullable().optional(),
});
export type UpdateReview = z.output<typeof updateReviewSchema>;

/** POST /investments/{id}/processes and POST /investment-reviews/{id}/processes. */
export const attachProcessesSchema = z.object({ process_ids: idList(REVIEW_MESSAGES.processIdsList, REVIEW_MESSAGES.processIdsRequired) });
/** PUT /investment-reviews/{id}/investment-processes: the attached processes to remove. */
export const detachProcessesSchema = z.object({
  investment_process_ids: idList(REVIEW_MESSAGES.investmentProcessIdsList, REVIEW_MESSAGES.investmentProcessIdsRequired),
});

/** PUT /investment-{type}s/{id}: `{ uuids: [uuid] }` attaches that file (replacing one), `[]` removes it. */
export const attachFileSchema = z.object({
  uuids: z.array(uuidField, { error: REVIEW_MESSAGES.uuidsList }).max(1, { message: REVIEW_MESSAGES.oneFile, ...onList }),
});
export type AttachFile = z.output<typeof attachFileSchema>;

/** PUT /investment-reviews/{id}/models: the review's model files, in order (replaces the list; [] removes all). */
export const reviewModelsSchema = z.object({
  uuids: z
    .array(uuidField, { error: REVIEW_MESSAGES.uuidsList })
    .max(REVIEW_MODELS_MAX, { message: REVIEW_MESSAGES.modelsMax, ...onList })
    .transform((uuids) => [...new Set(uuids)]),
});

/**
 * PATCH /investment-{type}s/{id}: any subset. score is a scale value valid for the item's type
 * (Valuation: only n_a), value the number of Valuation (a price, ≥ 0) and quantitative types
 * (within min–max); null clears. A type change follows the score-family rule (spec §4).
 */
export const updateInvestmentItemSchema = z.object({
  score: z.enum(SCALE_VALUES, { error: REVIEW_MESSAGES.scoreInvalid }).nullable().optional(),
  value: reviewNumberField.optional(),
  relevance: itemRelevanceField.optional(),
  comment: reviewCommentField.optional(),
  url: itemUrlField.optional(),
  url_name: reviewUrlNameField.optional(),
  type: itemTypeField.optional(),
});
export type UpdateInvestmentItem = z.output<typeof updateInvestmentItemSchema>;

/** PATCH /investment-processes/{id}: comment, link, your valuation per share, file (uuids). */
export const updateInvestmentProcessSchema = z.object({
  comment: reviewCommentField.optional(),
  url: itemUrlField.optional(),
  url_name: reviewUrlNameField.optional(),
  valuation: valuationField.optional(),
  uuids: attachFileSchema.shape.uuids.optional(),
});
export type UpdateInvestmentProcess = z.output<typeof updateInvestmentProcessSchema>;

/** GET /investment-reviews: your reviews, newest change first by default. */
export const listReviewsQuerySchema = z.object({
  page: libraryPageQuery,
  limit: listLimitQuery(REVIEW_LIST_MAX_LIMIT, 15),
  orderBy: z.enum(['updated_at', 'created_at'], { error: 'orderBy must be updated_at or created_at' }).default('updated_at'),
  sortedBy: sortedByQuery('desc'),
  search: librarySearchQuery(['investment_id'] as const),
  /** include=defaultProcess adds each row's defaultProcess (the dashboard review row, spec §3). */
  include: z
    .string()
    .max(200)
    .optional()
    .transform((value) => (value ? value.split(',').map((part) => part.trim()).filter(Boolean) : [])),
});
export type ListReviewsQuery = z.output<typeof listReviewsQuerySchema>;

/** `include=investment` of the review and item routes (the review always carries its investment). */
export const reviewIncludeQuerySchema = z.object({ include: z.string().max(200).optional() });
