import type { Kysely, Selectable } from 'kysely';
import { ESTIMATION_COLUMNS, HISTORICAL_COLUMNS, METRIC_HISTORY_YEARS, type FinancialKind } from '@thesis/domain';
import type { Database, InvestmentFinancialsTable } from '../../db/schema';

export type FinancialRowRecord = Selectable<InvestmentFinancialsTable>;

/** Historical and estimation rows of one investment, as the financial tables show them. */
export class FinancialsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The period end of the latest historical row (null without one). */
  async latestHistorical(investmentId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('investment_financials')
      .select((eb) => eb.fn.max('fy_date_at').as('latest'))
      .where('investment_id', '=', investmentId)
      .where('kind', '=', 'historical')
      .executeTakeFirst();
    return row?.latest ?? null;
  }

  /**
   * Rows sorted by date, oldest first. Historical: the latest ten years. Estimation: the first
   * three years after the latest historical one (the first three when there is no history).
   */
  async forTable(investmentId: string, kind: FinancialKind, years = HISTORICAL_COLUMNS): Promise<FinancialRowRecord[]> {
    const rows = this.db.selectFrom('investment_financials').selectAll().where('investment_id', '=', investmentId).where('kind', '=', kind);
    if (kind === 'historical') {
      const latest = await rows.orderBy('fy_date_at', 'desc').limit(years).execute();
      return latest.reverse();
    }
    const after = await this.latestHistorical(investmentId);
    return (after ? rows.where('fy_date_at', '>', after) : rows).orderBy('fy_date_at', 'asc').limit(ESTIMATION_COLUMNS).execute();
  }

  /** The reported years the metrics read (one more than the table shows: ten yearly changes). */
  forMetrics(investmentId: string): Promise<FinancialRowRecord[]> {
    return this.forTable(investmentId, 'historical', METRIC_HISTORY_YEARS);
  }
}
