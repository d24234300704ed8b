import { z } from 'zod';
import { TIMEFRAMES } from '../constants/decisions';
import { RELEVANCE_VALUES, SCALE_VALUES, SCORE_TYPES } from '../constants/scales';
import { DECISION_ACTIONS } from './actions';
import { OUTCOME_KEYS } from './outcome-buckets';
import { matrixRowSchema } from './probability-matrix';
import { tradeTypeSchema, TRADE_TYPE_TABLE_KEYS, type TradeTypeTableKey } from './trade-type';

/** The trade type a decision was made with, frozen at that moment (later edits of the type do not change it). */
export const decisionTradeTypeSchema = z.object({
  id: z.string().nullable(),
  name: z.string(),
  timeframe: z.enum(TIMEFRAMES),
  ...(Object.fromEntries(TRADE_TYPE_TABLE_KEYS.map((key) => [key, z.number()])) as Record<TradeTypeTableKey, z.ZodNumber>),
});
export type DecisionTradeType = z.infer<typeof decisionTradeTypeSchema>;

/** The matrix with what is computed from it, live (spec §7 GET /decisions/probability_matrix/{id}). */
export const probabilityMatrixSchema = z.object({
  decision_id: z.string().nullable(),
  /** The trade type whose thresholds give the rows their ranges; null: the §9 defaults are used until one is chosen. */
  trade_type: decisionTradeTypeSchema.nullable(),
  rows: z.array(matrixRowSchema),
  total: z.number(),
  complete: z.boolean(),
  /** Why the decision cannot be made yet ('Probabilities must add up to 100% (now 85%)'), null at 100. */
  issue: z.string().nullable(),
  expected_return: z.number().nullable(),
  expected_grade: z.enum(OUTCOME_KEYS).nullable(),
});
export type ProbabilityMatrix = z.infer<typeof probabilityMatrixSchema>;

/** One factor of an attached process, as it stood when the decision was made. */
export const processDataFactorSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(SCORE_TYPES),
  score: z.enum(SCALE_VALUES).nullable(),
  score_factor: z.number(),
  relevance: z.enum(RELEVANCE_VALUES).nullable(),
  value: z.number().nullable(),
});
export type ProcessDataFactor = z.infer<typeof processDataFactorSchema>;
/** process_data: every attached process's summary score, relevance and factor scores at that moment. */
export const processDataSchema = z.object({
  investment_process_id: z.string(),
  process_id: z.string().nullable(),
  name: z.string(),
  score: z.number(),
  relevance: z.number(),
  valuation: z.number().nullable(),
  upside: z.number().nullable(),
  factors: z.array(processDataFactorSchema),
});
export type ProcessData = z.infer<typeof processDataSchema>;

export const decisionFollowUpNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  user: z.object({ id: z.string(), username: z.string() }).nullable(),
  created_at: z.string(),
});
export type DecisionFollowUpNote = z.infer<typeof decisionFollowUpNoteSchema>;

/** The realised return from the price at decision to the latest price, and its bucket. */
export const realisedSchema = z.object({
  latest_price: z.number().nullable(),
  return: z.number().nullable(),
  outcome: z.enum(OUTCOME_KEYS).nullable(),
  timeframe_end: z.string().nullable(),
  /** True once the timeframe has run out: the realised return counts for calibration. */
  elapsed: z.boolean(),
});
export type Realised = z.infer<typeof realisedSchema>;

export const decisionInvestmentSchema = z.object({ id: z.string(), ticker: z.string(), name: z.string(), last_price: z.number().nullable(), /** The currency of the prices (the investment's trading currency). */ currency: z.string() });

/** A decision: the draft of a review (status draft) or a made, immutable journal entry (status made). */
export const decisionSchema = z.object({
  /** Null for a review's draft that has never been saved. */
  id: z.string().nullable(),
  status: z.enum(['draft', 'made']),
  investment_review_id: z.string(),
  investment: decisionInvestmentSchema,
  action: z.enum(DECISION_ACTIONS).nullable(),
  trade_type_id: z.string().nullable(),
  trade_type: decisionTradeTypeSchema.nullable(),
  timeframe: z.enum(TIMEFRAMES).nullable(),
  price: z.number().nullable(),
  date: z.string().nullable(),
  expected_return: z.number().nullable(),
  expected_grade: z.enum(OUTCOME_KEYS).nullable(),
  /** Who made it (drafts: who changed it last). */
  user: z.object({ id: z.string(), username: z.string() }).nullable(),
  abilities: z.object({ update: z.boolean(), annotate: z.boolean() }),
  notes: z.array(decisionFollowUpNoteSchema),
  realised: realisedSchema.nullable(),
  process_data: z.array(processDataSchema).optional(),
  matrix: probabilityMatrixSchema.optional(),
  created_at: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type Decision = z.infer<typeof decisionSchema>;

/** GET /decisions/init: the options of the decision form. */
export const decisionInitSchema = z.object({
  actions: z.array(z.object({ value: z.enum(DECISION_ACTIONS), label: z.string() })),
  timeframes: z.array(z.object({ value: z.enum(TIMEFRAMES), label: z.string() })),
  default_timeframe: z.enum(TIMEFRAMES),
  outcomes: z.array(z.object({ value: z.enum(OUTCOME_KEYS), label: z.string() })),
  trade_types: z.array(tradeTypeSchema),
  trade_type_defaults: decisionTradeTypeSchema.omit({ id: true, name: true }),
});
export type DecisionInit = z.infer<typeof decisionInitSchema>;

const brierSchema = z.object({ score: z.number().nullable(), count: z.number() });
/** GET /decisions/calibration. */
export const calibrationSchema = z.object({
  scope: z.enum(['elapsed', 'all']),
  overall: brierSchema,
  by_trade_type: z.array(brierSchema.extend({ trade_type_id: z.string().nullable(), name: z.string() })),
  reliability: z.array(
    z.object({ lower: z.number(), upper: z.number(), label: z.string(), count: z.number(), mean_probability: z.number().nullable(), observed_frequency: z.number().nullable() }),
  ),
  /** Made decisions you can see, and how many of them have a realised outcome in this scope. */
  decisions: z.number(),
  realised: z.number(),
  explanation: z.string(),
  reliability_explanation: z.string(),
});
export type Calibration = z.infer<typeof calibrationSchema>;
