import type { Selectable } from 'kysely';
import { storedItemValue, type ItemKind, type Relevance, type ReviewedItem, type ScaleValue } from '@thesis/domain';
import type { InvestmentItemsTable } from '../../db/schema';
import { scaleFromColumns, scaleToColumns, type ScaleSettings } from '../items/scale-columns';

/** A factor, checklist or question of an investment process, settings parsed and numbers normalised. */
export interface InvestmentItemRecord extends ReviewedItem, ScaleSettings {
  id: string;
  investment_process_id: string;
  parent_id: string | null;
  source_item_id: string | null;
  kind: ItemKind;
  name: string;
  description: string | null;
  position: number;
  score: ScaleValue | null;
  value: number | null;
  relevance: Relevance | null;
  comment: string | null;
  url: string | null;
  url_name: string | null;
  media_id: string | null;
  editor_user_id: string | null;
  created_at: string;
  updated_at: string;
}


/**
 * A row as a record. Every field is named (no rest or spread of the row): records then share one
 * shape and are built in one step; a review page maps hundreds of them per request.
 */
export function toInvestmentItemRecord(row: Selectable<InvestmentItemsTable>): InvestmentItemRecord {
  const scale = scaleFromColumns(row);
  return {
    id: row.id,
    investment_process_id: row.investment_process_id,
    parent_id: row.parent_id,
    source_item_id: row.source_item_id,
    kind: row.kind as ItemKind,
    name: row.name,
    description: row.description,
    group: scale.group,
    type: scale.type,
    grade_descriptions: scale.grade_descriptions,
    min: scale.min,
    max: scale.max,
    thresholds: scale.thresholds,
    metric_key: scale.metric_key,
    position: Number(row.position),
    score: row.score as ScaleValue | null,
    // A stored value outside its range (a bad row) reads as no value: the item can be scored again.
    value: storedItemValue(row.type, row.value),
    relevance: row.relevance as Relevance | null,
    comment: row.comment,
    url: row.url,
    url_name: row.url_name,
    media_id: row.media_id,
    editor_user_id: row.editor_user_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Every stored column of an item: `satisfies` fails to compile until a column added to the table is listed. */
const ALL_COLUMNS = {
  id: 1, investment_process_id: 1, parent_id: 1, source_item_id: 1, kind: 1, name: 1, description: 1, item_group: 1, type: 1, grade_descriptions: 1,
  min_value: 1, max_value: 1, thresholds: 1, metric_key: 1, position: 1, score: 1, value: 1, relevance: 1, comment: 1, url: 1, url_name: 1,
  media_id: 1, editor_user_id: 1, created_at: 1, updated_at: 1,
} satisfies Record<keyof InvestmentItemsTable, 1>;
export const INVESTMENT_ITEM_COLUMNS = Object.keys(ALL_COLUMNS) as (keyof InvestmentItemsTable)[];

/** The columns of a record, or of the fields of a change that are set. */
export function investmentItemColumns(record: Partial<InvestmentItemRecord>): Partial<Selectable<InvestmentItemsTable>> {
  const { group, type, min, max, grade_descriptions, thresholds, metric_key, ...plain } = record;
  const out: Partial<Selectable<InvestmentItemsTable>> = scaleToColumns({ group, type, min, max, grade_descriptions, thresholds, metric_key });
  for (const [key, value] of Object.entries(plain)) if (value !== undefined) (out as Record<string, unknown>)[key] = value;
  return out;
}
