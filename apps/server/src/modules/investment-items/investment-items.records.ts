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


export function toInvestmentItemRecord(row: Selectable<InvestmentItemsTable>): InvestmentItemRecord {
  const { item_group, min_value, max_value, grade_descriptions, thresholds, ...rest } = row;
  return {
    ...rest,
    kind: row.kind as ItemKind,
    ...scaleFromColumns({ item_group, type: row.type, min_value, max_value, grade_descriptions, thresholds }),
    position: Number(row.position),
    score: row.score as ScaleValue | null,
    // A stored value outside its range (a bad row) reads as no value: the item can be scored again.
    value: storedItemValue(row.type, row.value),
    relevance: row.relevance as Relevance | null,
  };
}

/** The columns of a record, or of the fields of a change that are set. */
export function investmentItemColumns(record: Partial<InvestmentItemRecord>): Partial<Selectable<InvestmentItemsTable>> {
  const { group, type, min, max, grade_descriptions, thresholds, ...plain } = record;
  const out: Partial<Selectable<InvestmentItemsTable>> = scaleToColumns({ group, type, min, max, grade_descriptions, thresholds });
  for (const [key, value] of Object.entries(plain)) if (value !== undefined) (out as Record<string, unknown>)[key] = value;
  return out;
}
