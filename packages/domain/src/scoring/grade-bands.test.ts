import { describe, expect, it } from 'vitest';
import { DECISION_TYPE_THRESHOLDS, PROCESS_ITEM_THRESHOLDS } from '../constants/valuation';
import { bandLimitLabel, bandRangeLabel, gradeBands, gradeFromThresholds, percentAsShown, reverseThresholds, scaleDirection, spreadThresholds, thresholdInputLabel } from './grade-bands';
import { toGradeThresholds } from './valuation-grade';

const ITEM = toGradeThresholds(PROCESS_ITEM_THRESHOLDS);
const DECISION = toGradeThresholds(DECISION_TYPE_THRESHOLDS);
/** Debt ÷ EBITDA: lower is better. */
const LEVERAGE = { excellent: 0.5, v_good: 1, good: 1.5, average: 2, below_ave: 3, poor: 4, v_poor: 5 };
const pct = (value: number) => `${value} %`;

describe('one grading rule: each grade runs up to and including its threshold', () => {
  it('grades every boundary of the process-item table (200/100/50/25/−20/−33/−50)', () => {
    const cases: [number, string][] = [
      [-80, 'v_poor'], [-50, 'v_poor'], [-49.9, 'poor'], [-35.3, 'poor'], [-33, 'poor'], [-32.9, 'below_ave'], [-20, 'below_ave'],
      [-19.9, 'average'], [0, 'average'], [25, 'average'], [25.1, 'good'], [50, 'good'], [50.1, 'v_good'], [100, 'v_good'],
      [100.1, 'excellent'], [200, 'excellent'], [950, 'excellent'],
    ];
    for (const [value, grade] of cases) expect(gradeFromThresholds(value, ITEM), String(value)).toBe(grade);
  });
  it('lets the Very poor threshold move a boundary', () => {
    expect(gradeFromThresholds(-45, ITEM)).toBe('poor');
    expect(gradeFromThresholds(-45, { ...ITEM, v_poor: -40 })).toBe('v_poor');
  });
  it('grades every boundary of the decision-type table (Average is ±15 around 0)', () => {
    const cases: [number, string][] = [
      [-40, 'v_poor'], [-39.9, 'poor'], [-30, 'poor'], [-29.9, 'below_ave'], [-15, 'below_ave'], [-14.9, 'average'], [0, 'average'],
      [15, 'average'], [15.1, 'good'], [50, 'good'], [100, 'v_good'], [100.1, 'excellent'],
    ];
    for (const [value, grade] of cases) expect(gradeFromThresholds(value, DECISION), String(value)).toBe(grade);
  });
  it('mirrors the rule when lower values are better', () => {
    expect(scaleDirection(LEVERAGE)).toBe('lower');
    const cases: [number, string][] = [
      [0.2, 'excellent'], [0.99, 'excellent'], [1, 'v_good'], [1.49, 'v_good'], [1.5, 'good'], [2, 'average'], [3, 'below_ave'],
      [4, 'poor'], [4.99, 'poor'], [5, 'v_poor'], [9, 'v_poor'],
    ];
    for (const [value, grade] of cases) expect(gradeFromThresholds(value, LEVERAGE), String(value)).toBe(grade);
  });
  it('is unscored without a finite number', () => {
    expect(gradeFromThresholds(null, ITEM)).toBeNull();
    expect(gradeFromThresholds(Number.NaN, ITEM)).toBeNull();
  });
  it('rounds a computed percentage as it is shown: one decimal, halves away from zero', () => {
    expect(percentAsShown(100.04)).toBe(100);
    expect(percentAsShown(100.05)).toBe(100.1);
    expect(percentAsShown(-33.05)).toBe(-33.1);
  });
});

describe('bands and their labels, from the same rule', () => {
  it('describes the process-item bands best first', () => {
    const bands = gradeBands(ITEM);
    expect(bands.map((band) => [band.grade, bandRangeLabel(band, pct)])).toEqual([
      ['excellent', 'above 100 %'],
      ['v_good', 'above 50 % up to 100 %'],
      ['good', 'above 25 % up to 50 %'],
      ['average', 'above -20 % up to 25 %'],
      ['below_ave', 'above -33 % up to -20 %'],
      ['poor', 'above -50 % up to -33 %'],
      ['v_poor', '-50 % or lower'],
    ]);
    expect(bands.map((band) => bandLimitLabel(band, pct))).toEqual(['> 100 %', '≤ 100 %', '≤ 50 %', '≤ 25 %', '≤ -20 %', '≤ -33 %', '≤ -50 %']);
  });
  it('describes lower-is-better bands', () => {
    const bands = gradeBands(LEVERAGE);
    expect(bands.map((band) => bandRangeLabel(band))).toEqual(['under 1', 'from 1 to under 1.5', 'from 1.5 to under 2', 'from 2 to under 3', 'from 3 to under 4', 'from 4 to under 5', '5 or more']);
    expect(bands.map((band) => bandLimitLabel(band))).toEqual(['< 1', '≥ 1', '≥ 1.5', '≥ 2', '≥ 3', '≥ 4', '≥ 5']);
  });
  it('agrees with the grade of every value in every band', () => {
    for (const table of [ITEM, DECISION, LEVERAGE]) {
      const bands = gradeBands(table);
      for (let value = -120; value <= 260; value += 0.1) {
        const rounded = Math.round(value * 10) / 10;
        const inside = bands.find(
          (band) =>
            (band.lower === null || rounded > band.lower || (band.lowerIncluded && rounded === band.lower)) &&
            (band.upper === null || rounded < band.upper || (band.upperIncluded && rounded === band.upper)),
        );
        expect(gradeFromThresholds(rounded, table), String(rounded)).toBe(inside?.grade);
      }
    }
  });
});

describe('threshold inputs', () => {
  it('labels each input by the rule and direction', () => {
    expect(thresholdInputLabel('v_good', 'Very good', 'higher')).toBe('Very good up to');
    expect(thresholdInputLabel('v_good', 'Very good', 'lower')).toBe('Very good from');
    expect(thresholdInputLabel('excellent', 'Excellent', 'higher')).toBe('Excellent: top of the scale');
  });
  it('reverses thresholds for the other direction, and spreads them over a range', () => {
    expect(reverseThresholds(ITEM)).toEqual({ excellent: -50, v_good: -33, good: -20, average: 25, below_ave: 50, poor: 100, v_poor: 200 });
    expect(spreadThresholds(0, 70)).toEqual({ excellent: 70, v_good: 60, good: 50, average: 40, below_ave: 30, poor: 20, v_poor: 10 });
    expect(spreadThresholds(0, 7, 'lower')).toEqual({ excellent: 1, v_good: 2, good: 3, average: 4, below_ave: 5, poor: 6, v_poor: 7 });
    expect(spreadThresholds(0, 1)).toMatchObject({ v_poor: 0.1, excellent: 1 });
  });
});
