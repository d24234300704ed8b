import { type CalibrationSample, normalisedProbabilities } from './brier-score';
import { OUTCOME_KEYS } from './outcome-buckets';

/**
 * Reliability data for the calibration chart (assigned probability vs observed frequency).
 * Every (decision, bucket) pair of a scored decision is one forecast: the probability assigned to
 * the bucket (normalised like the Brier score) and whether that bucket happened. Forecasts are
 * binned by probability into `binCount` equal bins over 0–100% — [0,10%), [10,20%) … [90,100%]
 * for 10 — the last bin including 100%. Per bin: how many forecasts, their mean probability and
 * the share that happened (null for an empty bin, which the chart leaves out). Zero-probability
 * forecasts count too: a calibrated investor's 0% outcomes almost never happen.
 */
export interface ReliabilityBin {
  /** Bounds in % ('0–10%'). */
  lower: number;
  upper: number;
  label: string;
  count: number;
  /** Mean assigned probability in the bin, as a fraction; null when empty. */
  meanProbability: number | null;
  /** Share of the bin's forecasts that happened, as a fraction; null when empty. */
  observedFrequency: number | null;
}

export const DEFAULT_RELIABILITY_BINS = 10;

export function reliabilityBins(samples: readonly CalibrationSample[], binCount: number = DEFAULT_RELIABILITY_BINS): ReliabilityBin[] {
  const bins = Math.max(1, Math.floor(binCount));
  const counts = new Array<number>(bins).fill(0);
  const probabilitySums = new Array<number>(bins).fill(0);
  const hits = new Array<number>(bins).fill(0);
  for (const sample of samples) {
    if (sample.outcome === null) continue;
    const p = normalisedProbabilities(sample.probabilities);
    if (!p) continue;
    for (const key of OUTCOME_KEYS) {
      // The small epsilon keeps 0.57 × 100 (56.999…) in the bin it belongs to.
      const index = Math.min(bins - 1, Math.floor(p[key] * bins + 1e-9));
      counts[index]! += 1;
      probabilitySums[index]! += p[key];
      if (key === sample.outcome) hits[index]! += 1;
    }
  }
  return counts.map((count, index) => {
    const lower = Math.round((index * 10000) / bins) / 100;
    const upper = Math.round(((index + 1) * 10000) / bins) / 100;
    return {
      lower,
      upper,
      label: `${lower}–${upper}%`,
      count,
      meanProbability: count ? probabilitySums[index]! / count : null,
      observedFrequency: count ? hits[index]! / count : null,
    };
  });
}
