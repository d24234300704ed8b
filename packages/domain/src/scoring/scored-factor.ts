import type { Relevance, ScaleValue, ScoreType } from '../constants/scales';

/** What the summary rules read from each factor of a reviewed process. */
export interface ScoredFactor {
  type: ScoreType;
  /** The factor's grade; null or undefined when not scored yet. */
  score: ScaleValue | null | undefined;
  relevance?: Relevance | null;
}

/** A factor is scored when it carries a grade other than n_a. */
export function isScored(factor: Pick<ScoredFactor, 'score'>): boolean {
  return factor.score !== null && factor.score !== undefined && factor.score !== 'n_a';
}
