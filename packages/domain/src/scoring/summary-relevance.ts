import { gradePoints } from './grade-points';
import { relevanceWeight } from './relevance-weight';
import { roundToOneDecimal } from './rounding';
import { isScored, type ScoredFactor } from './scored-factor';

/**
 * Summary relevance (interpretations.md):
 *   (Σ points × weight ÷ Σ weights) × number of scored factors, rounded to one decimal.
 * A factor is left out of both sums (and of the count) when it is unscored, scored n_a, or its
 * relevance is n_a or unset. 0 when no factor is left.
 */
export function summaryRelevance(factors: readonly ScoredFactor[]): number {
  let weightedPoints = 0;
  let weights = 0;
  let counted = 0;
  for (const factor of factors) {
    const weight = relevanceWeight(factor.relevance);
    if (!isScored(factor) || weight === 0) continue;
    weightedPoints += gradePoints(factor.type, factor.score) * weight;
    weights += weight;
    counted += 1;
  }
  if (counted === 0) return 0;
  return roundToOneDecimal((weightedPoints / weights) * counted);
}
