import { MESSAGES } from '../constants/messages';
import { VALUATION_KEYS } from '../constants/valuation';
import type { FieldIssue, NumericRange } from './numeric-range';
import type { ValuationThresholds } from './valuation-grade';

export const THRESHOLD_MESSAGES = {
  descending: 'Each threshold must be lower than the one above it',
  ascending: 'Each threshold must be higher than the one above it',
  outsideRange: 'Thresholds must lie between min and max',
} as const;

export interface ThresholdRules {
  /** Quantitative items may grade lower values better (thresholds rising to Very poor); upsides and returns may not. */
  allowLowerIsBetter?: boolean;
  /** Whole numbers only (the default: upsides, returns and slider values are whole %). */
  integers?: boolean;
}

/**
 * A scale's thresholds: integers (unless `integers: false`), inside the min/max range when one is given, and strictly
 * falling from excellent to v_poor (higher is better) — or, where allowed, strictly rising (lower
 * is better; the direction is read from excellent against v_poor). Issues are reported on
 * `thresholds.<key>`.
 */
export function thresholdIssues(thresholds: ValuationThresholds, range?: NumericRange, rules: ThresholdRules = {}): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const rising = rules.allowLowerIsBetter === true && thresholds.v_poor > thresholds.excellent;
  VALUATION_KEYS.forEach((key, index) => {
    const value = thresholds[key];
    const field = `thresholds.${key}`;
    if (rules.integers === false ? !Number.isFinite(value) : !Number.isInteger(value)) {
      issues.push({ field, message: MESSAGES.valueMustBeInteger });
      return;
    }
    const above = index > 0 ? thresholds[VALUATION_KEYS[index - 1]!] : undefined;
    const comparable = above !== undefined && (rules.integers === false ? Number.isFinite(above) : Number.isInteger(above));
    if (comparable && (rising ? value <= above : value >= above)) {
      issues.push({ field, message: rising ? THRESHOLD_MESSAGES.ascending : THRESHOLD_MESSAGES.descending });
    } else if (range && (value < range.min || value > range.max)) {
      issues.push({ field, message: THRESHOLD_MESSAGES.outsideRange });
    }
  });
  return issues;
}
