import type { EstimateRow, FinancialRow, Review } from '@thesis/domain';
import type { MemoDecision } from './memo-decisions';

/** The financial part of a memo: the chart, the historical table and the reviewer's estimates, or why they are left out. */
export type MemoFinancials =
  | { kind: 'table'; rows: FinancialRow[]; estimates: EstimateRow[]; currency: string; estimatesBy: string | null }
  | { kind: 'omitted'; reason: string };

/**
 * Everything one viewer's memo shows, already filtered by their access: the review page as the
 * review API answers it to them (notes only when permitted), the financials their role may see,
 * and the latest decision when they may see decisions.
 */
export interface MemoContent {
  review: Review;
  financials: MemoFinancials;
  decision: MemoDecision | null;
  generatedAt: Date;
  /** The product name for the footer and document info. */
  product: string;
}
