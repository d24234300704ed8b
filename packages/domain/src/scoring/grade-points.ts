import { GRADE_POINTS, N_A_POINTS, type ScaleValue, type ScoreType } from '../constants/scales';
import { isQualitativeType } from './score-families';

/** A grade a type can be scored with: every scale value except n_a. */
export type Grade = Exclude<ScaleValue, 'n_a'>;

/**
 * Valuation and the quantitative types grade on the seven-grade scale (+3 to -3), like
 * Qualitative7pt: Valuation derives its grade from the value through the threshold table, a
 * quantitative item's grade is set alongside its number.
 */
export const NUMERIC_GRADE_POINTS: Readonly<Record<Grade, number>> = Object.freeze({
  excellent: 3,
  v_good: 2,
  good: 1,
  average: 0,
  below_ave: -1,
  poor: -2,
  v_poor: -3,
});

function pointsTable(type: ScoreType): Partial<Record<ScaleValue, number>> {
  return isQualitativeType(type) ? GRADE_POINTS[type] : NUMERIC_GRADE_POINTS;
}

/** The grades of a type, best first (n_a, offered by every type, is not listed). */
export function gradesOf(type: ScoreType): Grade[] {
  return Object.keys(pointsTable(type)) as Grade[];
}

/** True when `score` is a grade of `type` or n_a. */
export function isScoreOf(type: ScoreType, score: string): score is ScaleValue {
  return score === 'n_a' || Object.prototype.hasOwnProperty.call(pointsTable(type), score);
}

/**
 * Points of a score under its type (spec §9 Scoring): 7pt +3..-3, 5pt +2..-2, 3pt / Flags /
 * TickCross +1..-1. n_a and an unscored item count 0. A grade the type does not offer also
 * counts 0 (writes are validated with `isScoreOf`, so this only guards legacy data).
 */
export function gradePoints(type: ScoreType, score: ScaleValue | null | undefined): number {
  if (score === null || score === undefined || score === 'n_a') return N_A_POINTS;
  return pointsTable(type)[score] ?? N_A_POINTS;
}
