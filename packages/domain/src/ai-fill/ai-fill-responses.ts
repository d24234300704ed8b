import { z } from 'zod';
import { RELEVANCE_VALUES, SCALE_VALUES } from '../constants/scales';
import { REVIEW_COMMENT_MAX } from '../reviews/messages';
import { investmentProcessSchema } from '../reviews/review-responses';
import { aiFillSchema, aiSuggestionSchema } from './ai-suggestion-schemas';

/** An investment process with its open suggestions and last fill (for viewers who may change it). */
export const filledProcessSchema = investmentProcessSchema.extend({
  suggestions: z.array(aiSuggestionSchema),
  ai_fill: aiFillSchema.nullable(),
});
export type FilledProcess = z.infer<typeof filledProcessSchema>;

/** POST /investment-processes/{id}/ai-request: 202. */
export const aiRequestAnswerSchema = z.object({ data: z.object({ ai_status: z.literal('pending') }) });

/**
 * GET /investment-processes/{id}/ai-status: pending, failed with its message, new (never asked for)
 * or — finished — the filled process without an ai_status field (spec §4: no ai_status means
 * finished).
 */
export const aiStatusAnswerSchema = z.object({
  data: z.union([
    z.object({ ai_status: z.literal('pending') }),
    z.object({ ai_status: z.literal('new') }),
    z.object({ ai_status: z.literal('failed'), message: z.string() }),
    filledProcessSchema.omit({ ai_status: true }),
  ]),
});
export type AiStatusAnswer = z.infer<typeof aiStatusAnswerSchema>;

/** POST /ai-suggestions/{id}/accept: optional edits, applied instead of the proposed fields. */
export const acceptSuggestionSchema = z
  .object({
    score: z.enum(SCALE_VALUES, { error: 'Please select a score' }).nullable(),
    value: z.number({ error: 'The value must be a number' }).min(-1e12).max(1e12).nullable(),
    relevance: z.enum(RELEVANCE_VALUES, { error: 'Please select a relevance' }).nullable(),
    comment: z.string({ error: 'The comment must be text' }).max(REVIEW_COMMENT_MAX, { message: `Comment must be at most ${REVIEW_COMMENT_MAX} characters` }).nullable(),
  })
  .partial()
  .optional()
  .transform((value) => value ?? {});
export type AcceptSuggestion = z.output<typeof acceptSuggestionSchema>;
