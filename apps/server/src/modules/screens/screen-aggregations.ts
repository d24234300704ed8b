import { sql, type Kysely } from 'kysely';
import { CLASSIFICATIONS, groupMembers, type Classification, type FxTable, type ScreenAggregations, type ScreenProcessRole } from '@thesis/domain';
import type { Database } from '../../db/schema';
import { count, fromJson } from '../../db/values';
import type { filteredResults } from './screen-query.sql';

export interface ScreenProcessRef {
  id: string;
  name: string;
  role: ScreenProcessRole;
}

/**
 * The companies of a run by sector, industry, classification, currency and month of their figures,
 * with their market caps summed in their own currency: stored with the run, and converted into the
 * viewer's reporting currency when a page is read (a change of currency needs no new run).
 */
export interface MarketGroup {
  sector: string | null;
  industry: string | null;
  classification: string | null;
  currency: string | null;
  /** yyyy-mm of the figures. */
  month: string | null;
  count: number;
  market_cap: number;
  with_market_cap: number;
}

/** What a run stores: the aggregations without the money groups converted, and the raw money groups. */
export type StoredAggregations = Pick<ScreenAggregations, 'count' | 'processes'> & { market?: MarketGroup[]; sectors?: { sector: string | null; count: number }[] };

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The market groups of a set of a run's rows: all of them, or those passing a view's filters. */
export async function marketGroups(rows: ReturnType<typeof filteredResults>): Promise<MarketGroup[]> {
  const groups = await rows
    .select([
      'sr.sector', 'sr.industry', 'sr.classification', 'sr.currency', sql<string | null>`substr(sr.figures_updated_at, 1, 7)`.as('month'),
      (eb) => eb.fn.countAll().as('count'), (eb) => eb.fn.sum('sr.market_cap').as('market_cap'), (eb) => eb.fn.count('sr.market_cap').as('with_market_cap'),
    ])
    .groupBy(['sr.sector', 'sr.industry', 'sr.classification', 'sr.currency', sql`substr(sr.figures_updated_at, 1, 7)`])
    .execute();
  return groups.map((row) => ({
    sector: row.sector, industry: row.industry, classification: row.classification, currency: row.currency, month: row.month,
    count: count(row.count as number), market_cap: Number(row.market_cap ?? 0), with_market_cap: count(row.with_market_cap as number),
  }));
}

export async function aggregate(trx: Kysely<Database>, screenId: string, userId: string, processes: readonly ScreenProcessRef[]): Promise<StoredAggregations> {
  const [market, scores] = await Promise.all([
    marketGroups(trx.selectFrom('screen_results as sr').where('sr.screen_id', '=', screenId)),
    processes.length === 0
      ? Promise.resolve([])
      : trx
        .selectFrom('screen_results as sr')
        .innerJoin('investment_reviews as r', (join) => join.onRef('r.investment_id', '=', 'sr.investment_id').on('r.user_id', '=', userId))
        .innerJoin('investment_processes as ip', 'ip.review_id', 'r.id')
        .select(['ip.process_id', 'ip.summary_score as score', (eb) => eb.fn.countAll().as('count'), (eb) => eb.fn.sum('ip.summary_relevance').as('relevance')])
        .where('sr.screen_id', '=', screenId)
        .where('ip.process_id', 'in', processes.map((process) => process.id))
        .groupBy(['ip.process_id', 'ip.summary_score'])
        .execute(),
  ]);
  return {
    count: market.reduce((sum, row) => sum + row.count, 0),
    market,
    processes: processes.map((process) => {
      const distribution = scores
        .filter((row) => row.process_id === process.id)
        .map((row) => ({ score: Number(row.score), count: count(row.count as number), relevance: Number(row.relevance) }))
        .sort((a, b) => a.score - b.score);
      const n = distribution.reduce((sum, row) => sum + row.count, 0);
      return {
        process_id: process.id,
        name: process.name,
        role: process.role,
        count: n,
        average_score: n ? round1(distribution.reduce((sum, row) => sum + row.score * row.count, 0) / n) : null,
        average_relevance: n ? round1(distribution.reduce((sum, row) => sum + row.relevance, 0) / n) : null,
        distribution: distribution.map((row) => ({ score: row.score, count: row.count })),
      };
    }),
  };
}

const classificationOf = (value: string | null): Classification | null => ((CLASSIFICATIONS as readonly string[]).includes(value ?? '') ? (value as Classification) : null);

/** Market groups by sector and by industry in the viewer's reporting currency (market caps converted at the rate of their month). */
export function presentMarket(market: readonly MarketGroup[], reporting: string, rates: FxTable): Pick<ScreenAggregations, 'sectors' | 'industries'> {
  const members = market.map((group) => {
    const converted = group.with_market_cap > 0 && group.currency ? rates.convert(group.market_cap, group.currency, reporting, group.month ? `${group.month}-01` : null) : null;
    return {
      sector: group.sector, industry: group.industry, classification: classificationOf(group.classification), count: group.count,
      amount: converted?.amount ?? null, with_amount: group.with_market_cap, not_converted: converted && converted.amount === null ? group.with_market_cap : 0,
    };
  });
  const grouped = (by: 'sector' | 'industry') => groupMembers(members, by).map((group) => ({
    value: group.value, classification: group.classification, count: group.count, market_cap: group.amount, with_market_cap: group.with_amount, not_converted: group.not_converted,
  }));
  return {
    sectors: grouped('sector').map(({ value, ...rest }) => ({ sector: value, ...rest })),
    industries: grouped('industry').map(({ value, ...rest }) => ({ industry: value, ...rest })),
  };
}

/** The stored aggregations of a run in the viewer's reporting currency, its groups counting every company of the run. */
export function presentAggregations(stored: StoredAggregations | null, reporting: string, rates: FxTable): ScreenAggregations {
  const market = stored?.market ?? (stored?.sectors ?? []).map((row) => ({ sector: row.sector, industry: null, classification: null, currency: null, month: null, count: row.count, market_cap: 0, with_market_cap: 0 }));
  return {
    count: stored?.count ?? 0,
    processes: stored?.processes ?? [],
    groups_follow_filters: false,
    ...presentMarket(market, reporting, rates),
    reporting_currency: reporting,
  };
}

/**
 * presentAggregations kept for each screen by its results version, the reporting currency and the
 * rates table (the stored aggregations change only with the version: screen-run.ts, clearResults),
 * so a screen's pages convert them once, not with every page. At most `max` screens.
 */
export class PresentedAggregations {
  readonly #kept = new Map<string, { version: number; reporting: string; rates: FxTable; presented: ScreenAggregations }>();

  constructor(private readonly max = 1_000) {}

  /** `screen.aggregations`: as stored, JSON text of StoredAggregations (parsed only here, when not kept). */
  of(screen: { id: string; results_version: number; aggregations: string | null }, reporting: string, rates: FxTable): ScreenAggregations {
    const kept = this.#kept.get(screen.id);
    if (kept && kept.version === screen.results_version && kept.reporting === reporting && kept.rates === rates) return kept.presented;
    const presented = presentAggregations(fromJson<StoredAggregations | null>(screen.aggregations, null), reporting, rates);
    if (kept && kept.version > screen.results_version) return presented;
    if (!kept && this.#kept.size >= this.max) this.#kept.clear();
    this.#kept.set(screen.id, { version: screen.results_version, reporting, rates, presented });
    return presented;
  }
}
