import { describe, expect, it } from 'vitest';
import { brierScore, brierScoreByTradeType, meanBrierScore, normalisedProbabilities, type CalibrationSample } from './brier-score';
import { DECISION_MESSAGES } from './messages';

const uniform = Object.fromEntries(['excellent', 'v_good', 'good', 'average', 'below_ave', 'poor', 'v_poor'].map((k) => [k, 100 / 7]));

describe('Brier score of one decision (hand-computed)', () => {
  it('is 0 for certainty that came true', () => {
    expect(brierScore({ good: 100 }, 'good')).toBe(0);
  });
  it('is 2 for certainty that was wrong', () => {
    // (1 − 0)² for good + (0 − 1)² for poor
    expect(brierScore({ good: 100 }, 'poor')).toBe(2);
  });
  it('is 6/7 for an even spread, whatever happened', () => {
    // 6 × (1/7)² + (1/7 − 1)² = 6/49 + 36/49 = 42/49
    expect(brierScore(uniform, 'average')).toBeCloseTo(6 / 7, 12);
    expect(brierScore(uniform, 'excellent')).toBeCloseTo(6 / 7, 12);
  });
  it('sums the squared misses over all seven buckets', () => {
    // 0.6² + (0.3 − 1)² + 0.1² = 0.36 + 0.49 + 0.01 = 0.86
    expect(brierScore({ good: 60, average: 30, poor: 10 }, 'average')).toBeCloseTo(0.86, 12);
    // (0.6 − 1)² + 0.3² + 0.1² = 0.16 + 0.09 + 0.01 = 0.26
    expect(brierScore({ good: 60, average: 30, poor: 10 }, 'good')).toBeCloseTo(0.26, 12);
    // 0.6² + 0.3² + 0.1² + (0 − 1)² = 1.46 when an unassigned bucket happens
    expect(brierScore({ good: 60, average: 30, poor: 10 }, 'v_poor')).toBeCloseTo(1.46, 12);
  });
  it('divides by the total, so decimals and the ±0.01 slack do not distort it', () => {
    expect(brierScore({ good: 30, average: 20 }, 'good')).toBeCloseTo(0.32, 12); // 0.6/0.4: 0.16 + 0.16
    expect(brierScore({ good: 66.67, average: 33.34 }, 'good')).toBeCloseTo(brierScore({ good: 2, average: 1 }, 'good')!, 3);
  });
  it('cannot be scored without an outcome or any probability', () => {
    expect(brierScore({ good: 100 }, null)).toBeNull();
    expect(brierScore({}, 'good')).toBeNull();
    expect(normalisedProbabilities({ good: 0, poor: null })).toBeNull();
  });
});

describe('Brier score over decisions', () => {
  const samples: CalibrationSample[] = [
    { probabilities: { good: 100 }, outcome: 'good', tradeTypeId: 'core' }, // 0
    { probabilities: { good: 100 }, outcome: 'poor', tradeTypeId: 'core' }, // 2
    { probabilities: { good: 60, average: 30, poor: 10 }, outcome: 'average', tradeTypeId: 'swing' }, // 0.86
    { probabilities: { good: 50, poor: 50 }, outcome: null, tradeTypeId: 'swing' }, // not realised yet
    { probabilities: { v_good: 100 }, outcome: 'v_good', tradeTypeId: null }, // 0
  ];
  it('averages the decisions with outcomes', () => {
    const overall = meanBrierScore(samples);
    expect(overall.count).toBe(4);
    expect(overall.score).toBeCloseTo((0 + 2 + 0.86 + 0) / 4, 12);
  });
  it('averages per trade type, keeping those without one apart', () => {
    const byType = brierScoreByTradeType(samples);
    expect(byType.map((t) => t.tradeTypeId)).toEqual(['core', 'swing', '']);
    expect(byType[0]).toEqual({ tradeTypeId: 'core', score: 1, count: 2 });
    expect(byType[1]!.score).toBeCloseTo(0.86, 12);
    expect(byType[1]!.count).toBe(1);
    expect(byType[2]).toEqual({ tradeTypeId: '', score: 0, count: 1 });
  });
  it('has no score without realised decisions', () => {
    expect(meanBrierScore([])).toEqual({ score: null, count: 0 });
    expect(brierScoreByTradeType([{ probabilities: { good: 100 }, outcome: null, tradeTypeId: 'x' }])).toEqual([]);
  });
  it('explains the numbers in one sentence quoting the even-spread score', () => {
    expect(DECISION_MESSAGES.brierExplanation).toContain((6 / 7).toFixed(2));
  });
});
