import { describe, expect, it } from 'vitest';
import { DECISION_TYPE_THRESHOLDS, type ThresholdTable } from '../constants/valuation';
import { valuationGrade } from '../scoring/valuation-grade';
import { isOutcomeKey, outcomeBucketLabel, outcomeBuckets, outcomeOf } from './outcome-buckets';

const edges = (table: ThresholdTable) => outcomeBuckets(table).map((b) => [b.key, b.lower, b.upper, b.representative]);

describe('outcome buckets cut from the default decision type (−100 to 200)', () => {
  it('gives seven buckets, best first, each up to its own threshold, with midpoint representatives', () => {
    expect(edges(DECISION_TYPE_THRESHOLDS)).toEqual([
      ['excellent', 100, 200, 150],
      ['v_good', 50, 100, 75],
      ['good', 15, 50, 32.5],
      ['average', -15, 15, 0],
      ['below_ave', -30, -15, -22.5],
      ['poor', -40, -30, -35],
      ['v_poor', -100, -40, -70],
    ]);
  });
  it('tiles the range without gaps or overlaps', () => {
    const buckets = outcomeBuckets(DECISION_TYPE_THRESHOLDS);
    for (let i = 1; i < buckets.length; i += 1) expect(buckets[i]!.upper).toBe(buckets[i - 1]!.lower);
    expect(buckets[0]!.upper).toBe(DECISION_TYPE_THRESHOLDS.max);
    expect(buckets.at(-1)!.lower).toBe(DECISION_TYPE_THRESHOLDS.min);
    expect(buckets.map((b) => b.upperIncluded)).toEqual([true, true, true, true, true, true, true]);
    expect(buckets.map((b) => b.lowerIncluded)).toEqual([false, false, false, false, false, false, true]);
  });
  it('labels buckets with the scale labels and their returns in words', () => {
    const buckets = outcomeBuckets(DECISION_TYPE_THRESHOLDS);
    expect(buckets.map((b) => b.label)).toEqual(['Excellent', 'Very good', 'Good', 'Average', 'Below average', 'Poor', 'Very poor']);
    expect(buckets.map((b) => outcomeBucketLabel(b, (value) => `${value}%`))).toEqual([
      'above 100%', 'above 50% up to 100%', 'above 15% up to 50%', 'above -15% up to 15%', 'above -30% up to -15%', 'above -40% up to -30%', '-40% or lower',
    ]);
  });
});

describe('the bucket of a return', () => {
  it('puts a return on a threshold in that threshold\'s bucket', () => {
    const cases: [number, string][] = [
      [200, 'excellent'], [100.1, 'excellent'], [100, 'v_good'], [50.1, 'v_good'], [50, 'good'], [15, 'average'],
      [-15, 'below_ave'], [-14.9, 'average'], [-29.9, 'below_ave'], [-30, 'poor'], [-30.1, 'poor'], [-40, 'v_poor'], [-39.9, 'poor'],
    ];
    for (const [value, key] of cases) expect(outcomeOf(value, DECISION_TYPE_THRESHOLDS), String(value)).toBe(key);
  });
  it('lets the Very poor threshold cut its own bucket', () => {
    expect(outcomeOf(-35, DECISION_TYPE_THRESHOLDS)).toBe('poor');
    expect(outcomeOf(-45, DECISION_TYPE_THRESHOLDS)).toBe('v_poor');
    expect(outcomeOf(-35, { ...DECISION_TYPE_THRESHOLDS, v_poor: -34 })).toBe('v_poor');
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
      const inside = buckets.find((b) => (value > b.lower || (b.lowerIncluded && value === b.lower)) && value <= b.upper);
      expect(outcomeOf(value, DECISION_TYPE_THRESHOLDS)).toBe(inside!.key);
      expect(outcomeOf(value, DECISION_TYPE_THRESHOLDS)).toBe(valuationGrade(value, DECISION_TYPE_THRESHOLDS));
    }
  });
});

describe('extreme and zero-width tables', () => {
  it('gives a zero-width v_poor bucket when v_poor sits on min', () => {
    const table = { excellent: 150, v_good: 100, good: 50, average: 0, below_ave: -50, poor: -90, v_poor: -100, min: -100, max: 200 };
    expect(edges(table)[0]).toEqual(['excellent', 100, 200, 150]);
    expect(edges(table).at(-1)).toEqual(['v_poor', -100, -100, -100]);
    expect(outcomeOf(-100, table)).toBe('v_poor');
    expect(outcomeOf(-99, table)).toBe('poor');
  });
  it('clamps a table whose thresholds stray outside the range (never stored: validation refuses it)', () => {
    const table = { ...DECISION_TYPE_THRESHOLDS, v_good: 250, good: 220 };
    expect(edges(table).slice(0, 3)).toEqual([
      ['excellent', 200, 200, 200],
      ['v_good', 200, 200, 200],
      ['good', 15, 200, 107.5],
    ]);
  });
  it('handles tied thresholds as empty buckets', () => {
    const table = { ...DECISION_TYPE_THRESHOLDS, good: 100 };
    expect(edges(table)[1]).toEqual(['v_good', 100, 100, 100]);
    expect(outcomeOf(100, table)).toBe('good');
  });
  it('recognises outcome keys', () => {
    expect(isOutcomeKey('below_ave')).toBe(true);
    expect(isOutcomeKey('below_average')).toBe(false);
  });
});

describe('returns are graded as shown', () => {
  it('treats a computed 14.999999999999991 as the 15 threshold, and 15.04 (shown 15.0 %) too', () => {
    expect(outcomeOf(14.999999999999991, DECISION_TYPE_THRESHOLDS)).toBe('average');
    expect(outcomeOf(15.04, DECISION_TYPE_THRESHOLDS)).toBe('average');
    expect(outcomeOf(15.05, DECISION_TYPE_THRESHOLDS)).toBe('good');
    expect(outcomeOf(-15.000000000000002, DECISION_TYPE_THRESHOLDS)).toBe('below_ave');
  });
});
