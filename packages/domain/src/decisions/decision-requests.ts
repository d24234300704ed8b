import { z } from 'zod';
import { libraryPageQuery, librarySearchQuery, listLimitQuery, sortedByQuery } from '../schemas/items';
import { DECISION_ACTIONS } from './actions';
import { DECISION_MESSAGES, FOLLOW_UP_NOTE_MAX } from './messages';

/** Largest page of GET /decisions/archived. */
export const DECISION_LIST_MAX_LIMIT = 100;
export const DECISION_LIST_DEFAULT_LIMIT = 50;

/** Fields of `search=field:value;…` on GET /decisions/archived. */
export const DECISION_SEARCH_FIELDS = ['investment.id', 'trade_type.id', 'action'] as const;

const dayField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: DECISION_MESSAGES.dateRangeInvalid })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { message: DECISION_MESSAGES.dateRangeInvalid })
  .optional();

/**
 * GET /decisions/archived (spec §7): the made decisions you may see. orderBy created_at (when it
 * was made) or date (the decision's own date), sortedBy desc by default; search
 * 'investment.id:{id}' (also trade_type.id and action); investment_review_id narrows to one review;
 * date_from / date_to (yyyy-mm-dd, inclusive) filter on the decision date (the journal page).
 */
export const archivedDecisionsQuerySchema = z.object({
  orderBy: z.enum(['created_at', 'date'], { error: 'orderBy must be created_at or date' }).default('created_at'),
  sortedBy: sortedByQuery('desc'),
  search: librarySearchQuery(DECISION_SEARCH_FIELDS).refine((terms) => !terms.action || (DECISION_ACTIONS as readonly string[]).includes(terms.action), {
    message: `Search action must be one of ${DECISION_ACTIONS.join(', ')}`,
  }),
  investment_review_id: z.string().min(1).max(64).optional(),
  date_from: dayField,
  date_to: dayField,
  include: z.string().max(200).optional(),
  page: libraryPageQuery,
  limit: listLimitQuery(DECISION_LIST_MAX_LIMIT, DECISION_LIST_DEFAULT_LIMIT),
});
export type ArchivedDecisionsQuery = z.output<typeof archivedDecisionsQuerySchema>;

/** GET /decisions/find/{id}?include=process_data. */
export const findDecisionQuerySchema = z.object({ include: z.string().max(200).optional() });

/** POST /decisions/make/{id}: an optional date overriding the draft's (now when neither is set). */
export const makeDecisionSchema = z
  .object({ date: z.iso.datetime({ offset: true, error: DECISION_MESSAGES.dateInvalid }).nullable().optional() })
  .optional()
  .default({});

/** POST /decisions/notes/{id}: a follow-up note on a made decision (the only change it accepts). */
export const decisionFollowUpSchema = z.object({
  text: z
    .string({ error: DECISION_MESSAGES.followUpRequired })
    .trim()
    .min(1, { message: DECISION_MESSAGES.followUpRequired })
    .max(FOLLOW_UP_NOTE_MAX, { message: DECISION_MESSAGES.followUpMax }),
});
export type DecisionFollowUpInput = z.input<typeof decisionFollowUpSchema>;

/**
 * GET /decisions/calibration: `scope=elapsed` (default) scores only decisions whose timeframe has
 * run out; `scope=all` also values open decisions at the latest price (on demand).
 */
export const calibrationQuerySchema = z.object({
  scope: z.enum(['elapsed', 'all'], { error: 'scope must be elapsed or all' }).default('elapsed'),
});
export type CalibrationQuery = z.output<typeof calibrationQuerySchema>;
