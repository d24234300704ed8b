import { OUTCOME_KEYS, type OutcomeKey } from './outcome-buckets';

/**
 * Multi-class Brier score (calibration, issue 7). For one decision with probabilities pᵢ over the
 * seven outcome buckets (as fractions) and the realised bucket k (oᵢ = 1 for i = k, else 0):
 *
 *   BS = Σᵢ (pᵢ − oᵢ)²        — 0 is perfect, 2 is certain and wrong; uniform 1/7 scores 6/7.
 *
 * The score of a set of decisions is the mean over those decisions. Probabilities are stored in
 * % and divided by their own total (made decisions total 100 ± 0.01, so this only removes the
 * rounding slack); a decision with nothing assigned (total 0) or no realised outcome is skipped.
 */
export type OutcomeProbabilities = Partial<Record<OutcomeKey, number | null>>;

export interface CalibrationSample {
  /** Assigned probabilities in %, keyed by outcome. */
  probabilities: OutcomeProbabilities;
  /** The realised bucket; null while unknown. */
  outcome: OutcomeKey | null;
  tradeTypeId?: string | null;
}

export interface BrierSummary {
  score: number | null;
  /** Decisions that entered the score. */
  count: number;
}

/** The probabilities as fractions summing to 1, best first; null when nothing is assigned. */
export function normalisedProbabilities(probabilities: OutcomeProbabilities): Record<OutcomeKey, number> | null {
  const total = OUTCOME_KEYS.reduce((sum, key) => sum + Math.max(0, probabilities[key] ?? 0), 0);
  if (!(total > 0)) return null;
  return Object.fromEntries(OUTCOME_KEYS.map((key) => [key, Math.max(0, probabilities[key] ?? 0) / total])) as Record<OutcomeKey, number>;
}

/** Brier score of one decision; null when it has no outcome or no probabilities. */
export function brierScore(probabilities: OutcomeProbabilities, outcome: OutcomeKey | null): number | null {
  if (outcome === null) return null;
  const p = normalisedProbabilities(probabilities);
  if (!p) return null;
  return OUTCOME_KEYS.reduce((sum, key) => sum + (p[key] - (key === outcome ? 1 : 0)) ** 2, 0);
}

/** Mean Brier score over the decisions that can be scored. */
export function meanBrierScore(samples: readonly CalibrationSample[]): BrierSummary {
  let sum = 0;
  let count = 0;
  for (const sample of samples) {
    const score = brierScore(sample.probabilities, sample.outcome);
    if (score === null) continue;
    sum += score;
    count += 1;
  }
  return { score: count ? sum / count : null, count };
}

export interface TradeTypeBrier extends BrierSummary {
  /** The trade type's id; '' for decisions without one. */
  tradeTypeId: string;
}

/** Mean Brier score per trade type, in order of first appearance; types with nothing scored are left out. */
export function brierScoreByTradeType(samples: readonly CalibrationSample[]): TradeTypeBrier[] {
  const groups = new Map<string, CalibrationSample[]>();
  for (const sample of samples) {
    const key = sample.tradeTypeId ?? '';
    const group = groups.get(key);
    if (group) group.push(sample);
    else groups.set(key, [sample]);
  }
  const result: TradeTypeBrier[] = [];
  for (const [tradeTypeId, group] of groups) {
    const summary = meanBrierScore(group);
    if (summary.count > 0) result.push({ tradeTypeId, ...summary });
  }
  return result;
}
