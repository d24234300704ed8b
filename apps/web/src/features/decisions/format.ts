import { DECISION_ACTION_LABELS, formatPercentNumber, NOT_AVAILABLE, outcomeBucketLabel, percentAsShown, SCALE_LABELS, TIMEFRAME_LABELS, type DecisionAction, type OutcomeKey, type Timeframe } from '@thesis/domain';

/** A return in %: '+12.5%', '−3%', '–' when unknown (one decimal at most, rounded as its outcome is graded). */
export function formatReturn(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NOT_AVAILABLE;
  const rounded = percentAsShown(value);
  if (rounded === 0) return '0%';
  return `${rounded > 0 ? '+' : '−'}${Math.abs(rounded)}%`;
}

/** A probability in %: '35%', '12.5%'. */
export function formatProbability(value: number | null | undefined): string {
  return value === null || value === undefined ? NOT_AVAILABLE : `${formatPercentNumber(value)}%`;
}

export function gradeLabel(grade: OutcomeKey | null | undefined): string {
  return grade ? SCALE_LABELS[grade] : NOT_AVAILABLE;
}

export function actionLabel(action: DecisionAction | null | undefined): string {
  return action ? DECISION_ACTION_LABELS[action] : NOT_AVAILABLE;
}

export function timeframeLabel(timeframe: Timeframe | null | undefined): string {
  return timeframe ? TIMEFRAME_LABELS[timeframe] : NOT_AVAILABLE;
}

/** A bucket's returns by the one grading rule: 'above 50% up to 100%', 'above 100%' at the top, '−40% or lower' at the bottom. */
export function bucketRange(row: { key: OutcomeKey; lower: number; upper: number }): string {
  return outcomeBucketLabel(row, (value) => `${value < 0 ? '−' : ''}${Math.abs(value)}%`);
}

/** Colour of a grade badge: greens for the good side, reds for the bad. */
export const GRADE_COLORS: Record<OutcomeKey, string> = {
  excellent: 'teal',
  v_good: 'green',
  good: 'lime',
  average: 'gray',
  below_ave: 'yellow',
  poor: 'orange',
  v_poor: 'red',
};

export const ACTION_COLORS: Record<DecisionAction, string> = {
  buy: 'green',
  add: 'teal',
  hold: 'blue',
  trim: 'yellow',
  sell: 'red',
  pass: 'gray',
};
