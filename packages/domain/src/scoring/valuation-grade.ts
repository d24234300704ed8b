import type { ThresholdTable, ValuationKey } from '../constants/valuation';
import { gradeFromThresholds, percentAsShown } from './grade-bands';
import type { Grade } from './grade-points';

/** The seven grade thresholds of a table, keyed by scale value (decision-type spelling below_ave). */
export type GradeThresholds = Pick<ThresholdTable, 'excellent' | 'v_good' | 'good' | 'average' | 'below_ave' | 'poor' | 'v_poor'>;
/** A process item's thresholds, keyed by the spec's valuation keys (below_average). */
export type ValuationThresholds = Record<ValuationKey, number>;

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
 * The grade of a valuation (a % upside) under a threshold table: the one grading rule of
 * `grade-bands.ts` — each grade runs up to and including its threshold, Excellent is everything
 * past Very good's, and the value is graded as shown (one decimal). Null (unscored) for a missing
 * or non-finite value. Works with both tables of spec §9 and with item thresholds keyed
 * below_average.
 */
export function valuationGrade(
  value: number | null | undefined,
  thresholds: GradeThresholds | ValuationThresholds,
): Grade | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return gradeFromThresholds(percentAsShown(value), toGradeThresholds(thresholds));
}
