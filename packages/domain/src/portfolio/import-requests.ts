import { z } from 'zod';
import { IMPORT_MAX_ROWS } from './import-columns';
import { PORTFOLIO_MESSAGES } from './messages';
import { sharesCountField } from './shares';

/** What to do with a holding you already have: keep yours, replace the units, or add the imported units to them. */
export const ON_EXISTING = ['skip', 'replace', 'add'] as const;
export type OnExisting = (typeof ON_EXISTING)[number];

/** Body of POST /portfolios/imports/commit: the holdings of a preview, written in one transaction. */
export const importCommitSchema = z.object({
  holdings: z
    .array(z.object({ investment_id: z.string().min(1).max(64), shares_count: sharesCountField }), { error: PORTFOLIO_MESSAGES.holdingsRequired })
    .min(1, { message: PORTFOLIO_MESSAGES.holdingsRequired })
    .max(IMPORT_MAX_ROWS, { message: PORTFOLIO_MESSAGES.holdingsTooMany })
    .refine((rows) => new Set(rows.map((row) => row.investment_id)).size === rows.length, { message: PORTFOLIO_MESSAGES.duplicateInvestment }),
  on_existing: z.enum(ON_EXISTING, { error: PORTFOLIO_MESSAGES.onExistingInvalid }).default('replace'),
});
export type ImportCommitInput = z.input<typeof importCommitSchema>;
