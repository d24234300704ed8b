/** Valuation keys (spec §3); the decision type writes below_average as below_ave. */
export const VALUATION_KEYS = [
  'excellent',
  'v_good',
  'good',
  'average',
  'below_average',
  'poor',
  'v_poor',
] as const;
export type ValuationKey = (typeof VALUATION_KEYS)[number];

export const DECISION_THRESHOLD_KEYS = [
  'excellent',
  'v_good',
  'good',
  'average',
  'below_ave',
  'poor',
  'v_poor',
] as const;
export type DecisionThresholdKey = (typeof DECISION_THRESHOLD_KEYS)[number];

export interface ThresholdTable {
  excellent: number;
  v_good: number;
  good: number;
  average: number;
  below_ave: number;
  poor: number;
  v_poor: number;
  min: number;
  max: number;
}

/** Decision-type defaults (spec §9, left column). */
export const DECISION_TYPE_THRESHOLDS: Readonly<ThresholdTable> = Object.freeze({
  excellent: 200,
  v_good: 100,
  good: 50,
  average: 15,
  below_ave: -15,
  poor: -30,
  v_poor: -40,
  min: -100,
  max: 200,
});

/** Process-item defaults (spec §9, right column). */
export const PROCESS_ITEM_THRESHOLDS: Readonly<ThresholdTable> = Object.freeze({
  excellent: 200,
  v_good: 100,
  good: 50,
  average: 25,
  below_ave: -20,
  poor: -33,
  v_poor: -50,
  min: -66,
  max: 200,
});

/** The gap between min and max must be more than this (spec §5 / §9). */
export const MIN_RANGE_GAP = 20;

/** Slider marks at fixed percentages of the range (spec §9). */
export const SLIDER_MARK_PERCENTS = [8.25, 19.5, 33, 50, 66.7, 80.7, 92] as const;
