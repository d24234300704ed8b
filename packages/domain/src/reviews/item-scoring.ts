import { isWithin, PRICE_RANGE } from '../constants/number-ranges';
import type { Relevance, ScaleValue, ScoreType } from '../constants/scales';
import { PROCESS_ITEM_THRESHOLDS } from '../constants/valuation';
import { gradePoints, isScoreOf } from '../scoring/grade-points';
import type { FieldIssue } from '../scoring/numeric-range';
import { scoreAfterTypeChange } from '../scoring/scale-settings';
import { gradeFromThresholds } from '../scoring/grade-bands';
import { areCompatibleTypes, isQualitativeType, isQuantitativeType, isScoreType } from '../scoring/score-families';
import { summaryRelevance } from '../scoring/summary-relevance';
import { summaryScore } from '../scoring/summary-score';
import { upside } from '../scoring/upside';
import { toGradeThresholds, toValuationThresholds, valuationGrade, type ValuationThresholds } from '../scoring/valuation-grade';
import { REVIEW_MESSAGES, scoreNotOfTypeMessage, valueRangeMessage } from './messages';

/**
 * How a reviewed item (factor, checklist or question of an investment process) is scored:
 *
 * - qualitative types: `score` is a grade of the type's scale (or n_a);
 * - quantitative types: `value` is the number (within the item's min/max). When the item defines
 *   grade thresholds the grade comes from the value by the one grading rule (grade-bands.ts) and
 *   `score` only ever stores an explicit n_a; without thresholds the reviewer picks the grade
 *   beside the number, on the seven-grade scale (or n_a);
 * - Valuation: `value` is the reviewer's valuation per share; the upside against the investment's
 *   last price, (value ÷ last price − 1) × 100, is graded through the item's thresholds. The grade
 *   is derived when read (prices move), so `score` only ever stores an explicit n_a.
 */
export interface ReviewedItem {
  type: ScoreType;
  score: ScaleValue | null;
  value: number | null;
  min: number | null;
  max: number | null;
  thresholds: ValuationThresholds | null;
  relevance?: Relevance | null;
}

export interface ItemScore {
  /** The grade that counts (derived for Valuation); null when unscored. */
  score: ScaleValue | null;
  /** Points of that grade under the type (spec §9): n_a and unscored count 0. */
  score_factor: number;
  /** Valuation only: the upside in % (not rounded); null otherwise or without a price. */
  upside: number | null;
  /** Valuation only: the reviewer's valuation per share; null for other types. */
  valuation: number | null;
}

function thresholdsOf(item: Pick<ReviewedItem, 'thresholds'>): ValuationThresholds {
  return item.thresholds ?? toValuationThresholds(PROCESS_ITEM_THRESHOLDS);
}

/** True when the item's grade comes from its number: Valuation, and quantitative items with thresholds. */
export function isGradedByValue(item: Pick<ReviewedItem, 'type' | 'thresholds'>): boolean {
  return item.type === 'Valuation' || (isQuantitativeType(item.type) && item.thresholds !== null);
}

/** The grade that counts for an item, given the investment's last price. */
export function effectiveScore(item: ReviewedItem, lastPrice: number | null): ScaleValue | null {
  if (!isGradedByValue(item)) return item.score;
  if (item.score === 'n_a') return 'n_a';
  if (item.type === 'Valuation') return valuationGrade(upside(item.value, lastPrice), thresholdsOf(item));
  return gradeFromThresholds(item.value, toGradeThresholds(thresholdsOf(item)));
}

export function scoreItem(item: ReviewedItem, lastPrice: number | null): ItemScore {
  const score = effectiveScore(item, lastPrice);
  const valuation = item.type === 'Valuation';
  return {
    score,
    score_factor: gradePoints(item.type, score),
    upside: valuation ? upside(item.value, lastPrice) : null,
    valuation: valuation ? item.value : null,
  };
}

/**
 * Summary of an investment process from its factors (checklists and questions do not count):
 * the summary score (sum of points) and the summary relevance (interpretations.md), both read
 * through `effectiveScore`.
 */
export function investmentProcessSummary(factors: readonly ReviewedItem[], lastPrice: number | null): { score: number; relevance: number } {
  const scored = factors.map((factor) => ({ type: factor.type, score: effectiveScore(factor, lastPrice), relevance: factor.relevance ?? null }));
  return { score: summaryScore(scored), relevance: summaryRelevance(scored) };
}

export interface ScoreWrite {
  score?: string | null;
  value?: number | null;
}

/**
 * Problems with a score or value sent for an item of this type (422 field issues): the score must
 * be a grade of the type or n_a (Valuation and quantitative items with thresholds: only n_a — their
 * grade comes from the value); a value
 * only suits Valuation (a price per share) and the quantitative types (within min and max).
 */
export function scoreWriteIssues(item: Pick<ReviewedItem, 'type' | 'min' | 'max'> & Partial<Pick<ReviewedItem, 'thresholds'>>, write: ScoreWrite): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const { score, value } = write;
  if (score !== undefined && score !== null) {
    if (item.type === 'Valuation' && score !== 'n_a') issues.push({ field: 'score', message: REVIEW_MESSAGES.valuationScore });
    else if (isGradedByValue({ type: item.type, thresholds: item.thresholds ?? null }) && score !== 'n_a') issues.push({ field: 'score', message: REVIEW_MESSAGES.gradedByValue });
    else if (!isScoreOf(item.type, score)) issues.push({ field: 'score', message: scoreNotOfTypeMessage(item.type) });
  }
  if (value !== undefined && value !== null) {
    if (isQualitativeType(item.type)) issues.push({ field: 'value', message: REVIEW_MESSAGES.valueOnlyNumeric });
    else if (item.type === 'Valuation') {
      if (!isWithin(value, PRICE_RANGE)) issues.push({ field: 'value', message: REVIEW_MESSAGES.valuationOutOfRange });
    } else if ((item.min !== null && value < item.min) || (item.max !== null && value > item.max)) {
      issues.push({ field: 'value', message: valueRangeMessage(item.min ?? value, item.max ?? value) });
    }
  }
  return issues;
}

/**
 * The stored score and value after a (valid) write. An item graded by its value (Valuation, a
 * quantitative item with thresholds) given a new value loses an explicit n_a unless n_a is sent
 * with it, so the value's grade shows.
 */
export function scoringAfterWrite(item: Pick<ReviewedItem, 'type' | 'score' | 'value'> & Partial<Pick<ReviewedItem, 'thresholds'>>, write: ScoreWrite): { score: ScaleValue | null; value: number | null } {
  const value = write.value === undefined ? item.value : write.value;
  let score = write.score === undefined ? item.score : (write.score as ScaleValue | null);
  if (isGradedByValue({ type: item.type, thresholds: item.thresholds ?? null }) && write.score === undefined && write.value !== undefined) score = null;
  return { score, value };
}

/**
 * Score and value after the item's type changes (spec §4): inside a family the score is kept when
 * the new type offers it and the value is kept; across families both reset (unscored, no value).
 */
export function scoringAfterTypeChange(from: ScoreType, to: ScoreType, current: { score: ScaleValue | null; value: number | null }): { score: ScaleValue | null; value: number | null } {
  if (!isScoreType(to) || from === to) return current;
  const compatible = areCompatibleTypes(from, to);
  return { score: scoreAfterTypeChange(from, to, current.score), value: compatible ? current.value : null };
}
