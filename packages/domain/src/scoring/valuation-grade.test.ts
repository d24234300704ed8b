import { describe, expect, it } from 'vitest';
import { DECISION_TYPE_THRESHOLDS, PROCESS_ITEM_THRESHOLDS } from '../constants/valuation';
import { toGradeThresholds, toValuationThresholds, valuationGrade } from './valuation-grade';

describe('valuation grade with the process-item table (200/100/50/25/-20/-33/-50)', () => {
  const table = PROCESS_ITEM_THRESHOLDS;
  it('gives each threshold its own grade when the value sits exactly on it', () => {
    expect(valuationGrade(200, table)).toBe('excellent');
    expect(valuationGrade(100, table)).toBe('v_good');
    expect(valuationGrade(50, table)).toBe('good');
    expect(valuationGrade(25, table)).toBe('average');
    expect(valuationGrade(-20, table)).toBe('below_ave');
    expect(valuationGrade(-33, table)).toBe('poor');
    expect(valuationGrade(-50, table)).toBe('v_poor');
  });
  it('gives a value just under a threshold the next grade down', () => {
    expect(valuationGrade(199.99, table)).toBe('v_good');
    expect(valuationGrade(99.9, table)).toBe('good');
    expect(valuationGrade(49, table)).toBe('average');
    expect(valuationGrade(24.99, table)).toBe('below_ave');
    expect(valuationGrade(0, table)).toBe('below_ave');
    expect(valuationGrade(-20.01, table)).toBe('poor');
    expect(valuationGrade(-33.01, table)).toBe('v_poor');
  });
  it('keeps v_poor under poor, even below the v_poor mark, and excellent above the top', () => {
    expect(valuationGrade(-60, table)).toBe('v_poor');
    expect(valuationGrade(-100, table)).toBe('v_poor');
    expect(valuationGrade(950, table)).toBe('excellent');
  });
  it('is unscored without a finite value', () => {
    expect(valuationGrade(null, table)).toBeNull();
    expect(valuationGrade(undefined, table)).toBeNull();
    expect(valuationGrade(Number.NaN, table)).toBeNull();
  });
});

describe('valuation grade with the decision-type table (200/100/50/15/-15/-30/-40)', () => {
  const table = DECISION_TYPE_THRESHOLDS;
  it('grades exactly on and just under each threshold', () => {
    expect(valuationGrade(200, table)).toBe('excellent');
    expect(valuationGrade(100, table)).toBe('v_good');
    expect(valuationGrade(50, table)).toBe('good');
    expect(valuationGrade(15, table)).toBe('average');
    expect(valuationGrade(14.9, table)).toBe('below_ave');
    expect(valuationGrade(-15, table)).toBe('below_ave');
    expect(valuationGrade(-15.1, table)).toBe('poor');
    expect(valuationGrade(-30, table)).toBe('poor');
    expect(valuationGrade(-30.1, table)).toBe('v_poor');
    expect(valuationGrade(-40, table)).toBe('v_poor');
    expect(valuationGrade(-100, table)).toBe('v_poor');
  });
  it('differs from the process-item table in the middle band', () => {
    expect(valuationGrade(20, DECISION_TYPE_THRESHOLDS)).toBe('average');
    expect(valuationGrade(20, PROCESS_ITEM_THRESHOLDS)).toBe('below_ave');
  });
});

describe('item thresholds keyed below_average', () => {
  it('convert both ways and grade the same', () => {
    const item = toValuationThresholds(PROCESS_ITEM_THRESHOLDS);
    expect(item).toEqual({ excellent: 200, v_good: 100, good: 50, average: 25, below_average: -20, poor: -33, v_poor: -50 });
    expect(toGradeThresholds(item)).toEqual({ excellent: 200, v_good: 100, good: 50, average: 25, below_ave: -20, poor: -33, v_poor: -50 });
    expect(valuationGrade(-20, item)).toBe('below_ave');
    expect(valuationGrade(-21, item)).toBe('poor');
  });
});
