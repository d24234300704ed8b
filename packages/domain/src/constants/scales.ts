/** Score types of spec §3. */
export const QUALITATIVE_TYPES = [
  'Qualitative7pt',
  'Qualitative5pt',
  'Qualitative3pt',
  'Flags',
  'TickCross',
] as const;
export const VALUATION_TYPE = 'Valuation' as const;
export const QUANTITATIVE_TYPES = [
  'number',
  'number_million',
  'percent',
  'dollar',
  'dollar_million',
] as const;
export const SCORE_TYPES = [...QUALITATIVE_TYPES, VALUATION_TYPE, ...QUANTITATIVE_TYPES] as const;
export type QualitativeType = (typeof QUALITATIVE_TYPES)[number];
export type QuantitativeType = (typeof QUANTITATIVE_TYPES)[number];
export type ScoreType = (typeof SCORE_TYPES)[number];

/** Labels of the scale types (spec §9 Scoring). */
export const SCORE_TYPE_LABELS: Record<ScoreType, string> = {
  Qualitative7pt: 'Qualitative 7pt',
  Qualitative5pt: 'Qualitative 5pt',
  Qualitative3pt: 'Qualitative 3pt',
  Flags: 'Flags',
  TickCross: 'Tick/Cross',
  Valuation: 'Valuation',
  number: 'Quantitative Num',
  number_million: 'Quantitative Num M',
  percent: 'Quantitative %',
  dollar: 'Quantitative $',
  dollar_million: 'Quantitative M$',
};
/** The valuation unit is %. */
export const VALUATION_UNIT = '%';

/** Rating scale values (spec §3). */
export const SCALE_VALUES = [
  'excellent',
  'v_good',
  'good',
  'average',
  'below_ave',
  'poor',
  'v_poor',
  'n_a',
] as const;
export type ScaleValue = (typeof SCALE_VALUES)[number];

export const SCALE_LABELS: Record<ScaleValue, string> = {
  excellent: 'Excellent',
  v_good: 'Very good',
  good: 'Good',
  average: 'Average',
  below_ave: 'Below average',
  poor: 'Poor',
  v_poor: 'Very poor',
  n_a: 'N/A',
};

/**
 * Grades available to each qualitative type, best first, with their points (spec §3 / §9).
 * 7pt is +3 to -3, 5pt +2 to -2, 3pt / Flags / TickCross +1, 0, -1; n_a is always 0.
 */
export const GRADE_POINTS: Record<QualitativeType, Partial<Record<ScaleValue, number>>> = {
  Qualitative7pt: { excellent: 3, v_good: 2, good: 1, average: 0, below_ave: -1, poor: -2, v_poor: -3 },
  Qualitative5pt: { v_good: 2, good: 1, average: 0, poor: -1, v_poor: -2 },
  Qualitative3pt: { good: 1, average: 0, poor: -1 },
  Flags: { good: 1, average: 0, poor: -1 },
  TickCross: { good: 1, average: 0, poor: -1 },
};
export const N_A_POINTS = 0;

/** Relevance values and weights (spec §3 / §9). */
export const RELEVANCE_VALUES = ['high', 'moderate', 'low', 'n_a'] as const;
export type Relevance = (typeof RELEVANCE_VALUES)[number];
export const RELEVANCE_WEIGHTS: Record<Relevance, number> = { high: 3, moderate: 2, low: 1, n_a: 0 };
export const RELEVANCE_LABELS: Record<Relevance, string> = {
  high: 'High',
  moderate: 'Moderate',
  low: 'Low',
  n_a: 'N/A',
};

/** Item groups; the default group is Financial. */
export const ITEM_GROUPS = ['Financial', 'Non-financial', 'Management', 'Industry', 'Valuation', 'Risk', 'ESG'] as const;
export type ItemGroup = (typeof ITEM_GROUPS)[number];
export const DEFAULT_ITEM_GROUP: ItemGroup = 'Financial';
