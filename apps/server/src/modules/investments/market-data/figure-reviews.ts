import { FINANCIAL_FIELDS, type FinancialField, type UnderReview } from '@thesis/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { fromJson, nowIso, toJson } from '../../../db/values';

/**
 * An operator's decisions on figures the plausibility checks flagged: `confirm` (the filed value
 * is right: it is used again) or `correct` (use `value` instead, noted in the row's source). Kept
 * apart from the financial rows, by listing, period end and field, so a reload of the reference
 * data applies them again.
 */
export type FigureDecision = { exchange: string; ticker: string; fyDate: string; field: FinancialField; note: string | null } & (
  | { action: 'confirm' }
  | { action: 'correct'; value: number }
);

export function isFinancialField(field: string): field is FinancialField {
  return (FINANCIAL_FIELDS as readonly string[]).includes(field);
}

export async function recordDecision(db: Kysely<Database>, decision: FigureDecision): Promise<void> {
  const row = {
    exchange: decision.exchange, ticker: decision.ticker, fy_date_at: decision.fyDate, field: decision.field, action: decision.action,
    value: decision.action === 'correct' ? decision.value : null, note: decision.note, decided_at: nowIso(),
  };
  await db
    .insertInto('financial_figure_reviews')
    .values(row)
    .onConflict((oc) => oc.columns(['exchange', 'ticker', 'fy_date_at', 'field']).doUpdateSet({ action: row.action, value: row.value, note: row.note, decided_at: row.decided_at }))
    .execute();
}

/**
 * Applies every recorded decision to the stored historical rows it names: the field leaves
 * under_review, and a correction replaces the value. Answers the ids of the investments changed
 * (their fundamentals need computing again).
 */
export async function applyDecisions(db: Kysely<Database>): Promise<string[]> {
  const decisions = await db.selectFrom('financial_figure_reviews').selectAll().execute();
  if (decisions.length === 0) return [];
  const changed = new Set<string>();
  await db.transaction().execute(async (trx) => {
    for (const decision of decisions) {
      if (!isFinancialField(decision.field)) continue;
      const field = decision.field;
      const row = await trx
        .selectFrom('investment_financials')
        .innerJoin('investments', 'investments.id', 'investment_financials.investment_id')
        .select(['investment_financials.id', 'investment_financials.investment_id', 'investment_financials.under_review', 'investment_financials.source'])
        .where('investments.exchange', '=', decision.exchange)
        .where('investments.ticker', '=', decision.ticker)
        .where('investment_financials.kind', '=', 'historical')
        .where('investment_financials.fy_date_at', '=', decision.fy_date_at)
        .executeTakeFirst();
      if (!row) continue;
      const flags = fromJson<UnderReview>(row.under_review, {});
      const flagged = field in flags;
      delete flags[field];
      const corrected = decision.action === 'correct' && decision.value !== null;
      if (!flagged && !corrected) continue;
      const note = corrected ? `; ${field} corrected by an operator` : '';
      await trx
        .updateTable('investment_financials')
        .set({
          under_review: Object.keys(flags).length > 0 ? toJson(flags) : null,
          ...(corrected ? { [field]: Number(decision.value), source: row.source?.includes(note) ? row.source : `${row.source ?? 'imported'}${note}` } : {}),
        })
        .where('id', '=', row.id)
        .execute();
      changed.add(row.investment_id);
    }
  });
  return [...changed];
}
