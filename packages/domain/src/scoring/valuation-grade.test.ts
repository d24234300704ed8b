import { describe, expect, it } from 'vitest';
import { DECISION_TYPE_THRESHOLDS, PROCESS_ITEM_THRESHOLDS } from '../constants/valuation';
import { toGradeThresholds, toValuationThresholds, valuationGrade } from './valuation-grade';

describe('valuation grade with the process-item table (200/100/50/25/-20/-33/-50)', () => {
  const table = PROCESS_ITEM_THRESHOLDS;
  it('gives each threshold its own grade when the upside sits exactly on it', () => {
    expect(valuationGrade(100, table)).toBe('v_good');
    expect(valuationGrade(50, table)).toBe('good');
    expect(valuationGrade(25, table)).toBe('average');
    expect(valuationGrade(-20, table)).toBe('below_ave');
    expect(valuationGrade(-33, table)).toBe('poor');
    expect(valuationGrade(-50, table)).toBe('v_poor');
  });
  it('gives an upside just above a threshold the next grade up', () => {
    expect(valuationGrade(100.1, table)).toBe('excellent');
    expect(valuationGrade(50.1, table)).toBe('v_good');
    expect(valuationGrade(25.1, table)).toBe('good');
    expect(valuationGrade(-19.9, table)).toBe('average');
    expect(valuationGrade(-32.9, table)).toBe('below_ave');
    expect(valuationGrade(-49.9, table)).toBe('poor');
  });
  it('grades 0 % Average, −35.3 % Poor and everything past the ends at the ends', () => {
    expect(valuationGrade(0, table)).toBe('average');
    expect(valuationGrade(-35.3, table)).toBe('poor');
    expect(valuationGrade(-100, table)).toBe('v_poor');
    expect(valuationGrade(200, table)).toBe('excellent');
    expect(valuationGrade(950, table)).toBe('excellent');
  });
  it('grades the upside as it is shown, to one decimal (issue #18 item 11)', () => {
    expect(valuationGrade(100.04, table)).toBe('v_good'); // shown "+100.0 %"
    expect(valuationGrade(100.05, table)).toBe('excellent'); // shown "+100.1 %"
    expect(valuationGrade(-50.04, table)).toBe('v_poor'); // shown "−50.0 %"
    expect(valuationGrade(-49.96, table)).toBe('v_poor'); // shown "−50.0 %"
  });
  it('is unscored without a finite value', () => {
    expect(valuationGrade(null, table)).toBeNull();
    expect(valuationGrade(undefined, table)).toBeNull();
    expect(valuationGrade(Number.NaN, table)).toBeNull();
  });
});

describe('valuation grade with the decision-type table (200/100/50/15/-15/-30/-40)', () => {
  const table = DECISION_TYPE_THRESHOLDS;
  it('grades exactly on and just above each threshold', () => {
    expect(valuationGrade(100, table)).toBe('v_good');
    expect(valuationGrade(100.1, table)).toBe('excellent');
    expect(valuationGrade(50, table)).toBe('good');
    expect(valuationGrade(15, table)).toBe('average');
    expect(valuationGrade(15.1, table)).toBe('good');
    expect(valuationGrade(-15, table)).toBe('below_ave');
    expect(valuationGrade(-14.9, table)).toBe('average');
    expect(valuationGrade(-30, table)).toBe('poor');
    expect(valuationGrade(-30.1, table)).toBe('poor');
    expect(valuationGrade(-40, table)).toBe('v_poor');
    expect(valuationGrade(-39.9, table)).toBe('poor');
    expect(valuationGrade(-100, table)).toBe('v_poor');
  });
  it('differs from the process-item table in the middle band', () => {
    expect(valuationGrade(20, DECISION_TYPE_THRESHOLDS)).toBe('good');
    expect(valuationGrade(20, PROCESS_ITEM_THRESHOLDS)).toBe('average');
  });
});

describe('item thresholds keyed below_average', () => {
  it('convert both ways and grade the same', () => {
    const item = toValuationThresholds(PROCESS_ITEM_THRESHOLDS);
    expect(item).toEqual({ excellent: 200, v_good: 100, good: 50, average: 25, below_average: -20, poor: -33, v_poor: -50 });
    expect(toGradeThresholds(item)).toEqual({ excellent: 200, v_good: 100, good: 50, average: 25, below_ave: -20, poor: -33, v_poor: -50 });
    expect(valuationGrade(-20, item)).toBe('below_ave');
    expect(valuationGrade(-19, item)).toBe('average');
  });
});
