import type { ScaleValue } from '../constants/scales';
import { PROCESS_ITEM_THRESHOLDS } from '../constants/valuation';
import { upside } from '../scoring/upside';
import { valuationGrade } from '../scoring/valuation-grade';

/**
 * The valuation grade of a reviewed process, as screens filter and sort it (p.<id>.valuation):
 * the upside of the reviewer's own valuation per share against the last price, graded through the
 * process-item thresholds (spec §9); without a valuation of the process, the grade of its first
 * Valuation factor that has one. Null when neither gives a grade (no valuation, no price).
 */
export function processValuationGrade(valuation: number | null, lastPrice: number | null, valuationFactorGrades: readonly (ScaleValue | null)[] = []): ScaleValue | null {
  const own = valuationGrade(upside(valuation, lastPrice), PROCESS_ITEM_THRESHOLDS);
  if (own) return own;
  return valuationFactorGrades.find((grade) => grade !== null && grade !== 'n_a') ?? null;
}
