import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../constants/messages';
import { DECISION_TYPE_THRESHOLDS, PROCESS_ITEM_THRESHOLDS } from '../constants/valuation';
import { THRESHOLD_MESSAGES, thresholdIssues } from './thresholds';
import { toValuationThresholds } from './valuation-grade';

const defaults = toValuationThresholds(PROCESS_ITEM_THRESHOLDS);

describe('valuation thresholds of a process item', () => {
  it('accepts both default tables inside their ranges', () => {
    expect(thresholdIssues(defaults, { min: -66, max: 200 })).toEqual([]);
    expect(thresholdIssues(toValuationThresholds(DECISION_TYPE_THRESHOLDS), { min: -100, max: 200 })).toEqual([]);
  });
  it('wants them strictly decreasing', () => {
    expect(thresholdIssues({ ...defaults, good: 100 })).toEqual([{ field: 'thresholds.good', message: THRESHOLD_MESSAGES.descending }]);
  });
  it('wants them inside min and max', () => {
    expect(thresholdIssues(defaults, { min: -40, max: 200 })).toEqual([{ field: 'thresholds.v_poor', message: THRESHOLD_MESSAGES.outsideRange }]);
  });
  it('wants integers', () => {
    expect(thresholdIssues({ ...defaults, average: 24.5 })).toEqual([{ field: 'thresholds.average', message: MESSAGES.valueMustBeInteger }]);
  });
});
