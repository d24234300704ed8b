import { PROCESS_ITEM_THRESHOLDS, SLIDER_MARK_PERCENTS, toValuationThresholds } from '@thesis/domain';
import { describe, expect, it } from 'vitest';
import { percentToValue, valuationMarks, valueToPercent } from './valuation-scale';

const thresholds = toValuationThresholds(PROCESS_ITEM_THRESHOLDS);
const range = { min: PROCESS_ITEM_THRESHOLDS.min, max: PROCESS_ITEM_THRESHOLDS.max };

describe('valuation slider marks (spec §9: 8.25, 19.5, 33, 50, 66.7, 80.7, 92 % of the range)', () => {
  it('puts the seven thresholds, worst first, at the fixed percentages', () => {
    const marks = valuationMarks(thresholds);
    expect(marks.map((mark) => mark.percent)).toEqual([8.25, 19.5, 33, 50, 66.7, 80.7, 92]);
    expect(marks.map((mark) => mark.percent)).toEqual([...SLIDER_MARK_PERCENTS]);
    expect(marks.map((mark) => mark.grade)).toEqual([
      'v_poor',
      'poor',
      'below_ave',
      'average',
      'good',
      'v_good',
      'excellent',
    ]);
    expect(marks.map((mark) => mark.value)).toEqual([-50, -33, -20, 25, 50, 100, 200]);
    expect(marks.map((mark) => mark.label)).toEqual([
      'Very poor',
      'Poor',
      'Below average',
      'Average',
      'Good',
      'Very good',
      'Excellent',
    ]);
  });

  it('keeps the positions whatever the thresholds are', () => {
    const custom = { excellent: 90, v_good: 60, good: 40, average: 10, below_average: 0, poor: -10, v_poor: -30 };
    expect(valuationMarks(custom).map((mark) => mark.percent)).toEqual([...SLIDER_MARK_PERCENTS]);
  });

  it('maps each mark position to its threshold and back', () => {
    for (const mark of valuationMarks(thresholds)) {
      expect(percentToValue(mark.percent, range, thresholds)).toBeCloseTo(mark.value, 6);
    }
    expect(valueToPercent(25, range, thresholds)).toBeCloseTo(50, 6);
    expect(valueToPercent(-50, range, thresholds)).toBeCloseTo(8.25, 6);
  });

  it('runs from min at 0 % to max at 100 %', () => {
    expect(percentToValue(0, range, thresholds)).toBe(-66);
    expect(percentToValue(100, range, thresholds)).toBe(200);
    expect(valueToPercent(-66, range, thresholds)).toBe(0);
  });

  it('is linear between two marks', () => {
    // Halfway between average (50 %, 25) and good (66.7 %, 50).
    expect(percentToValue((50 + 66.7) / 2, range, thresholds)).toBeCloseTo(37.5, 6);
    expect(valueToPercent(37.5, range, thresholds)).toBeCloseTo(58.35, 6);
  });

  it('puts values outside the range at the ends of the track', () => {
    expect(valueToPercent(-500, range, thresholds)).toBe(0);
    expect(valueToPercent(900, range, thresholds)).toBe(100);
    expect(percentToValue(-5, range, thresholds)).toBe(-66);
    expect(percentToValue(120, range, thresholds)).toBe(200);
  });

  it('does not divide by zero when a threshold equals max (excellent at 200 = max)', () => {
    expect(percentToValue(96, range, thresholds)).toBe(200);
    expect(Number.isFinite(valueToPercent(200, range, thresholds))).toBe(true);
  });
});
