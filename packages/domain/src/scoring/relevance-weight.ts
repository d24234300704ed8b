import { RELEVANCE_WEIGHTS, type Relevance } from '../constants/scales';

/** Relevance weight (spec §9): high 3, moderate 2, low 1; n_a and an unset relevance weigh 0. */
export function relevanceWeight(relevance: Relevance | null | undefined): number {
  if (relevance === null || relevance === undefined) return 0;
  return RELEVANCE_WEIGHTS[relevance] ?? 0;
}
