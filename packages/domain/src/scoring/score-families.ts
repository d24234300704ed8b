import {
  QUALITATIVE_TYPES,
  QUANTITATIVE_TYPES,
  SCORE_TYPES,
  VALUATION_TYPE,
  type QualitativeType,
  type QuantitativeType,
  type ScoreType,
} from '../constants/scales';

/**
 * Score families: types of one family share how they are scored and what their scale settings
 * look like, so a type change inside a family keeps the settings and a change across families
 * resets them (spec §4 Reviews and editing).
 *
 * - `qualitative`: Qualitative7pt, Qualitative5pt, Qualitative3pt, Flags, TickCross — a grade
 *   picked from the type's scale, one description per grade.
 * - `valuation`: Valuation — a number (a % upside) graded through a threshold table, with min/max.
 * - `quantitative`: number, number_million, percent, dollar, dollar_million — a number with a
 *   min/max slider range; they differ only in the unit shown, so they form one family.
 */
export const SCORE_FAMILIES = ['qualitative', 'valuation', 'quantitative'] as const;
export type ScoreFamily = (typeof SCORE_FAMILIES)[number];

export function isScoreType(value: unknown): value is ScoreType {
  return typeof value === 'string' && (SCORE_TYPES as readonly string[]).includes(value);
}

export function isQualitativeType(type: ScoreType): type is QualitativeType {
  return (QUALITATIVE_TYPES as readonly string[]).includes(type);
}

export function isQuantitativeType(type: ScoreType): type is QuantitativeType {
  return (QUANTITATIVE_TYPES as readonly string[]).includes(type);
}

/** Valuation and the quantitative types carry a numeric min/max range. */
export function isNumericType(type: ScoreType): boolean {
  return !isQualitativeType(type);
}

export function scoreFamily(type: ScoreType): ScoreFamily {
  if (isQualitativeType(type)) return 'qualitative';
  if (type === VALUATION_TYPE) return 'valuation';
  return 'quantitative';
}

/** True when a change from one type to the other keeps scores and scale settings. */
export function areCompatibleTypes(from: ScoreType, to: ScoreType): boolean {
  return scoreFamily(from) === scoreFamily(to);
}
