import { describe, expect, it } from 'vitest';
import { DECISION_TYPE_THRESHOLDS, type ThresholdTable } from '../constants/valuation';
import { valuationGrade } from '../scoring/valuation-grade';
import { isOutcomeKey, outcomeBuckets, outcomeOf } from './outcome-buckets';

const edges = (table: ThresholdTable) => outcomeBuckets(table).map((b) => [b.key, b.lower, b.upper, b.representative]);

describe('outcome buckets cut from the default decision type (−100 to 200)', () => {
  it('gives seven buckets, best first, with midpoint representatives', () => {
    expect(edges(DECISION_TYPE_THRESHOLDS)).toEqual([
      ['excellent', 200, 200, 200],
      ['v_good', 100, 200, 150],
      ['good', 50, 100, 75],
      ['average', 15, 50, 32.5],
      ['below_ave', -15, 15, 0],
      ['poor', -30, -15, -22.5],
      ['v_poor', -100, -30, -65],
    ]);
  });
  it('tiles the range without gaps or overlaps', () => {
    const buckets = outcomeBuckets(DECISION_TYPE_THRESHOLDS);
    for (let i = 1; i < buckets.length; i += 1) expect(buckets[i]!.upper).toBe(buckets[i - 1]!.lower);
    expect(buckets[0]!.upper).toBe(DECISION_TYPE_THRESHOLDS.max);
    expect(buckets.at(-1)!.lower).toBe(DECISION_TYPE_THRESHOLDS.min);
    expect(buckets.map((b) => b.upperIncluded)).toEqual([true, false, false, false, false, false, false]);
  });
  it('labels buckets with the scale labels', () => {
    expect(outcomeBuckets(DECISION_TYPE_THRESHOLDS).map((b) => b.label)).toEqual(['Excellent', 'Very good', 'Good', 'Average', 'Below average', 'Poor', 'Very poor']);
  });
});

describe('the bucket of a return', () => {
  it('puts a return on a threshold in the better bucket', () => {
    const cases: [number, string][] = [
      [200, 'excellent'], [199.99, 'v_good'], [100, 'v_good'], [99.9, 'good'], [50, 'good'], [15, 'average'],
      [14.99, 'below_ave'], [-15, 'below_ave'], [-15.01, 'poor'], [-30, 'poor'], [-30.01, 'v_poor'],
    ];
    for (const [value, key] of cases) expect(outcomeOf(value, DECISION_TYPE_THRESHOLDS), String(value)).toBe(key);
  });
  it('counts everything under poor as very poor — the v_poor threshold cuts no bucket', () => {
    expect(outcomeOf(-35, DECISION_TYPE_THRESHOLDS)).toBe('v_poor');
    expect(outcomeOf(-40, DECISION_TYPE_THRESHOLDS)).toBe('v_poor');
    expect(outcomeOf(-80, DECISION_TYPE_THRESHOLDS)).toBe('v_poor');
  });
  it('puts returns beyond the range in the end buckets', () => {
    expect(outcomeOf(900, DECISION_TYPE_THRESHOLDS)).toBe('excellent');
    expect(outcomeOf(-150, DECISION_TYPE_THRESHOLDS)).toBe('v_poor');
  });
  it('has no bucket for a missing return', () => {
    expect(outcomeOf(null, DECISION_TYPE_THRESHOLDS)).toBeNull();
    expect(outcomeOf(Number.NaN, DECISION_TYPE_THRESHOLDS)).toBeNull();
  });
  it('agrees with the bucket edges and with valuationGrade everywhere', () => {
    const buckets = outcomeBuckets(DECISION_TYPE_THRESHOLDS);
    for (let value = -100; value <= 200; value += 0.5) {
      const inside = buckets.find((b) => value >= b.lower && (value < b.upper || (b.upperIncluded && value <= b.upper)));
      expect(outcomeOf(value, DECISION_TYPE_THRESHOLDS)).toBe(inside!.key);
      expect(outcomeOf(value, DECISION_TYPE_THRESHOLDS)).toBe(valuationGrade(value, DECISION_TYPE_THRESHOLDS));
    }
  });
});

describe('extreme and zero-width tables', () => {
  it('gives a zero-width v_poor bucket when poor sits on min', () => {
    const table = { excellent: 150, v_good: 100, good: 50, average: 0, below_ave: -50, poor: -100, v_poor: -100, min: -100, max: 200 };
    expect(edges(table)[0]).toEqual(['excellent', 150, 200, 175]);
    expect(edges(table).at(-1)).toEqual(['v_poor', -100, -100, -100]);
    expect(outcomeOf(-100, table)).toBe('poor');
  });
  it('clamps a table whose thresholds stray outside the range (never stored: validation refuses it)', () => {
    const table = { ...DECISION_TYPE_THRESHOLDS, excellent: 300, v_good: 250 };
    expect(edges(table).slice(0, 3)).toEqual([
      ['excellent', 200, 200, 200],
      ['v_good', 200, 200, 200],
      ['good', 50, 200, 125],
    ]);
  });
  it('handles tied thresholds as empty buckets', () => {
    const table = { ...DECISION_TYPE_THRESHOLDS, good: 100 };
    expect(edges(table)[2]).toEqual(['good', 100, 100, 100]);
    expect(outcomeOf(100, table)).toBe('v_good');
  });
  it('recognises outcome keys', () => {
    expect(isOutcomeKey('below_ave')).toBe(true);
    expect(isOutcomeKey('below_average')).toBe(false);
  });
});

describe('binary noise', () => {
  it('treats a computed 14.999999999999991 as the 15 threshold', () => {
    expect(outcomeOf(14.999999999999991, DECISION_TYPE_THRESHOLDS)).toBe('average');
    expect(outcomeOf(-15.000000000000002, DECISION_TYPE_THRESHOLDS)).toBe('below_ave');
    expect(outcomeOf(14.99999, DECISION_TYPE_THRESHOLDS)).toBe('below_ave');
  });
});
