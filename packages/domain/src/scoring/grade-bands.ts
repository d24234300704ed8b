import type { Grade } from './grade-points';
import { roundToOneDecimal } from './rounding';

/**
 * THE rule that turns a number into a grade through seven thresholds — a valuation's upside, a
 * decision type's returns, a quantitative item's value (issue #18, items 10, 11 and 17). Every
 * screen that grades, labels a threshold or draws a band reads it from here.
 *
 * Thresholds are given best grade first (excellent … v_poor). Each grade runs UP TO AND INCLUDING
 * its own threshold, from just past the threshold of the grade below; the best grade takes
 * everything past the second-best threshold. With higher values better (thresholds falling from
 * excellent to v_poor, e.g. the process-item defaults 200/100/50/25/−20/−33/−50):
 *
 *   Very poor      −50 or lower             Good            above 25, up to 50
 *   Poor           above −50, up to −33     Very good       above 50, up to 100
 *   Below average  above −33, up to −20     Excellent       above 100 (its threshold, 200, is the
 *   Average        above −20, up to 25                      top of the scale)
 *
 * so every threshold below the best moves a boundary, 0 % upside is Average, and −35.3 % is Poor.
 * With lower values better (thresholds rising from excellent to v_poor, e.g. debt ÷ EBITDA
 * 0.5/1/1.5/2/3/4/5) the rule is mirrored: Very poor at 5 or more, Poor from 4 up to 5, …, Excellent
 * below 1.
 *
 * A number is graded as it is shown: a computed upside or return is shown with one decimal, so
 * it is rounded to one decimal before grading (`percentAsShown`) and "+100.0 %" grades exactly as
 * 100 does; a value typed by the reviewer is shown as typed and graded as it is.
 */
export type GradeThresholdList = Readonly<Record<Grade, number>>;
export type ScaleDirection = 'higher' | 'lower';

/** Grades from best to worst: the order thresholds are listed in. */
export const GRADES_BEST_FIRST = ['excellent', 'v_good', 'good', 'average', 'below_ave', 'poor', 'v_poor'] as const satisfies readonly Grade[];

/** Higher values are better when the thresholds fall from excellent to v_poor. */
export function scaleDirection(thresholds: GradeThresholdList): ScaleDirection {
  return thresholds.excellent >= thresholds.v_poor ? 'higher' : 'lower';
}

/** A computed percentage (upside, return) as it is shown and graded: one decimal, halves away from zero. */
export function percentAsShown(value: number): number {
  return roundToOneDecimal(value);
}

/** One grade's stretch of the scale. `null` ends are open (everything beyond). */
export interface GradeBand {
  grade: Grade;
  /** The lower end: excluded on a higher-is-better scale, included on a lower-is-better one. */
  lower: number | null;
  lowerIncluded: boolean;
  upper: number | null;
  upperIncluded: boolean;
}

/** The seven bands, best first. */
export function gradeBands(thresholds: GradeThresholdList): GradeBand[] {
  const higher = scaleDirection(thresholds) === 'higher';
  return GRADES_BEST_FIRST.map((grade, index): GradeBand => {
    if (grade === 'excellent') {
      // Everything past the second-best threshold.
      return higher
        ? { grade, lower: thresholds.v_good, lowerIncluded: false, upper: null, upperIncluded: false }
        : { grade, lower: null, lowerIncluded: false, upper: thresholds.v_good, upperIncluded: false };
    }
    const own = thresholds[grade];
    const worse = grade === 'v_poor' ? null : thresholds[GRADES_BEST_FIRST[index + 1]!];
    return higher
      ? { grade, lower: worse, lowerIncluded: false, upper: own, upperIncluded: true }
      : { grade, lower: own, lowerIncluded: true, upper: worse, upperIncluded: false };
  });
}

/** The grade of a number under seven thresholds (see the rule above); null without a finite number. */
export function gradeFromThresholds(value: number | null | undefined, thresholds: GradeThresholdList): Grade | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  if (scaleDirection(thresholds) === 'higher') {
    for (let index = GRADES_BEST_FIRST.length - 1; index > 0; index -= 1) {
      const grade = GRADES_BEST_FIRST[index]!;
      if (value <= thresholds[grade]) return grade;
    }
    return 'excellent';
  }
  for (let index = GRADES_BEST_FIRST.length - 1; index > 0; index -= 1) {
    const grade = GRADES_BEST_FIRST[index]!;
    if (value >= thresholds[grade]) return grade;
  }
  return 'excellent';
}

/**
 * A band in a few words, best read in order: '−50 % or lower', 'above −50 % up to −33 %',
 * 'above 100 %' (lower-is-better: '5 or more', 'from 4 to under 5', 'under 1'). `format` writes a
 * number with its unit.
 */
export function bandRangeLabel(band: GradeBand, format: (value: number) => string = String): string {
  const { lower, upper } = band;
  if (lower === null && upper !== null) return band.upperIncluded ? `${format(upper)} or lower` : `under ${format(upper)}`;
  if (upper === null && lower !== null) return band.lowerIncluded ? `${format(lower)} or more` : `above ${format(lower)}`;
  if (lower === null || upper === null) return 'any value';
  return band.lowerIncluded ? `from ${format(lower)} to under ${format(upper)}` : `above ${format(lower)} up to ${format(upper)}`;
}

/**
 * A band as a short limit for a card, read in order best to worst: '> 100 %', '≤ 100 %', …,
 * '≤ −50 %' (lower-is-better: '< 1', '≥ 1', …, '≥ 5').
 */
export function bandLimitLabel(band: GradeBand, format: (value: number) => string = String): string {
  if (band.upper !== null && band.upperIncluded) return `≤ ${format(band.upper)}`;
  if (band.lower !== null && band.lowerIncluded) return `≥ ${format(band.lower)}`;
  if (band.lower !== null) return `> ${format(band.lower)}`;
  return `< ${format(band.upper ?? 0)}`;
}

/**
 * The label of a threshold's input: 'Very good up to' (higher is better) or 'Very good from' (lower
 * is better). Excellent's threshold closes the scale: Excellent is everything past Very good's.
 */
export function thresholdInputLabel(grade: Grade, label: string, direction: ScaleDirection): string {
  if (grade === 'excellent') return `${label}: ${direction === 'higher' ? 'top' : 'bottom'} of the scale`;
  return `${label} ${direction === 'higher' ? 'up to' : 'from'}`;
}

/** The same thresholds for the other direction: the numbers in reverse grade order. */
export function reverseThresholds<T extends GradeThresholdList>(thresholds: T): T {
  const values = GRADES_BEST_FIRST.map((grade) => thresholds[grade]).reverse();
  return { ...thresholds, ...Object.fromEntries(GRADES_BEST_FIRST.map((grade, index) => [grade, values[index]!])) };
}

/**
 * Thresholds spread evenly over a range, as a starting point: Very poor up to a seventh of the
 * way, Excellent's at the end (whole numbers when the range allows, one decimal otherwise).
 */
export function spreadThresholds(min: number, max: number, direction: ScaleDirection = 'higher'): Record<Grade, number> {
  const step = (max - min) / 7;
  const round = (value: number) => (Math.abs(step) >= 5 ? Math.round(value) : Math.round(value * 10) / 10);
  const worstFirst = [1, 2, 3, 4, 5, 6, 7].map((k) => round(min + step * k));
  const higher = Object.fromEntries(GRADES_BEST_FIRST.map((grade, index) => [grade, worstFirst[6 - index]!])) as Record<Grade, number>;
  return direction === 'higher' ? higher : reverseThresholds(higher);
}
