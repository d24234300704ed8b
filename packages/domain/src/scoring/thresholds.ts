import { MESSAGES } from '../constants/messages';
import { VALUATION_KEYS } from '../constants/valuation';
import type { FieldIssue, NumericRange } from './numeric-range';
import type { ValuationThresholds } from './valuation-grade';

export const THRESHOLD_MESSAGES = {
  descending: 'Each threshold must be lower than the one above it',
  outsideRange: 'Thresholds must lie between min and max',
} as const;

/**
 * A process item's valuation thresholds: integers, strictly decreasing from excellent to v_poor,
 * and inside the item's min/max range when one is given. Issues are reported on
 * `thresholds.<key>`.
 */
export function thresholdIssues(thresholds: ValuationThresholds, range?: NumericRange): FieldIssue[] {
  const issues: FieldIssue[] = [];
  VALUATION_KEYS.forEach((key, index) => {
    const value = thresholds[key];
    const field = `thresholds.${key}`;
    if (!Number.isInteger(value)) {
      issues.push({ field, message: MESSAGES.valueMustBeInteger });
      return;
    }
    const above = index > 0 ? thresholds[VALUATION_KEYS[index - 1]!] : undefined;
    if (above !== undefined && Number.isInteger(above) && value >= above) {
      issues.push({ field, message: THRESHOLD_MESSAGES.descending });
    } else if (range && (value < range.min || value > range.max)) {
      issues.push({ field, message: THRESHOLD_MESSAGES.outsideRange });
    }
  });
  return issues;
}
