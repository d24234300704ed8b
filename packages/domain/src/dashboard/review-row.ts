import { z } from 'zod';
import { SCALE_VALUES, SCORE_TYPES } from '../constants/scales';
import { reviewListItemSchema } from '../reviews/review-responses';

/**
 * The dashboard review row (spec §3): id, updated_at, investment (ticker, name, last_price),
 * user.username and defaultProcess — the review's copy of its owner's default process, with each
 * factor's type and the score that counts (a Valuation factor's grade derived from the last price).
 * The Score column is `dashboardReviewScore(row.defaultProcess)`; a review without the owner's
 * default process has defaultProcess null (no score).
 *
 * GET /investment-reviews?include=defaultProcess answers these rows for "My Recent Reviews";
 * GET /sharings/investment-reviews/user-entities answers them for "Shared Reviews".
 */
export const dashboardFactorSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(SCORE_TYPES),
  score: z.enum(SCALE_VALUES).nullable(),
});
export type DashboardFactor = z.infer<typeof dashboardFactorSchema>;

export const dashboardDefaultProcessSchema = z.object({
  /** The investment process (the process attached to the review). */
  id: z.string(),
  /** The owner's library process it was copied from. */
  process_id: z.string().nullable(),
  name: z.string(),
  factors: z.array(dashboardFactorSchema),
});
export type DashboardDefaultProcess = z.infer<typeof dashboardDefaultProcessSchema>;

export const dashboardReviewRowSchema = reviewListItemSchema.extend({
  defaultProcess: dashboardDefaultProcessSchema.nullable(),
});
export type DashboardReviewRow = z.infer<typeof dashboardReviewRowSchema>;

/** include names of GET /investment-reviews: defaultProcess adds the dashboard's defaultProcess to each row. */
export const REVIEW_LIST_INCLUDES = ['defaultProcess'] as const;
