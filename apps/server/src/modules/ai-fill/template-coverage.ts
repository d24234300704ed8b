import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { computeMetrics, isQuantitativeType } from '@thesis/domain';
import type { Db } from '../../db/database';
import { readCsv } from '../../lib/csv';
import { REFERENCE_FILES } from '../../reference-data/reference-files';
import { templateRows } from '../../seed/template-rows';
import type { TemplateProcess } from '../../seed/templates/types';
import type { InvestmentItemRecord } from '../investment-items/investment-items.records';
import { FinancialsRepository } from '../investments/financials.repository';
import { US_EXCHANGES } from '../market-data/sync-runs.repository';
import { metricInputOf } from '../metrics/metric-input';
import type { CompanyFacts } from './company-facts';
import type { FillProposal } from './analysts/analyst';
import { BuiltInAnalyst } from './analysts/built-in-analyst';

/**
 * How much of each shipped template the built-in analyst fills for the companies it is meant for,
 * measured as a new reviewer would see it: a fresh copy of the template (nothing scored, no
 * estimates) reviewed for each S&P 500 company of the shipped data.
 */

/** The S&P 500 sectors each template is meant for: Banks and Insurers for financials, Resources for energy and materials, the others for the rest. */
export function templateAudience(templateKey: string, sector: string): boolean {
  if (templateKey === 'banks-insurers') return sector === 'Financials';
  if (templateKey === 'resources-mining') return sector === 'Energy' || sector === 'Materials';
  return sector !== 'Financials' && sector !== 'Energy' && sector !== 'Materials';
}

export interface CompanyCoverage {
  ticker: string;
  metricItems: number;
  metricFilled: number;
  items: number;
  filled: number;
  /** Whether the latest reported year has a dividend per share above zero. */
  paysDividend: boolean;
  /** What the analyst proposed, by item (template key). */
  proposals: FillProposal[];
  /** Why each item was left, by reason. */
  skipped: { item: string; reason: string }[];
}

export interface SpCompany {
  ticker: string;
  sector: string;
}

export function sp500Companies(referenceDir: string): SpCompany[] {
  const { rows } = readCsv(readFileSync(join(referenceDir, REFERENCE_FILES.sp500), 'utf8'));
  return rows.map((row) => ({ ticker: row.values.ticker!, sector: row.values.gics_sector! }));
}

/** The template's items as a fresh review holds them: nothing scored, no value. */
export function freshItems(template: TemplateProcess): InvestmentItemRecord[] {
  return templateRows([template]).items.map(
    (item) => ({ ...item, id: item.template_key, score: null, value: null, comment: null }) as unknown as InvestmentItemRecord,
  );
}

/** The coverage of one template for one company (its shipped figures as stored). */
export async function companyCoverage(db: Db, template: TemplateProcess, items: InvestmentItemRecord[], ticker: string): Promise<CompanyCoverage> {
  const investment = await db.db.selectFrom('investments').selectAll().where('ticker', '=', ticker).where('exchange', 'in', [...US_EXCHANGES]).where('type', '=', 'listed').executeTakeFirst();
  const financials = new FinancialsRepository(db.db);
  const history = investment ? await financials.forMetrics(investment.id) : [];
  const input = investment ? metricInputOf(investment, history) : null;
  const facts = {
    history: input?.history ?? [],
    estimates: [],
    figures_as_of: investment?.figures_updated_at ?? null,
    metrics: computeMetrics(input ?? { history: [], market: { last_price: null, market_cap: null, issued_shares: null, currency: 'USD' } }),
  } as unknown as CompanyFacts;
  const outcome = await new BuiltInAnalyst().fill({ facts, process: { id: template.key, name: template.name, description: null }, items });
  const proposed = new Set(outcome.proposals.map((proposal) => proposal.item_id));
  const metricItems = items.filter((item) => isQuantitativeType(item.type));
  return {
    ticker,
    paysDividend: (input?.history.at(-1)?.dps ?? 0) > 0,
    metricItems: metricItems.length,
    metricFilled: metricItems.filter((item) => proposed.has(item.id)).length,
    items: items.length,
    filled: proposed.size,
    proposals: outcome.proposals,
    skipped: outcome.skipped.map((entry) => ({ item: entry.item_id, reason: entry.reason })),
  };
}
