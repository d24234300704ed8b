import type { DecisionAction, MatrixCells, ThresholdTable, Timeframe } from '@thesis/domain';

/**
 * The latest decision made on a review, as the memo prints it. Only what is stored is asked
 * for: the memo derives the matrix rows, expected return and expected grade from the trade
 * type's table and the cells with the domain's rules (buildProbabilityMatrix, expectedOutcome).
 */
export interface MemoDecision {
  /** When it was made (ISO-8601). */
  decidedAt: string;
  action: DecisionAction | null;
  /** The decision's timeframe (the trade type's when it has none of its own). */
  timeframe: Timeframe | null;
  /** The price the decision was made at. */
  price: number | null;
  tradeType: { name: string; table: ThresholdTable };
  cells: MatrixCells;
  /** Who made it. */
  decidedBy: string | null;
}

/**
 * HOOK FOR THE DECISIONS ISSUE: where the memo reads the latest made decision of a review. The
 * memo asks only when the viewer's permissions include decisions, and prints the section when
 * the answer is not null.
 */
export interface MemoDecisionSource {
  latestFor(reviewId: string): Promise<MemoDecision | null>;
}

/** Until the decisions tables are wired in: no decision is known, so the section is left out. */
export const noMemoDecisions: MemoDecisionSource = {
  latestFor: () => Promise.resolve(null),
};
