import { MESSAGES } from '../constants/messages';
import { MIN_RANGE_GAP } from '../constants/valuation';

/** One problem with one field, in the shape the API's 422 and the forms both use. */
export interface FieldIssue {
  field: string;
  message: string;
}

export interface NumericRange {
  min: number;
  max: number;
}

/**
 * Slider range rules (spec §5 / §9): min and max are integers ('Value must be integer'), min may
 * not exceed max ('Min cannot exceed max', on min) and max − min must be greater than 20
 * ('The range between min max values must be > 20', on max). The gap is only checked when both
 * are integers and min ≤ max, so each problem is reported once.
 */
export function rangeIssues(range: NumericRange): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (!Number.isInteger(range.min)) issues.push({ field: 'min', message: MESSAGES.valueMustBeInteger });
  if (!Number.isInteger(range.max)) issues.push({ field: 'max', message: MESSAGES.valueMustBeInteger });
  if (issues.length > 0) return issues;
  if (range.min > range.max) return [{ field: 'min', message: MESSAGES.minAboveMax }];
  if (range.max - range.min <= MIN_RANGE_GAP) return [{ field: 'max', message: MESSAGES.rangeGap }];
  return [];
}

const NICE_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10_000];

/**
 * Slider marks on round values (issue #18 item 12): the smallest step of 1, 2, 5, 10, 20, 25, 50,
 * 100 … that puts at most `count` marks between min and max, each a multiple of the step
 * (−100, −50, 0, 50, 100, 150, 200 for the decision-type range).
 */
export function roundMarks(range: NumericRange, count = 7): number[] {
  const span = range.max - range.min;
  if (!Number.isFinite(span) || span <= 0) return [];
  const step = NICE_STEPS.find((candidate) => Math.floor(range.max / candidate) - Math.ceil(range.min / candidate) + 1 <= count) ?? span;
  const marks: number[] = [];
  for (let value = Math.ceil(range.min / step) * step; value <= range.max; value += step) marks.push(value === 0 ? 0 : value);
  return marks;
}
