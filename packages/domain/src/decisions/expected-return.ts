import type { ThresholdTable } from '../constants/valuation';
import { isProbabilityTotalComplete, probabilityTotal, probabilityTotalIssue, type MatrixRow } from './probability-matrix';
import { outcomeOf, type OutcomeKey } from './outcome-buckets';

/**
 * Expected return of a matrix: the probability-weighted mean of the rows' representative returns,
 *
 *   E[r] = Σ pᵢ · rᵢ ÷ Σ pᵢ
 *
 * Normalised, not refused: while the investor is still filling the matrix (total ≠ 100) the value
 * shown live is the mean of the distribution as entered so far, so it does not drift towards 0
 * just because rows are missing; `complete` says whether the total is 100 (±0.01) and `issue`
 * carries the message that blocks making the decision. With nothing assigned (total 0) there is
 * no expected return (null). Not rounded: display rounds.
 *
 * Expected grade: the outcome bucket the expected return falls in, on the decision type's scale
 * (the same rule as a realised return's bucket).
 */
export interface ExpectedOutcome {
  /** Σ of the probabilities as entered (%). */
  total: number;
  complete: boolean;
  issue: string | null;
  /** Probability-weighted representative return (%), normalised by the total; null when total is 0. */
  expectedReturn: number | null;
  expectedGrade: OutcomeKey | null;
}

type WeightedRow = Pick<MatrixRow, 'probability' | 'representative'>;

/** E[r] over the rows, normalised by their total; null when nothing is assigned. */
export function expectedReturn(rows: readonly WeightedRow[]): number | null {
  const total = probabilityTotal(rows);
  if (total <= 0) return null;
  const weighted = rows.reduce((sum, row) => sum + (row.probability ?? 0) * row.representative, 0);
  return weighted / total;
}

/** The bucket of the expected return on the trade type's scale; null when there is none. */
export function expectedGrade(rows: readonly WeightedRow[], table: ThresholdTable): OutcomeKey | null {
  return outcomeOf(expectedReturn(rows), table);
}

/** Everything the matrix editor shows live: total, completeness, message, expected return and grade. */
export function expectedOutcome(rows: readonly WeightedRow[], table: ThresholdTable): ExpectedOutcome {
  const total = probabilityTotal(rows);
  const value = expectedReturn(rows);
  return {
    total,
    complete: isProbabilityTotalComplete(total),
    issue: probabilityTotalIssue(rows),
    expectedReturn: value,
    expectedGrade: outcomeOf(value, table),
  };
}
