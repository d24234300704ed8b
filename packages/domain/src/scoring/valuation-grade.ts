import type { ThresholdTable, ValuationKey } from '../constants/valuation';
import type { Grade } from './grade-points';

/** The seven grade thresholds of a table, keyed by scale value (decision-type spelling below_ave). */
export type GradeThresholds = Pick<ThresholdTable, 'excellent' | 'v_good' | 'good' | 'average' | 'below_ave' | 'poor' | 'v_poor'>;
/** A process item's thresholds, keyed by the spec's valuation keys (below_average). */
export type ValuationThresholds = Record<ValuationKey, number>;

/** Grades from best to worst with the threshold key each one starts at. */
const GRADE_ORDER = ['excellent', 'v_good', 'good', 'average', 'below_ave', 'poor', 'v_poor'] as const satisfies readonly Grade[];

export function toGradeThresholds(thresholds: GradeThresholds | ValuationThresholds): GradeThresholds {
  if ('below_ave' in thresholds) {
    const { excellent, v_good, good, average, below_ave, poor, v_poor } = thresholds;
    return { excellent, v_good, good, average, below_ave, poor, v_poor };
  }
  const { excellent, v_good, good, average, below_average, poor, v_poor } = thresholds;
  return { excellent, v_good, good, average, below_ave: below_average, poor, v_poor };
}

export function toValuationThresholds(thresholds: GradeThresholds): ValuationThresholds {
  const { excellent, v_good, good, average, below_ave, poor, v_poor } = thresholds;
  return { excellent, v_good, good, average, below_average: below_ave, poor, v_poor };
}

/**
 * The grade of a valuation (a % upside) under a threshold table. Each threshold is the lowest
 * value of its grade, and a value exactly on a threshold takes that (better) grade:
 *   value ≥ excellent → excellent; ≥ v_good → v_good; ≥ good → good; ≥ average → average;
 *   ≥ below_ave → below_ave; ≥ poor → poor; anything lower → v_poor.
 * The v_poor threshold is the bottom slider mark: every value under `poor`, above or below it,
 * is v_poor. Null (unscored) for a missing or non-finite value. Works with both tables of spec
 * §9 and with item thresholds keyed below_average.
 */
export function valuationGrade(
  value: number | null | undefined,
  thresholds: GradeThresholds | ValuationThresholds,
): Grade | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const table = toGradeThresholds(thresholds);
  for (const grade of GRADE_ORDER) {
    if (grade === 'v_poor') break;
    if (value >= table[grade]) return grade;
  }
  return 'v_poor';
}
