import { z } from 'zod';
import { MESSAGES } from '../constants/messages';
import { aiFillSchema, aiSuggestionSchema } from '../ai-fill/ai-suggestion-schemas';
import { AI_STATUSES } from '../constants/sharing';
import { RELEVANCE_VALUES, SCALE_VALUES, SCORE_TYPES } from '../constants/scales';
import { investmentSummarySchema } from '../schemas/investments';
import { ITEM_KINDS, itemMediaSchema, itemScaleSchema, libraryOwnerSchema } from '../schemas/items';

/** A file attached to a review part: id, a signed url, file_name, extension. */
export const reviewMediaSchema = itemMediaSchema;

/** The investment as the review shows it: the search-row shape plus last_price at the top. */
export const reviewInvestmentSchema = investmentSummarySchema.extend({ last_price: z.number().nullable() });

/** One scored item of an investment process (spec §3 item shape, with the review's scoring). */
export const investmentItemBaseSchema = z.object({
  id: z.string(),
  kind: z.enum(ITEM_KINDS),
  investment_process_id: z.string(),
  /** The factor of a checklist, the checklist of a question; null for factors. */
  parent_id: z.string().nullable(),
  /** The library item it was copied from (null once that is deleted). */
  source_id: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  ...itemScaleSchema.shape,
  position: z.number(),
  /** The grade that counts; for Valuation derived from value and the last price (or an explicit n_a). */
  score: z.enum(SCALE_VALUES).nullable(),
  /** The number of Valuation (price per share) and quantitative types. */
  value: z.number().nullable(),
  /** Points of the score under the type (n_a and unscored: 0). */
  score_factor: z.number(),
  relevance: z.enum(RELEVANCE_VALUES).nullable(),
  /** Valuation only: the valuation per share (= value). */
  valuation: z.number().nullable(),
  /** Valuation only: (valuation ÷ last price − 1) × 100, unrounded; null without a price. */
  upside: z.number().nullable(),
  comment: z.string().nullable(),
  url: z.string().nullable(),
  url_name: z.string().nullable(),
  media: reviewMediaSchema.nullable(),
  editor_username: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const investmentQuestionSchema = investmentItemBaseSchema;
export const investmentChecklistSchema = investmentItemBaseSchema.extend({ questions: z.array(investmentQuestionSchema) });
export const investmentFactorSchema = investmentItemBaseSchema.extend({ checklists: z.array(investmentChecklistSchema) });
/** An item as the item routes answer it (children left out). */
export const investmentItemSchema = investmentItemBaseSchema.extend({ investment: reviewInvestmentSchema.optional() });
export type InvestmentItem = z.infer<typeof investmentItemBaseSchema>;
export type InvestmentFactor = z.infer<typeof investmentFactorSchema>;

/** A process attached to a review (spec §3 investment-process extras) with its factors. */
export const investmentProcessSchema = z.object({
  id: z.string(),
  investment_review_id: z.string(),
  /** The library process (null once that is deleted). */
  process_id: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  position: z.number(),
  /** Summary score: the sum of the factors' points. */
  score: z.number(),
  /** Summary relevance (interpretations.md), one decimal. */
  relevance: z.number(),
  /** Your valuation per share, and its upside against the last price (%). */
  valuation: z.number().nullable(),
  upside: z.number().nullable(),
  comment: z.string().nullable(),
  url: z.string().nullable(),
  url_name: z.string().nullable(),
  media: reviewMediaSchema.nullable(),
  editor_username: z.string().nullable(),
  ai_status: z.enum(AI_STATUSES).nullable(),
  ai_processed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  factors: z.array(investmentFactorSchema).optional(),
  /** The open AI suggestions of its items (viewers who may change the review only). */
  suggestions: z.array(aiSuggestionSchema).optional(),
  /** Its last AI fill (viewers who may change the review only). */
  ai_fill: aiFillSchema.nullable().optional(),
});
export type InvestmentProcess = z.infer<typeof investmentProcessSchema>;

export const reviewNoteSchema = z.object({
  id: z.string(),
  investment_review_id: z.string(),
  title: z.string(),
  typed_text: z.string().nullable(),
  media: reviewMediaSchema.nullable(),
  user: z.object({ id: z.string(), username: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ReviewNote = z.infer<typeof reviewNoteSchema>;

export const reviewModelSchema = z.object({
  id: z.string(),
  /** The file's uuid (as POST /media answered it): PUT /investment-reviews/{id}/models takes these. */
  uuid: z.string(),
  position: z.number(),
  media: reviewMediaSchema,
  created_at: z.string(),
});
export type ReviewModel = z.infer<typeof reviewModelSchema>;

export const reviewPermissionsSchema = z.object({ models: z.boolean(), notes: z.boolean(), decisions: z.boolean() });
export const reviewAbilitiesSchema = z.object({ update: z.boolean(), share: z.boolean(), decide: z.boolean(), make: z.boolean() });

/** A row of GET /investment-reviews. */
export const reviewListItemSchema = z.object({
  id: z.string(),
  investment_id: z.string(),
  isOwner: z.boolean(),
  summary: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  user: libraryOwnerSchema,
  investment: reviewInvestmentSchema,
});
export type ReviewListItem = z.infer<typeof reviewListItemSchema>;

/** GET /investment-reviews/{id} (spec §3 Investment review). notes/models are [] unless permissions grant them. */
export const reviewSchema = reviewListItemSchema.extend({
  permissions: reviewPermissionsSchema,
  abilities: reviewAbilitiesSchema,
  /** The message to show when you may not edit (null when you may). */
  read_only_message: z.string().nullable(),
  processes: z.array(investmentProcessSchema),
  notes: z.array(reviewNoteSchema),
  models: z.array(reviewModelSchema),
});
export type Review = z.infer<typeof reviewSchema>;

/** meta of the item writes: the success message, the type change if any, and the process's new summary. */
/** How the app shows a write's message: a success, or a warning (spec §8 Media: a file already deleted). */
export const WRITE_MESSAGE_TYPES = ['success', 'warning'] as const;
export type WriteMessageType = (typeof WRITE_MESSAGE_TYPES)[number];
export const writeNoticeSchema = z.object({ message: z.string(), message_type: z.enum(WRITE_MESSAGE_TYPES) });
export type WriteNotice = z.infer<typeof writeNoticeSchema>;

/**
 * The message of an item or process write: removing a file that is already gone warns 'The media
 * file has already been deleted' (spec §8); any other write says 'The changes were successful'.
 */
export function writeNotice(fileAlreadyGone: boolean): WriteNotice {
  return fileAlreadyGone
    ? { message: MESSAGES.mediaAlreadyDeleted, message_type: 'warning' }
    : { message: MESSAGES.changesSuccessful, message_type: 'success' };
}

export const investmentItemUpdateMetaSchema = writeNoticeSchema.extend({
  type_change: z.object({ from: z.enum(SCORE_TYPES), to: z.enum(SCORE_TYPES), compatible: z.boolean(), scale_reset: z.boolean() }).nullable(),
  investment_process: z.object({ id: z.string(), score: z.number(), relevance: z.number() }),
});
