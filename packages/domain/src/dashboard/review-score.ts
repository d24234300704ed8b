import type { ScaleValue, ScoreType } from '../constants/scales';
import { summaryScore } from '../scoring/summary-score';

/**
 * Score column of the dashboard tables (interpretations.md 'Dashboard score'): the sum over the
 * default process's factors of each factor's points for its type — the scoring package's summary
 * score, n_a and unscored counting 0. A review that does not include the user's default process
 * has no score (null, shown as '–' and sorted last); one that includes it unscored scores 0.
 */
export interface DashboardReviewFactor {
  type: ScoreType;
  score: ScaleValue | null | undefined;
}

export function dashboardReviewScore(defaultProcess: { factors: readonly DashboardReviewFactor[] } | null | undefined): number | null {
  return defaultProcess ? summaryScore(defaultProcess.factors) : null;
}
