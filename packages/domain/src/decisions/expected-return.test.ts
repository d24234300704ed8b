import { describe, expect, it } from 'vitest';
import { DECISION_TYPE_THRESHOLDS, type ThresholdTable } from '../constants/valuation';
import { expectedGrade, expectedOutcome, expectedReturn } from './expected-return';
import { buildProbabilityMatrix, type MatrixCells } from './probability-matrix';

const matrix = (cells: Record<string, number>, table: ThresholdTable = DECISION_TYPE_THRESHOLDS) =>
  buildProbabilityMatrix(table, Object.fromEntries(Object.entries(cells).map(([key, probability]) => [key, { probability }])) as MatrixCells);

// Default representatives: excellent 200, v_good 150, good 75, average 32.5, below_ave 0, poor −22.5, v_poor −65.
describe('expected return and grade on the default decision type', () => {
  it('is the representative of a bucket given 100%', () => {
    expect(expectedReturn(matrix({ good: 100 }))).toBe(75);
    expect(expectedGrade(matrix({ good: 100 }), DECISION_TYPE_THRESHOLDS)).toBe('good');
  });
  it('weights the representatives by probability', () => {
    // 0.5 × 150 + 0.5 × −22.5 = 63.75 → good
    expect(expectedReturn(matrix({ v_good: 50, poor: 50 }))).toBe(63.75);
    // 0.1×200 + 0.2×150 + 0.3×75 + 0.2×32.5 + 0.1×0 + 0.05×−22.5 + 0.05×−65 = 74.625 → good
    const rows = matrix({ excellent: 10, v_good: 20, good: 30, average: 20, below_ave: 10, poor: 5, v_poor: 5 });
    expect(expectedReturn(rows)).toBeCloseTo(74.625, 10);
    expect(expectedGrade(rows, DECISION_TYPE_THRESHOLDS)).toBe('good');
  });
  it('grades a bearish matrix on the lower buckets', () => {
    // 0.2 × 0 + 0.5 × −22.5 + 0.3 × −65 = −30.75 → v_poor (below poor at −30)
    const rows = matrix({ below_ave: 20, poor: 50, v_poor: 30 });
    expect(expectedReturn(rows)).toBeCloseTo(-30.75, 10);
    expect(expectedGrade(rows, DECISION_TYPE_THRESHOLDS)).toBe('v_poor');
  });
  it('uses the zero-width excellent bucket (excellent = max = 200) at its single point', () => {
    expect(expectedReturn(matrix({ excellent: 100 }))).toBe(200);
    expect(expectedGrade(matrix({ excellent: 100 }), DECISION_TYPE_THRESHOLDS)).toBe('excellent');
  });
});

describe('probabilities that do not total 100', () => {
  it('normalises by the total while the matrix is being filled', () => {
    // (40 × 75 + 20 × 32.5) ÷ 60 = 60.8333… → good
    const outcome = expectedOutcome(matrix({ good: 40, average: 20 }), DECISION_TYPE_THRESHOLDS);
    expect(outcome.total).toBe(60);
    expect(outcome.complete).toBe(false);
    expect(outcome.issue).toBe('Probabilities must add up to 100% (now 60%)');
    expect(outcome.expectedReturn).toBeCloseTo(60.8333333, 6);
    expect(outcome.expectedGrade).toBe('good');
  });
  it('gives the same value as the completed matrix with the same proportions', () => {
    expect(expectedReturn(matrix({ good: 20, poor: 10 }))).toBeCloseTo(expectedReturn(matrix({ good: 66.66666666666667, poor: 33.333333333333336 }))!, 10);
  });
  it('normalises totals above 100 too', () => {
    expect(expectedReturn(matrix({ good: 100, average: 100 }))).toBe(53.75);
    expect(expectedOutcome(matrix({ good: 100, average: 100 }), DECISION_TYPE_THRESHOLDS).issue).toBe('Probabilities must add up to 100% (now 200%)');
  });
  it('has no expected return or grade with nothing assigned', () => {
    expect(expectedOutcome(matrix({}), DECISION_TYPE_THRESHOLDS)).toEqual({
      total: 0, complete: false, issue: 'Probabilities must add up to 100% (now 0%)', expectedReturn: null, expectedGrade: null,
    });
    expect(expectedReturn(matrix({ good: 0, poor: 0 }))).toBeNull();
  });
  it('is complete at 100 ± 0.01', () => {
    const outcome = expectedOutcome(matrix({ good: 33.33, average: 33.33, poor: 33.33 }), DECISION_TYPE_THRESHOLDS);
    expect(outcome.complete).toBe(true);
    expect(outcome.issue).toBeNull();
  });
});

describe('extreme thresholds', () => {
  // A tight short-term type: every threshold packed into 0..30 of a −100..200 range.
  const tight: ThresholdTable = { excellent: 30, v_good: 25, good: 20, average: 15, below_ave: 10, poor: 5, v_poor: 0, min: -100, max: 200 };
  it('stretches the end buckets to the range ends', () => {
    expect(expectedReturn(matrix({ excellent: 100 }, tight))).toBe(115);
    expect(expectedReturn(matrix({ v_poor: 100 }, tight))).toBe(-47.5);
    expect(expectedReturn(matrix({ average: 100 }, tight))).toBe(17.5);
  });
  it('maps a split between the ends to the bucket its mean lands in', () => {
    // (115 − 47.5) ÷ 2 = 33.75 → excellent (≥ 30)
    expect(expectedGrade(matrix({ excellent: 50, v_poor: 50 }, tight), tight)).toBe('excellent');
  });
  it('works on the widest table the rules allow', () => {
    const wide: ThresholdTable = { excellent: 999_999, v_good: 1000, good: 100, average: 0, below_ave: -10, poor: -50, v_poor: -999_999, min: -1_000_000, max: 1_000_000 };
    expect(expectedReturn(matrix({ excellent: 100 }, wide))).toBe(999_999.5);
    expect(expectedReturn(matrix({ v_poor: 100 }, wide))).toBe(-500_025);
    expect(expectedGrade(matrix({ excellent: 1, v_poor: 99 }, wide), wide)).toBe('v_poor');
  });
});
