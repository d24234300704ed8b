import {
  SCALE_LABELS,
  SLIDER_MARK_PERCENTS,
  type Grade,
  type NumericRange,
  type ValuationThresholds,
} from '@thesis/domain';

/**
 * The valuation slider of spec §9: its track spans the item's min to max and the seven grade
 * thresholds sit at fixed percentages of the track (8.25, 19.5, 33, 50, 66.7, 80.7 and 92 %),
 * worst first. Between two marks the scale is linear, so every grade gets the same room on the
 * track whatever its width in % upside.
 */
export interface ValuationMark {
  /** Where the mark sits on the track, in % of its length. */
  percent: number;
  /** The threshold: the lowest upside of the grade. */
  value: number;
  grade: Grade;
  label: string;
}

/** Grades worst first, in the order of the slider marks; valuation keys spell below_average. */
const MARK_GRADES = [
  ['v_poor', 'v_poor'],
  ['poor', 'poor'],
  ['below_ave', 'below_average'],
  ['average', 'average'],
  ['good', 'good'],
  ['v_good', 'v_good'],
  ['excellent', 'excellent'],
] as const satisfies readonly (readonly [Grade, keyof ValuationThresholds])[];

export function valuationMarks(thresholds: ValuationThresholds): ValuationMark[] {
  return MARK_GRADES.map(([grade, key], index) => ({
    percent: SLIDER_MARK_PERCENTS[index]!,
    value: thresholds[key],
    grade,
    label: SCALE_LABELS[grade],
  }));
}

/** The points the scale runs through: (0 %, min), the seven marks, (100 %, max). */
function anchors(range: NumericRange, thresholds: ValuationThresholds): [number, number][] {
  return [
    [0, range.min],
    ...valuationMarks(thresholds).map((mark): [number, number] => [mark.percent, mark.value]),
    [100, range.max],
  ];
}

function interpolate(points: [number, number][], x: number, from: 0 | 1): number {
  const to = from === 0 ? 1 : 0;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  if (x <= first[from]) return first[to];
  if (x >= last[from]) return last[to];
  for (let index = 1; index < points.length; index += 1) {
    const left = points[index - 1]!;
    const right = points[index]!;
    if (x > right[from]) continue;
    const span = right[from] - left[from];
    return span <= 0 ? right[to] : left[to] + ((x - left[from]) / span) * (right[to] - left[to]);
  }
  return last[to];
}

/** The upside (in %) at a position of the track. */
export function percentToValue(percent: number, range: NumericRange, thresholds: ValuationThresholds): number {
  return interpolate(anchors(range, thresholds), percent, 0);
}

/** The position on the track (in %) of an upside; values outside min–max sit at the ends. */
export function valueToPercent(value: number, range: NumericRange, thresholds: ValuationThresholds): number {
  return interpolate(anchors(range, thresholds), value, 1);
}
