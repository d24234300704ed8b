import { SCALE_LABELS } from '../constants/scales';
import { DECISION_THRESHOLD_KEYS, type DecisionThresholdKey, type ThresholdTable } from '../constants/valuation';
import { bandRangeLabel, gradeBands, type GradeBand } from '../scoring/grade-bands';
import { toGradeThresholds, valuationGrade } from '../scoring/valuation-grade';

/**
 * Outcome buckets of a decision type: its thresholds cut the return axis (%) into seven buckets,
 * best first, by the one grading rule (`scoring/grade-bands.ts`): each bucket runs up to and
 * including its own threshold, so a return's bucket and its grade always agree:
 *
 *   excellent  (v_good, max]       — and any return above max
 *   v_good     (good, v_good]
 *   good       (average, good]
 *   average    (below_ave, average]
 *   below_ave  (poor, below_ave]
 *   poor       (v_poor, poor]
 *   v_poor     [min, v_poor]       — and any return below min
 *
 * With the defaults (200/100/50/15/−15/−30/−40, −100 to 200) Average is a ±15 % band around 0
 * and every bucket has room. Excellent's own threshold is the top of the scale. Edges are clamped
 * into [min, max], and a bucket whose edges cross (only possible with an invalid table) collapses
 * to its upper edge.
 *
 * Representative return: the bucket's midpoint, (lower + upper) ÷ 2 (excellent's is the midpoint
 * of (v_good, max], v_poor's of [min, v_poor]); a zero-width bucket is represented by its point.
 */
export const OUTCOME_KEYS = DECISION_THRESHOLD_KEYS;
export type OutcomeKey = DecisionThresholdKey;

export interface OutcomeBucket {
  key: OutcomeKey;
  label: string;
  /** Lowest return of the bucket: excluded, except for v_poor where it is min and included. */
  lower: number;
  lowerIncluded: boolean;
  /** Highest return of the bucket, included. */
  upper: number;
  upperIncluded: boolean;
  /** The return that stands for the bucket in the expected return: the midpoint. */
  representative: number;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

export function isOutcomeKey(value: unknown): value is OutcomeKey {
  return typeof value === 'string' && (OUTCOME_KEYS as readonly string[]).includes(value);
}

/** The seven buckets of a decision type's table, best first. */
export function outcomeBuckets(table: ThresholdTable): OutcomeBucket[] {
  const { min, max } = table;
  return gradeBands(toGradeThresholds(table)).map((band) => {
    const key = band.grade;
    const upper = clamp(band.upper ?? max, min, max);
    const lower = Math.min(clamp(band.lower ?? min, min, max), upper);
    return { key, label: SCALE_LABELS[key], lower, lowerIncluded: band.lower === null, upper, upperIncluded: true, representative: (lower + upper) / 2 };
  });
}

/**
 * The bucket a return falls in; null for a missing or non-finite return. Returns above max are
 * excellent and below min v_poor — the same answer as `valuationGrade`, which grades the return
 * as it is shown (one decimal).
 */
export function outcomeOf(returnPercent: number | null | undefined, table: ThresholdTable): OutcomeKey | null {
  return valuationGrade(returnPercent, table);
}

/**
 * A bucket's returns in words, by the same rule as every threshold label: 'above 100%' (Excellent,
 * open at the top), 'above 50% up to 100%', '−40% or lower' (Very poor, open at the bottom).
 */
export function outcomeBucketLabel(bucket: Pick<OutcomeBucket, 'key' | 'lower' | 'upper'>, format: (value: number) => string): string {
  const band: GradeBand = {
    grade: bucket.key,
    lower: bucket.key === 'v_poor' ? null : bucket.lower,
    lowerIncluded: false,
    upper: bucket.key === 'excellent' ? null : bucket.upper,
    upperIncluded: true,
  };
  return bandRangeLabel(band, format);
}
