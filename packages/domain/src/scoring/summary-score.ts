import { gradePoints, gradesOf } from './grade-points';
import type { ScoreType } from '../constants/scales';
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

/**
 * The scale a summary score is read on: every factor at its worst grade to every factor at its
 * best (a process of four 5-point factors runs from −8 to +8; an empty one from 0 to 0).
 */
export function summaryScoreRange(factors: readonly { type: ScoreType }[]): { min: number; max: number } {
  let min = 0;
  let max = 0;
  for (const factor of factors) {
    const points = gradesOf(factor.type).map((grade) => gradePoints(factor.type, grade));
    min += Math.min(0, ...points);
    max += Math.max(0, ...points);
  }
  return { min, max };
}

/** A score with a sign: '+5', '−3' (a true minus sign), '0'. */
export function signedScore(score: number): string {
  return score > 0 ? `+${score}` : score < 0 ? `−${Math.abs(score)}` : '0';
}
