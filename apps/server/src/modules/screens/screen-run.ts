import { sql, type Kysely } from 'kysely';
import {
  effectiveScore,
  gradeRank,
  investmentProcessSummary,
  processValuationGrade,
  type ReviewedItem,
  type ScaleValue,
  type ScoreType,
  type ScreenAggregations,
  type ScreenProcessRole,
  type ValuationThresholds,
} from '@thesis/domain';
import type { Database, ScreenResultScoresTable } from '../../db/schema';
import { count, fromJson, nowIso, toJson } from '../../db/values';
import type { ScreenRecord } from './screens.repository';

export interface ScreenProcessRef {
  id: string;
  name: string;
  role: ScreenProcessRole;
}

type ScoreRow = ScreenResultScoresTable;

/** Rows per INSERT (7 parameters each: well under the SQLite and PostgreSQL parameter limits). */
const CHUNK = 2000;

/**
 * Running a screen (PUT /screens/{id}): in one transaction, replace its results with the companies
 * its source selects — a snapshot of their company fields, written with one INSERT … SELECT — and,
 * per company and per process of the screen, the user's summary score and relevance, valuation
 * grade and factor grades, computed with the domain scoring rules from the user's own reviews
 * only. Stamps investment_count, last_run_at and the aggregations.
 */
export async function runScreen(db: Kysely<Database>, screen: ScreenRecord, processes: readonly ScreenProcessRef[]): Promise<{ count: number; lastRunAt: string; aggregations: ScreenAggregations }> {
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('screen_result_scores').where('screen_id', '=', screen.id).execute();
    await trx.deleteFrom('screen_results').where('screen_id', '=', screen.id).execute();
    await insertResults(trx, screen);
    const scores = await computeScores(trx, screen, processes.map((process) => process.id));
    for (let start = 0; start < scores.length; start += CHUNK) await trx.insertInto('screen_result_scores').values(scores.slice(start, start + CHUNK)).execute();
    const aggregations = await aggregate(trx, screen.id, processes, scores);
    await trx.updateTable('screens').set({ investment_count: aggregations.count, last_run_at: now, aggregations: toJson(aggregations) }).where('id', '=', screen.id).execute();
    return { count: aggregations.count, lastRunAt: now, aggregations };
  });
}

/** The companies of the source, visible to the user (listed, or their own unlisted ones). */
async function insertResults(trx: Kysely<Database>, screen: ScreenRecord): Promise<void> {
  const userId = screen.user_id;
  let source = trx
    .selectFrom('investments as i')
    .leftJoin('investment_reviews as r', (join) => join.onRef('r.investment_id', '=', 'i.id').on('r.user_id', '=', userId))
    .where((eb) => eb.or([eb('i.type', '=', 'listed'), eb('i.owner_id', '=', userId)]));
  if (screen.source_type === 'all_active') {
    source = source.where((eb) =>
      eb.exists(
        eb.selectFrom('investment_processes as ip').innerJoin('processes as p', 'p.id', 'ip.process_id').select(sql.lit(1).as('one'))
          .whereRef('ip.review_id', '=', 'r.id').where('p.user_id', '=', userId).where('p.is_active', '=', 1),
      ),
    );
  } else if (screen.source_type === 'associated') {
    const processId = screen.associated_process_id ?? '';
    source = source.where((eb) => eb.exists(eb.selectFrom('investment_processes as ip').select(sql.lit(1).as('one')).whereRef('ip.review_id', '=', 'r.id').where('ip.process_id', '=', processId)));
  }
  const select = source.select([
    sql.val(screen.id).as('screen_id'),
    'i.id as investment_id', 'i.ticker', 'i.name', 'i.search_name as sort_name', 'i.sector_l1 as sector', 'i.sector_l3 as industry',
    'i.exchange', 'i.currency', 'i.last_price', 'i.market_cap', 'i.figures_updated_at', 'r.updated_at as reviewed_at',
  ]);
  await trx
    .insertInto('screen_results')
    .columns(['screen_id', 'investment_id', 'ticker', 'name', 'sort_name', 'sector', 'industry', 'exchange', 'currency', 'last_price', 'market_cap', 'figures_updated_at', 'reviewed_at'])
    .expression(select)
    .execute();
}

interface FactorRow {
  investment_process_id: string;
  source_item_id: string | null;
  type: string;
  score: string | null;
  value: number | string | null;
  thresholds: string | null;
  relevance: string | null;
  position: number | string;
}

async function computeScores(trx: Kysely<Database>, screen: ScreenRecord, processIds: readonly string[]): Promise<ScoreRow[]> {
  if (processIds.length === 0) return [];
  const base = trx
    .selectFrom('investment_processes as ip')
    .innerJoin('investment_reviews as r', 'r.id', 'ip.review_id')
    .innerJoin('screen_results as sr', (join) => join.onRef('sr.investment_id', '=', 'r.investment_id').on('sr.screen_id', '=', screen.id))
    .where('r.user_id', '=', screen.user_id)
    .where('ip.process_id', 'in', [...processIds]);
  const [processRows, factorRows] = await Promise.all([
    base.select(['ip.id', 'ip.process_id', 'ip.valuation', 'r.investment_id', 'sr.last_price']).execute(),
    base
      .innerJoin('investment_items as ii', 'ii.investment_process_id', 'ip.id')
      .where('ii.parent_id', 'is', null)
      // No ORDER BY: sorting every factor of the run costs more than ordering each process's few in memory.
      .select(['ii.investment_process_id', 'ii.source_item_id', 'ii.type', 'ii.score', 'ii.value', 'ii.thresholds', 'ii.relevance', 'ii.position'])
      .execute(),
  ]);
  const factorsOf = new Map<string, FactorRow[]>();
  for (const row of factorRows) {
    const list = factorsOf.get(row.investment_process_id);
    if (list) list.push(row);
    else factorsOf.set(row.investment_process_id, [row]);
  }
  return processRows.map((row) => {
    const lastPrice = row.last_price === null ? null : Number(row.last_price);
    const factors = (factorsOf.get(row.id) ?? []).sort((a, b) => Number(a.position) - Number(b.position));
    const items = factors.map((factor) => ({ source: factor.source_item_id, item: toReviewedItem(factor) }));
    const summary = investmentProcessSummary(items.map((entry) => entry.item), lastPrice);
    const ranks: Record<string, number> = {};
    const valuationGrades: (ScaleValue | null)[] = [];
    for (const { source, item } of items) {
      const grade = effectiveScore(item, lastPrice);
      if (item.type === 'Valuation') valuationGrades.push(grade);
      const rank = gradeRank(grade);
      if (source && rank !== null) ranks[source] = rank;
    }
    const valuation = row.valuation === null ? null : Number(row.valuation);
    return {
      screen_id: screen.id,
      process_id: row.process_id!,
      investment_id: row.investment_id,
      score: summary.score,
      relevance: summary.relevance,
      valuation_rank: gradeRank(processValuationGrade(valuation, lastPrice, valuationGrades)),
      factor_ranks: toJson(ranks),
    };
  });
}

function toReviewedItem(row: FactorRow): ReviewedItem {
  return {
    type: row.type as ScoreType,
    score: row.score as ScaleValue | null,
    value: row.value === null ? null : Number(row.value),
    min: null,
    max: null,
    thresholds: row.type === 'Valuation' ? fromJson<ValuationThresholds | null>(row.thresholds, null) : null,
    relevance: row.relevance as ReviewedItem['relevance'],
  };
}

const round1 = (value: number) => Math.round(value * 10) / 10;

async function aggregate(trx: Kysely<Database>, screenId: string, processes: readonly ScreenProcessRef[], scores: readonly ScoreRow[]): Promise<ScreenAggregations> {
  const sectors = await trx
    .selectFrom('screen_results')
    .select(['sector', (eb) => eb.fn.countAll().as('count')])
    .where('screen_id', '=', screenId)
    .groupBy('sector')
    .execute();
  const sectorList = sectors.map((row) => ({ sector: row.sector, count: count(row.count) })).sort((a, b) => b.count - a.count || String(a.sector ?? '~').localeCompare(String(b.sector ?? '~')));
  return {
    count: sectorList.reduce((sum, row) => sum + row.count, 0),
    sectors: sectorList,
    processes: processes.map((process) => {
      const own = scores.filter((row) => row.process_id === process.id);
      const histogram = new Map<number, number>();
      for (const row of own) histogram.set(row.score, (histogram.get(row.score) ?? 0) + 1);
      return {
        process_id: process.id,
        name: process.name,
        role: process.role,
        count: own.length,
        average_score: own.length ? round1(own.reduce((sum, row) => sum + row.score, 0) / own.length) : null,
        average_relevance: own.length ? round1(own.reduce((sum, row) => sum + row.relevance, 0) / own.length) : null,
        distribution: [...histogram.entries()].sort((a, b) => a[0] - b[0]).map(([score, n]) => ({ score, count: n })),
      };
    }),
  };
}
