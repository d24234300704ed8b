import { z } from 'zod';
import type { Timeframe } from '../constants/decisions';
import { PRICE_RANGE } from '../constants/number-ranges';
import type { FieldIssue } from '../scoring/numeric-range';
import { decisionActionField } from './action-field';
import type { DecisionAction } from './actions';
import { DECISION_MESSAGES } from './messages';
import { probabilityTotalIssue, type MatrixCell } from './probability-matrix';
import { timeframeField } from './trade-type';

/**
 * The draft decision of a review (PATCH /decisions/update/{id}) and the checks before it is made
 * (POST /decisions/make/{id}). Every field may be sent alone; null clears it. `date` is an
 * ISO-8601 instant; when the decision is made without one it is stamped now.
 */
export const decisionDraftSchema = z.object({
  action: decisionActionField.nullable().optional(),
  trade_type_id: z.string({ error: DECISION_MESSAGES.tradeTypeRequired }).trim().min(1, { message: DECISION_MESSAGES.tradeTypeRequired }).max(64).nullable().optional(),
  timeframe: timeframeField.nullable().optional(),
  price: z.number({ error: DECISION_MESSAGES.priceInvalid }).min(PRICE_RANGE.min, { error: DECISION_MESSAGES.priceInvalid }).max(PRICE_RANGE.max, { error: DECISION_MESSAGES.priceInvalid }).nullable().optional(),
  date: z.iso.datetime({ offset: true, error: DECISION_MESSAGES.dateInvalid }).nullable().optional(),
});
export type DecisionDraftInput = z.input<typeof decisionDraftSchema>;
export type DecisionDraftPatch = z.output<typeof decisionDraftSchema>;

export interface DecisionDraft {
  action: DecisionAction | null;
  trade_type_id: string | null;
  timeframe: Timeframe | null;
  price: number | null;
  date: string | null;
}

/**
 * What stops a draft from being made: an action ('Please select an action'), a trade type
 * ('Please select a trade type') and probabilities totalling 100 (on `probabilities`). The
 * timeframe falls back to the trade type's and the price to the latest price, so neither blocks.
 */
export function makeDecisionIssues(
  draft: Pick<DecisionDraft, 'action' | 'trade_type_id'>,
  rows: readonly Pick<MatrixCell, 'probability'>[],
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (!draft.action) issues.push({ field: 'action', message: DECISION_MESSAGES.actionRequired });
  if (!draft.trade_type_id) issues.push({ field: 'trade_type_id', message: DECISION_MESSAGES.tradeTypeRequired });
  const total = probabilityTotalIssue(rows);
  if (total) issues.push({ field: 'probabilities', message: total });
  return issues;
}

/** The date a decision is made with: its own when set, otherwise now (spec §4 Decisions). */
export function resolveDecisionDate(date: string | null | undefined, now: Date = new Date()): string {
  return date ? new Date(date).toISOString() : now.toISOString();
}
