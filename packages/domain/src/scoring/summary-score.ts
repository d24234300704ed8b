import { gradePoints } from './grade-points';
import type { ScoredFactor } from './scored-factor';

/**
 * Summary score (spec §9): the sum of the factors' points, each read under its own type. n_a and
 * unscored factors count 0; an empty process scores 0. The dashboard score (interpretations.md)
 * is this sum over the user's default process.
 */
export function summaryScore(factors: readonly Pick<ScoredFactor, 'type' | 'score'>[]): number {
  let total = 0;
  for (const factor of factors) total += gradePoints(factor.type, factor.score);
  return total;
}
