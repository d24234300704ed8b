import { computeMetric, SCREEN_METRIC_IDS } from '@thesis/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database, InvestmentMetricsTable } from '../../db/schema';
import { nowIso } from '../../db/values';
import { metricInputOf, type MarketRow } from './metric-input';

/**
 * Computes the stored fundamentals (investment_metrics) of every company with data — financial
 * rows or market figures — from its MetricInput (metric-input.ts) with the domain catalogue, and
 * replaces the stored rows in one transaction. Called after the reference data loads, after every
 * price, universe or financials import, when an unlisted company's figures change, and by
 * `npm run cli -- metrics:refresh`. `investmentIds` limits it to those companies.
 */
export interface MetricsRefresh {
  companies: number;
  rows: number;
  milliseconds: number;
}

/** Rows per INSERT: 6 parameters a row stays far below both drivers' limits. */
const INSERT_CHUNK = 1000;
const FIGURES = ['fy_date_at', 'sales', 'gross_profit', 'ebitda', 'ebit', 'pre_tax_income', 'npat', 'eps', 'dps', 'net_debt', 'shareholders_equity', 'under_review', 'details'] as const;

type Company = MarketRow & { id: string };
type FigureRow = Pick<Selectable<Database['investment_financials']>, (typeof FIGURES)[number] | 'investment_id'>;

const hasMarket = (company: Company) => company.last_price !== null || company.market_cap !== null || company.issued_shares !== null;

/** The metric rows of one company: a value with the date of what it read, or the reason there is none. */
export function metricRowsOf(company: Company, history: readonly FigureRow[], computedAt: string): Selectable<InvestmentMetricsTable>[] {
  const input = metricInputOf(company, history);
  const latestYear = input.history.at(-1)?.fy_date_at ?? null;
  const priceDate = company.figures_updated_at?.slice(0, 10) ?? null;
  return SCREEN_METRIC_IDS.map((id) => {
    const result = computeMetric(id, input);
    if (!result.available) return { investment_id: company.id, metric_id: id, value: null, reason: result.reason.slice(0, 500), as_of: null, computed_at: computedAt };
    const readsMarket = result.figures.some((figure) => figure.period === 'market');
    return { investment_id: company.id, metric_id: id, value: result.value, reason: null, as_of: readsMarket ? priceDate : latestYear, computed_at: computedAt };
  });
}

export async function computeAllMetrics(db: Kysely<Database>, investmentIds?: readonly string[]): Promise<MetricsRefresh> {
  const started = performance.now();
  if (investmentIds && investmentIds.length === 0) return { companies: 0, rows: 0, milliseconds: 0 };
  let companiesQuery = db.selectFrom('investments').select(['id', 'last_price', 'market_cap', 'issued_shares', 'currency', 'reporting_fx', 'figures_updated_at']);
  let figuresQuery = db.selectFrom('investment_financials').select(['investment_id', ...FIGURES]).where('kind', '=', 'historical');
  if (investmentIds) {
    companiesQuery = companiesQuery.where('id', 'in', investmentIds);
    figuresQuery = figuresQuery.where('investment_id', 'in', investmentIds);
  }
  const [companies, figures] = await Promise.all([companiesQuery.execute(), figuresQuery.execute()]);
  const byCompany = new Map<string, FigureRow[]>();
  for (const row of figures) (byCompany.get(row.investment_id) ?? byCompany.set(row.investment_id, []).get(row.investment_id)!).push(row);
  const computedAt = nowIso();
  const rows: Selectable<InvestmentMetricsTable>[] = [];
  let withData = 0;
  for (const company of companies) {
    const history = byCompany.get(company.id) ?? [];
    if (history.length === 0 && !hasMarket(company)) continue;
    withData += 1;
    rows.push(...metricRowsOf(company, history, computedAt));
  }
  await db.transaction().execute(async (trx) => {
    let remove = trx.deleteFrom('investment_metrics');
    if (investmentIds) remove = remove.where('investment_id', 'in', investmentIds);
    await remove.execute();
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) await trx.insertInto('investment_metrics').values(rows.slice(start, start + INSERT_CHUNK)).execute();
  });
  return { companies: withData, rows: rows.length, milliseconds: Math.round(performance.now() - started) };
}
