import { z } from 'zod';
import { financialFiguresShape } from '../schemas/investments';
import { detailsSchema, splitAdjustmentSchema, underReviewSchema, unavailableSchema } from './financial-notes';

/**
 * A financial row as the API answers it (spec §3 Financial rows: fy_date_at and the ten figures;
 * money in millions of the reporting currency, EPS and DPS per share), with what issue 19 adds:
 * the fiscal year, why empty cells are empty, and how EPS and DPS were split-adjusted.
 */
export const financialRowSchema = z.object({
  fy_date_at: z.string(),
  /** FY of the column (a period ending 1–10 January counts for the year before). */
  fiscal_year: z.number(),
  ...financialFiguresShape,
  source: z.string().nullable(),
  updated_at: z.string(),
  /** Empty figures with a reason: not_applicable (e.g. a bank's gross profit) or not_in_source; other empty figures were not reported. */
  unavailable: unavailableSchema,
  /** EPS and DPS are split-adjusted (comparable across years); null when they are as filed. */
  split_adjustment: splitAdjustmentSchema.nullable(),
  /** Figures a plausibility check flagged, with the reason; {} when none. */
  under_review: underReviewSchema,
  /** Cash flow, shares and balance-sheet figures beyond the table's ten (null each: not in the source). */
  details: detailsSchema,
});
export type FinancialRow = z.infer<typeof financialRowSchema>;
