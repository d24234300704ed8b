import { describe, expect, it } from 'vitest';
import { DECISION_TYPE_THRESHOLDS } from '../constants/valuation';
import { realisedOutcome, realisedReturn } from './realised-return';

describe('realised return (latest ÷ price at decision − 1) × 100', () => {
  it('computes gains and losses', () => {
    expect(realisedReturn(10, 15)).toBeCloseTo(50, 10);
    expect(realisedReturn(20, 15)).toBeCloseTo(-25, 10);
    expect(realisedReturn(10, 10)).toBe(0);
    expect(realisedReturn(10, 0)).toBe(-100);
  });
  it("lands exactly on a threshold despite binary arithmetic", () => {
    expect(realisedReturn(10, 11.5)).toBe(15); // raw (1.15 − 1) × 100 is 14.999…
    expect(realisedOutcome(10, 11.5, DECISION_TYPE_THRESHOLDS)).toBe('average');
    expect(realisedReturn(3, 2.55)).toBe(-15);
    expect(realisedOutcome(3, 2.55, DECISION_TYPE_THRESHOLDS)).toBe('below_ave');
  });
  it('has no value without two usable prices', () => {
    expect(realisedReturn(null, 10)).toBeNull();
    expect(realisedReturn(10, undefined)).toBeNull();
    expect(realisedReturn(0, 10)).toBeNull();
    expect(realisedReturn(-5, 10)).toBeNull();
    expect(realisedReturn(10, -1)).toBeNull();
    expect(realisedReturn(10, Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('realised bucket', () => {
  it('places the realised return on the trade type scale', () => {
    expect(realisedOutcome(10, 15, DECISION_TYPE_THRESHOLDS)).toBe('good'); // +50 on the threshold
    expect(realisedOutcome(10, 30, DECISION_TYPE_THRESHOLDS)).toBe('excellent'); // +200
    expect(realisedOutcome(10, 8.4, DECISION_TYPE_THRESHOLDS)).toBe('below_ave'); // −16: above −30, up to −15
    expect(realisedOutcome(10, 6.5, DECISION_TYPE_THRESHOLDS)).toBe('poor'); // −35
    expect(realisedOutcome(10, 9, DECISION_TYPE_THRESHOLDS)).toBe('average'); // −10
    expect(realisedOutcome(10, 2, DECISION_TYPE_THRESHOLDS)).toBe('v_poor'); // −80
  });
  it('is unknown without prices', () => {
    expect(realisedOutcome(null, 10, DECISION_TYPE_THRESHOLDS)).toBeNull();
  });
});
