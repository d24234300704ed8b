import { describe, expect, it } from 'vitest';
import { DECISION_TYPE_THRESHOLDS, type ThresholdTable } from '../constants/valuation';
import { expectedGrade, expectedOutcome, expectedReturn } from './expected-return';
import { buildProbabilityMatrix, type MatrixCells } from './probability-matrix';

const matrix = (cells: Record<string, number>, table: ThresholdTable = DECISION_TYPE_THRESHOLDS) =>
  buildProbabilityMatrix(table, Object.fromEntries(Object.entries(cells).map(([key, probability]) => [key, { probability }])) as MatrixCells);

// Default representatives: excellent 150, v_good 75, good 32.5, average 0, below_ave −22.5, poor −35, v_poor −70.
describe('expected return and grade on the default decision type', () => {
  it('is the representative of a bucket given 100%', () => {
    expect(expectedReturn(matrix({ good: 100 }))).toBe(32.5);
    expect(expectedGrade(matrix({ good: 100 }), DECISION_TYPE_THRESHOLDS)).toBe('good');
    expect(expectedReturn(matrix({ average: 100 }))).toBe(0);
    expect(expectedGrade(matrix({ average: 100 }), DECISION_TYPE_THRESHOLDS)).toBe('average');
  });
  it('weights the representatives by probability', () => {
    // 0.5 × 75 + 0.5 × −35 = 20 → good (above 15)
    expect(expectedReturn(matrix({ v_good: 50, poor: 50 }))).toBe(20);
    // 0.1×150 + 0.2×75 + 0.3×32.5 + 0.2×0 + 0.1×−22.5 + 0.05×−35 + 0.05×−70 = 32.25 → good
    const rows = matrix({ excellent: 10, v_good: 20, good: 30, average: 20, below_ave: 10, poor: 5, v_poor: 5 });
    expect(expectedReturn(rows)).toBeCloseTo(32.25, 10);
    expect(expectedGrade(rows, DECISION_TYPE_THRESHOLDS)).toBe('good');
  });
  it('grades a bearish matrix on the lower buckets', () => {
    // 0.2 × −22.5 + 0.5 × −35 + 0.3 × −70 = −43 → v_poor (at or below −40)
    const rows = matrix({ below_ave: 20, poor: 50, v_poor: 30 });
    expect(expectedReturn(rows)).toBeCloseTo(-43, 10);
    expect(expectedGrade(rows, DECISION_TYPE_THRESHOLDS)).toBe('v_poor');
  });
  it('represents Excellent by the middle of (100, 200]', () => {
    expect(expectedReturn(matrix({ excellent: 100 }))).toBe(150);
    expect(expectedGrade(matrix({ excellent: 100 }), DECISION_TYPE_THRESHOLDS)).toBe('excellent');
  });
});

describe('probabilities that do not total 100', () => {
  it('normalises by the total while the matrix is being filled', () => {
    // (40 × 32.5 + 20 × 0) ÷ 60 = 21.666… → good
    const outcome = expectedOutcome(matrix({ good: 40, average: 20 }), DECISION_TYPE_THRESHOLDS);
    expect(outcome.total).toBe(60);
    expect(outcome.complete).toBe(false);
    expect(outcome.issue).toBe('Probabilities must add up to 100% (now 60%)');
    expect(outcome.expectedReturn).toBeCloseTo(21.6666667, 6);
    expect(outcome.expectedGrade).toBe('good');
  });
  it('gives the same value as the completed matrix with the same proportions', () => {
    expect(expectedReturn(matrix({ good: 20, poor: 10 }))).toBeCloseTo(expectedReturn(matrix({ good: 66.66666666666667, poor: 33.333333333333336 }))!, 10);
  });
  it('normalises totals above 100 too', () => {
    expect(expectedReturn(matrix({ good: 100, average: 100 }))).toBe(16.25);
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
    // excellent (25, 200] → 112.5; v_poor [−100, 0] → −50; average (10, 15] → 12.5
    expect(expectedReturn(matrix({ excellent: 100 }, tight))).toBe(112.5);
    expect(expectedReturn(matrix({ v_poor: 100 }, tight))).toBe(-50);
    expect(expectedReturn(matrix({ average: 100 }, tight))).toBe(12.5);
  });
  it('maps a split between the ends to the bucket its mean lands in', () => {
    // (112.5 − 50) ÷ 2 = 31.25 → excellent (above 25)
    expect(expectedGrade(matrix({ excellent: 50, v_poor: 50 }, tight), tight)).toBe('excellent');
  });
  it('works on the widest table the rules allow', () => {
    const wide: ThresholdTable = { excellent: 10_000, v_good: 1000, good: 100, average: 0, below_ave: -10, poor: -50, v_poor: -99, min: -100, max: 10_000 };
    expect(expectedReturn(matrix({ excellent: 100 }, wide))).toBe(5500);
    expect(expectedReturn(matrix({ v_poor: 100 }, wide))).toBe(-99.5);
    expect(expectedGrade(matrix({ excellent: 1, v_poor: 99 }, wide), wide)).toBe('below_ave');
  });
});
