import { z } from 'zod';
import type { ThresholdTable } from '../constants/valuation';
import { optionalText } from '../schemas/fields';
import { DECISION_MESSAGES, MATRIX_COMMENT_MAX, PROBABILITY_TOTAL_TOLERANCE, probabilitiesTotalMessage } from './messages';
import { OUTCOME_KEYS, outcomeBuckets, type OutcomeBucket, type OutcomeKey } from './outcome-buckets';

/**
 * The probability matrix of a decision: one row per outcome bucket of its trade type (best
 * first), carrying the bucket's return range and representative return, the probability the
 * investor assigns (%, whole or decimal, 0–100; null until set) and a comment.
 *
 * Only `probability` and `comment` are stored per cell (keyed by the outcome key); the ranges are
 * derived from the trade type each time, so a row always matches its type's thresholds.
 *
 * A decision can be made only when the probabilities total 100 within ±0.01 (unset cells count
 * 0): 'Probabilities must add up to 100% (now 85%)'.
 */
export interface MatrixCell {
  probability: number | null;
  comment: string | null;
}
export type MatrixCells = Partial<Record<OutcomeKey, Partial<MatrixCell>>>;

export interface MatrixRow extends OutcomeBucket, MatrixCell {}

export const outcomeKeyField = z.enum(OUTCOME_KEYS, { error: DECISION_MESSAGES.outcomeRequired });
export const probabilityField = z
  .number({ error: DECISION_MESSAGES.probabilityNumber })
  .min(0, { error: DECISION_MESSAGES.probabilityRange })
  .max(100, { error: DECISION_MESSAGES.probabilityRange })
  .transform((value) => (value === 0 ? 0 : value));

/** POST /decisions/matrix/probability/{id}: set (or clear, with null) one row's probability. */
export const matrixProbabilitySchema = z.object({ key: outcomeKeyField, probability: probabilityField.nullable() });
export type MatrixProbabilityInput = z.input<typeof matrixProbabilitySchema>;

/** POST /decisions/matrix/comments/{id}: set one row's comment (blank clears it). */
export const matrixCommentSchema = z.object({
  key: outcomeKeyField,
  comment: optionalText(MATRIX_COMMENT_MAX, DECISION_MESSAGES.commentMax),
});
export type MatrixCommentInput = z.input<typeof matrixCommentSchema>;

/** A matrix row as the API answers it (GET /decisions/probability_matrix/{id}). */
export const matrixRowSchema = z.object({
  key: z.enum(OUTCOME_KEYS),
  label: z.string(),
  lower: z.number(),
  lowerIncluded: z.boolean(),
  upper: z.number(),
  upperIncluded: z.boolean(),
  representative: z.number(),
  probability: z.number().nullable(),
  comment: z.string().nullable(),
});

/** The seven rows of a matrix from a trade type's table and the stored cells. */
export function buildProbabilityMatrix(table: ThresholdTable, cells: MatrixCells = {}): MatrixRow[] {
  return outcomeBuckets(table).map((bucket) => ({
    ...bucket,
    probability: cells[bucket.key]?.probability ?? null,
    comment: cells[bucket.key]?.comment ?? null,
  }));
}

/** Stored cells of a matrix (the inverse of buildProbabilityMatrix, for persistence). */
export function matrixCellsOf(rows: readonly Pick<MatrixRow, 'key' | 'probability' | 'comment'>[]): MatrixCells {
  const cells: MatrixCells = {};
  for (const row of rows) cells[row.key] = { probability: row.probability, comment: row.comment };
  return cells;
}

/** Sum of the set probabilities (%); unset rows count 0. */
export function probabilityTotal(rows: readonly Pick<MatrixCell, 'probability'>[]): number {
  return rows.reduce((sum, row) => sum + (row.probability ?? 0), 0);
}

/** True when the probabilities total 100 within ±0.01. */
export function isProbabilityTotalComplete(total: number): boolean {
  return Math.abs(total - 100) <= PROBABILITY_TOTAL_TOLERANCE + 1e-9;
}

/** The message that blocks making the decision, or null when the total is 100. */
export function probabilityTotalIssue(rows: readonly Pick<MatrixCell, 'probability'>[]): string | null {
  const total = probabilityTotal(rows);
  return isProbabilityTotalComplete(total) ? null : probabilitiesTotalMessage(total);
}
