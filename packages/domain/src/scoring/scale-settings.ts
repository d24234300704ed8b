import { isWithin, NUMBER_MESSAGES, PERCENT_SCALE_RANGE } from '../constants/number-ranges';
import { SCALE_LABELS, SCORE_TYPE_LABELS, type QualitativeType, type ScaleValue, type ScoreType } from '../constants/scales';
import { PROCESS_ITEM_THRESHOLDS } from '../constants/valuation';
import { gradesOf, isScoreOf, type Grade } from './grade-points';
import { rangeIssues, type FieldIssue, type NumericRange } from './numeric-range';
import { areCompatibleTypes, isNumericType, isQualitativeType } from './score-families';
import { thresholdIssues } from './thresholds';
import { toValuationThresholds, type ValuationThresholds } from './valuation-grade';

export type GradeDescriptions = Partial<Record<Grade, string>>;

/**
 * How an item of a type is scored, besides the type itself:
 * - qualitative types: one description per grade (`grade_descriptions`), nothing else;
 * - Valuation: `min`/`max` of the slider and the seven `thresholds`;
 * - quantitative types: `min`/`max` of the slider.
 * Settings a type does not use are null.
 */
export interface ScaleSettings {
  grade_descriptions: GradeDescriptions | null;
  min: number | null;
  max: number | null;
  thresholds: ValuationThresholds | null;
}

/** Names of the grades per qualitative type; they are also the default grade descriptions. */
export const QUALITATIVE_GRADE_LABELS: Readonly<Record<QualitativeType, GradeDescriptions>> = Object.freeze({
  Qualitative7pt: { excellent: 'Excellent', v_good: 'Very good', good: 'Good', average: 'Average', below_ave: 'Below average', poor: 'Poor', v_poor: 'Very poor' },
  Qualitative5pt: { v_good: 'Very good', good: 'Good', average: 'Average', poor: 'Poor', v_poor: 'Very poor' },
  Qualitative3pt: { good: 'Good', average: 'Average', poor: 'Poor' },
  Flags: { good: 'Green flag', average: 'Amber flag', poor: 'Red flag' },
  TickCross: { good: 'Tick', average: 'Neutral', poor: 'Cross' },
});

/** Default slider range of the quantitative types (Valuation uses the process-item table). */
export const QUANTITATIVE_DEFAULT_RANGE = Object.freeze({ min: 0, max: 100 });

export const SCALE_MESSAGES = {
  numericOnly: 'Min and max apply only to Valuation and quantitative types',
  thresholdsNumericOnly: 'Thresholds apply only to Valuation and quantitative types',
  thresholdDecimals: 'Use at most one decimal',
  gradesQualitativeOnly: 'Grade descriptions apply only to qualitative types',
  gradeDescriptionMax: 'A grade description must be at most 1000 characters',
} as const;

export function unknownGradeMessage(type: ScoreType): string {
  return `This grade is not part of the ${SCORE_TYPE_LABELS[type]} scale`;
}

/** Label of a scale value under a type ('Green flag' for Flags good, 'Good' for 3pt good). */
export function gradeLabel(type: ScoreType, score: ScaleValue): string {
  if (score !== 'n_a' && isQualitativeType(type)) return QUALITATIVE_GRADE_LABELS[type][score] ?? SCALE_LABELS[score];
  return SCALE_LABELS[score];
}

/** Settings of a freshly chosen type (spec §3 / §9). */
export function defaultScaleSettings(type: ScoreType): ScaleSettings {
  if (isQualitativeType(type)) {
    return { grade_descriptions: { ...QUALITATIVE_GRADE_LABELS[type] }, min: null, max: null, thresholds: null };
  }
  if (type === 'Valuation') {
    return {
      grade_descriptions: null,
      min: PROCESS_ITEM_THRESHOLDS.min,
      max: PROCESS_ITEM_THRESHOLDS.max,
      thresholds: toValuationThresholds(PROCESS_ITEM_THRESHOLDS),
    };
  }
  return { grade_descriptions: null, ...QUANTITATIVE_DEFAULT_RANGE, thresholds: null };
}

/** Fills what a type needs and is missing with its defaults, and drops what it does not use. */
export function completeScaleSettings(type: ScoreType, given: Partial<ScaleSettings>): ScaleSettings {
  const defaults = defaultScaleSettings(type);
  if (isQualitativeType(type)) {
    const descriptions: GradeDescriptions = {};
    for (const grade of gradesOf(type)) descriptions[grade] = given.grade_descriptions?.[grade] ?? defaults.grade_descriptions?.[grade] ?? '';
    return { grade_descriptions: descriptions, min: null, max: null, thresholds: null };
  }
  return {
    grade_descriptions: null,
    min: given.min ?? defaults.min,
    max: given.max ?? defaults.max,
    // Valuation always grades through thresholds; a quantitative item only when it defines them (item 17).
    thresholds: type === 'Valuation' ? (given.thresholds ?? defaults.thresholds) : (given.thresholds ?? null),
  };
}

/**
 * Settings after a type change. Inside a family they are kept (qualitative descriptions are kept
 * for the grades both types share, the new grades get their defaults); across families they reset
 * to the new type's defaults and `reset` is true.
 */
export function scaleAfterTypeChange(from: ScoreType, to: ScoreType, current: ScaleSettings): { settings: ScaleSettings; reset: boolean } {
  if (!areCompatibleTypes(from, to)) return { settings: defaultScaleSettings(to), reset: true };
  return { settings: completeScaleSettings(to, current), reset: false };
}

/** A review score after a type change: kept when the new type offers it, otherwise unscored. */
export function scoreAfterTypeChange(from: ScoreType, to: ScoreType, score: ScaleValue | null): ScaleValue | null {
  if (score === null || !areCompatibleTypes(from, to)) return null;
  return isScoreOf(to, score) ? score : null;
}

/**
 * Thresholds of a numeric type: a Valuation's are whole % falling to Very poor (higher upside is
 * better); a quantitative item's may rise instead (lower is better, e.g. debt ÷ EBITDA) and carry
 * one decimal.
 */
function scaleThresholdIssues(type: ScoreType, thresholds: ValuationThresholds, range?: NumericRange): FieldIssue[] {
  if (type === 'Valuation') return thresholdIssues(thresholds, range);
  const decimals = Object.entries(thresholds)
    .filter(([, value]) => Number.isFinite(value) && Math.abs(value * 10 - Math.round(value * 10)) > 1e-9)
    .map(([key]) => ({ field: `thresholds.${key}`, message: SCALE_MESSAGES.thresholdDecimals }));
  if (decimals.length > 0) return decimals;
  return thresholdIssues(thresholds, range, { allowLowerIsBetter: true, integers: false });
}

/** A Valuation scale is in % upside: its min, max and thresholds stay within −100 and 10,000. */
function percentScaleIssues(settings: Partial<ScaleSettings>): FieldIssue[] {
  const outside = (value: number | null | undefined) => typeof value === 'number' && !isWithin(value, PERCENT_SCALE_RANGE);
  const issues: FieldIssue[] = [];
  if (outside(settings.min)) issues.push({ field: 'min', message: NUMBER_MESSAGES.percentScale });
  if (outside(settings.max)) issues.push({ field: 'max', message: NUMBER_MESSAGES.percentScale });
  for (const [key, value] of Object.entries(settings.thresholds ?? {})) {
    if (outside(value)) issues.push({ field: `thresholds.${key}`, message: NUMBER_MESSAGES.percentScale });
  }
  return issues;
}

/**
 * Problems with settings as given for a type: settings the type does not use, grades it does not
 * have, the range rules and the threshold rules.
 */
export function scaleSettingsIssues(type: ScoreType, settings: Partial<ScaleSettings>): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const numeric = isNumericType(type);
  if (!numeric) {
    if (settings.min !== undefined && settings.min !== null) issues.push({ field: 'min', message: SCALE_MESSAGES.numericOnly });
    if (settings.max !== undefined && settings.max !== null) issues.push({ field: 'max', message: SCALE_MESSAGES.numericOnly });
  }
  if (!numeric && settings.thresholds) issues.push({ field: 'thresholds', message: SCALE_MESSAGES.thresholdsNumericOnly });
  if (settings.grade_descriptions) {
    if (!isQualitativeType(type)) {
      issues.push({ field: 'grade_descriptions', message: SCALE_MESSAGES.gradesQualitativeOnly });
    } else {
      for (const key of Object.keys(settings.grade_descriptions)) {
        if (key === 'n_a' || !isScoreOf(type, key)) issues.push({ field: `grade_descriptions.${key}`, message: unknownGradeMessage(type) });
      }
    }
  }
  if (type === 'Valuation') issues.push(...percentScaleIssues(settings));
  if (numeric && typeof settings.min === 'number' && typeof settings.max === 'number') {
    const range = { min: settings.min, max: settings.max };
    const problems = rangeIssues(range);
    issues.push(...problems);
    if (settings.thresholds) issues.push(...scaleThresholdIssues(type, settings.thresholds, problems.length ? undefined : range));
  } else if (numeric && settings.thresholds) {
    issues.push(...scaleThresholdIssues(type, settings.thresholds));
  }
  return issues;
}
