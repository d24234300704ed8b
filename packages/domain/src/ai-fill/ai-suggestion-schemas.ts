import { z } from 'zod';
import { RELEVANCE_VALUES, SCALE_VALUES } from '../constants/scales';

export const AI_FILL_STATUSES = ['pending', 'finished', 'failed'] as const;

/** How sure a suggestion is: high for a value computed from filed figures, medium for a grade a rule gives one figure or a model's grounded judgement, low for a model's guess. */
export const SUGGESTION_CONFIDENCES = ['high', 'medium', 'low'] as const;
export type SuggestionConfidence = (typeof SUGGESTION_CONFIDENCES)[number];

/** A value an AI fill proposes for an item, waiting beside it for the reviewer to accept, edit or discard. */
export const aiSuggestionSchema = z.object({
  id: z.string(),
  investment_process_id: z.string(),
  investment_item_id: z.string(),
  /** The proposed grade (a scale value of the item's type), or null when the grade is left to you. */
  score: z.enum(SCALE_VALUES).nullable(),
  /** The proposed number (quantitative items), within the item's range. */
  value: z.number().nullable(),
  relevance: z.enum(RELEVANCE_VALUES).nullable(),
  comment: z.string().nullable(),
  /** Why: the rule or reasoning behind the proposal. */
  rationale: z.string(),
  /** The figures it used: 'Revenue 3-year CAGR 8.1 % (FY2013 171.0 bn → FY2016 216.0 bn)'. */
  evidence: z.array(z.string()),
  /** 'Built-in analyst' or the model's name. */
  source: z.string(),
  confidence: z.enum(SUGGESTION_CONFIDENCES),
  created_at: z.string(),
});
export type AiSuggestion = z.infer<typeof aiSuggestionSchema>;

/** The last fill of a process: who made it, how it went, and the items it left empty and why. */
export const aiFillSchema = z.object({
  id: z.string(),
  source: z.string(),
  status: z.enum(AI_FILL_STATUSES),
  message: z.string().nullable(),
  requested_at: z.string(),
  finished_at: z.string().nullable(),
  /** How many suggestions the fill made (the open ones are the process's suggestions). */
  suggested: z.number(),
  skipped: z.array(z.object({ item_id: z.string(), reason: z.string() })),
});
export type AiFill = z.infer<typeof aiFillSchema>;

