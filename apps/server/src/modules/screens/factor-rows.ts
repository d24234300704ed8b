import type { Kysely } from 'kysely';
import { storedItemValue, type ReviewedItem, type ScaleValue, type ScoreType, type ValuationThresholds } from '@thesis/domain';
import type { Database } from '../../db/schema';
import type { InvestmentItemsTable } from '../../db/tables/reviews';
import { fromJson } from '../../db/values';

/** A factor (top-level item) of a reviewed process, as screens score it. */
export interface FactorRow {
  id: string;
  investment_process_id: string;
  source_item_id: string | null;
  name: string;
  updated_at: string;
  /** What the domain scoring rules read. */
  item: ReviewedItem;
}

/** The stored columns a factor is read from. */
const FACTOR_COLUMNS = ['id', 'investment_process_id', 'source_item_id', 'name', 'type', 'score', 'value', 'thresholds', 'relevance', 'position', 'updated_at'] as const;
type StoredFactor = Pick<InvestmentItemsTable, (typeof FACTOR_COLUMNS)[number]>;

/** A stored factor as the scoring rules read it. */
function toFactorRow(row: StoredFactor): FactorRow {
  return {
    id: row.id,
    investment_process_id: row.investment_process_id,
    source_item_id: row.source_item_id,
    name: row.name,
    updated_at: row.updated_at,
    item: {
      type: row.type as ScoreType,
      score: row.score as ScaleValue | null,
      value: storedItemValue(row.type, row.value),
      min: null,
      max: null,
      thresholds: row.type === 'Valuation' ? fromJson<ValuationThresholds | null>(row.thresholds, null) : null,
      relevance: row.relevance as ReviewedItem['relevance'],
    },
  };
}

/** Stored factors by process, each list in the order of the review (position, then id). */
function factorsByProcess(rows: StoredFactor[]): Map<string, FactorRow[]> {
  const out = new Map<string, FactorRow[]>();
  rows.sort((a, b) => Number(a.position) - Number(b.position) || a.id.localeCompare(b.id));
  for (const row of rows) {
    const factor = toFactorRow(row);
    const list = out.get(row.investment_process_id);
    if (list) list.push(factor);
    else out.set(row.investment_process_id, [factor]);
  }
  return out;
}

/**
 * The factors of some reviewed processes, by process, each list in the order of the review
 * (position, then id): what a run summarises and a page shows beside the run's values.
 */
export async function readFactors(db: Kysely<Database>, investmentProcessIds: readonly string[]): Promise<Map<string, FactorRow[]>> {
  if (investmentProcessIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('investment_items')
    .select([...FACTOR_COLUMNS])
    .where('investment_process_id', 'in', [...investmentProcessIds])
    .where('parent_id', 'is', null)
    .execute();
  return factorsByProcess(rows);
}
