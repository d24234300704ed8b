import { describe, expect, it } from 'vitest';
import type { CalibrationSample } from './brier-score';
import { reliabilityBins } from './reliability';

describe('reliability bins', () => {
  it('has ten labelled bins over 0–100% by default', () => {
    const bins = reliabilityBins([]);
    expect(bins).toHaveLength(10);
    expect(bins.map((b) => b.label)).toEqual(['0–10%', '10–20%', '20–30%', '30–40%', '40–50%', '50–60%', '60–70%', '70–80%', '80–90%', '90–100%']);
    expect(bins.every((b) => b.count === 0 && b.meanProbability === null && b.observedFrequency === null)).toBe(true);
  });
  it('bins each of the seven forecasts of a decision', () => {
    const bins = reliabilityBins([{ probabilities: { good: 60, average: 30, poor: 10 }, outcome: 'average' }]);
    expect(bins.map((b) => b.count)).toEqual([4, 1, 0, 1, 0, 0, 1, 0, 0, 0]);
    expect(bins[0]).toMatchObject({ meanProbability: 0, observedFrequency: 0 });
    expect(bins[3]).toMatchObject({ meanProbability: 0.3, observedFrequency: 1 });
    expect(bins[6]).toMatchObject({ meanProbability: 0.6, observedFrequency: 0 });
  });
  it('measures the observed frequency across decisions', () => {
    const samples: CalibrationSample[] = [
      { probabilities: { good: 70, poor: 30 }, outcome: 'good' },
      { probabilities: { good: 75, poor: 25 }, outcome: 'good' },
      { probabilities: { good: 72, poor: 28 }, outcome: 'poor' },
      { probabilities: { good: 100 }, outcome: 'good' },
      { probabilities: { good: 100 }, outcome: null },
    ];
    const bins = reliabilityBins(samples);
    expect(bins[7]!.count).toBe(3);
    expect(bins[7]!.meanProbability).toBeCloseTo(0.7233333, 6);
    expect(bins[7]!.observedFrequency).toBeCloseTo(2 / 3, 12);
    expect(bins[2]).toMatchObject({ count: 2, observedFrequency: 0.5 }); // 25% (missed) and 28% (happened)
    expect(bins[3]).toMatchObject({ count: 1, observedFrequency: 0 }); // 30% sits in 30–40%
    expect(bins[9]).toMatchObject({ count: 1, meanProbability: 1, observedFrequency: 1 }); // 100% sits in the last bin
    expect(bins[0]!.count).toBe(5 * 3 + 6);
  });
  it('puts a bin edge in the bin above it, immune to binary noise', () => {
    const bins = reliabilityBins([{ probabilities: { good: 57, poor: 43 }, outcome: 'good' }], 100);
    expect(bins[57]!.count).toBe(1);
    expect(bins[43]!.count).toBe(1);
    expect(reliabilityBins([{ probabilities: { good: 20, poor: 80 }, outcome: 'good' }], 5).map((b) => b.count)).toEqual([5, 1, 0, 0, 1]);
  });
  it('takes other bin counts', () => {
    expect(reliabilityBins([], 4).map((b) => b.label)).toEqual(['0–25%', '25–50%', '50–75%', '75–100%']);
    expect(reliabilityBins([], 3).map((b) => b.label)).toEqual(['0–33.33%', '33.33–66.67%', '66.67–100%']);
  });
});
