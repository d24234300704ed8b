import { SCALE_LABELS } from '../constants/scales';
import { DECISION_THRESHOLD_KEYS, type DecisionThresholdKey, type ThresholdTable } from '../constants/valuation';
import { valuationGrade } from '../scoring/valuation-grade';

/**
 * Outcome buckets of a decision type: its thresholds cut the return axis (%) into seven buckets,
 * best first. Each threshold is the lowest return of its bucket, exactly as `valuationGrade`
 * grades a value, so a return's bucket and its grade always agree:
 *
 *   excellent  [excellent, max]   — and any return above max
 *   v_good     [v_good, excellent)
 *   good       [good, v_good)
 *   average    [average, good)
 *   below_ave  [below_ave, average)
 *   poor       [poor, below_ave)
 *   v_poor     [min, poor)        — and any return below min
 *
 * The v_poor threshold does not cut a bucket: with seven keys and seven buckets, everything under
 * `poor` is very poor (it stays the slider's bottom mark). Edges are clamped into [min, max], and a
 * bucket whose edges cross (only possible with an invalid table) collapses to its upper edge.
 *
 * Representative return: the bucket's midpoint, (lower + upper) ÷ 2. The open ends are already
 * clamped to min and max, so excellent's representative is the midpoint of [excellent, max] and
 * v_poor's the midpoint of [min, poor]. A zero-width bucket (e.g. the default excellent = max = 200)
 * is represented by its single point.
 */
export const OUTCOME_KEYS = DECISION_THRESHOLD_KEYS;
export type OutcomeKey = DecisionThresholdKey;

export interface OutcomeBucket {
  key: OutcomeKey;
  label: string;
  /** Lowest return of the bucket, included. */
  lower: number;
  /** Highest return of the bucket: excluded, except for excellent where it is max and included. */
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
  return OUTCOME_KEYS.map((key, index) => {
    const above = index === 0 ? max : table[OUTCOME_KEYS[index - 1]!];
    const ownLower = key === 'v_poor' ? min : table[key];
    const upper = clamp(above, min, max);
    const lower = Math.min(clamp(ownLower, min, max), upper);
    return { key, label: SCALE_LABELS[key], lower, upper, upperIncluded: index === 0, representative: (lower + upper) / 2 };
  });
}

/**
 * The bucket a return falls in; null for a missing or non-finite return. Returns above max are
 * excellent and below min v_poor (the same answer as `valuationGrade`, after removing binary noise
 * beyond 12 significant digits).
 */
export function outcomeOf(returnPercent: number | null | undefined, table: ThresholdTable): OutcomeKey | null {
  // Binary noise off first, so a return computed as 14.999999999999991 sits on the 15 threshold.
  const value = typeof returnPercent === 'number' && Number.isFinite(returnPercent) ? Number(returnPercent.toPrecision(12)) : returnPercent;
  return valuationGrade(value, table);
}
