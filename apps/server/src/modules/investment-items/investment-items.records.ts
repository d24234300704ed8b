import type { Selectable } from 'kysely';
import type { ItemKind, Relevance, ReviewedItem, ScaleValue } from '@thesis/domain';
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

const num = (value: number | string | null): number | null => (value === null ? null : Number(value));

export function toInvestmentItemRecord(row: Selectable<InvestmentItemsTable>): InvestmentItemRecord {
  const { item_group, min_value, max_value, grade_descriptions, thresholds, metric_key, ...rest } = row;
  return {
    ...rest,
    kind: row.kind as ItemKind,
    ...scaleFromColumns({ item_group, type: row.type, min_value, max_value, grade_descriptions, thresholds, metric_key }),
    position: Number(row.position),
    score: row.score as ScaleValue | null,
    value: num(row.value),
    relevance: row.relevance as Relevance | null,
  };
}

/** The columns of a record, or of the fields of a change that are set. */
export function investmentItemColumns(record: Partial<InvestmentItemRecord>): Partial<Selectable<InvestmentItemsTable>> {
  const { group, type, min, max, grade_descriptions, thresholds, metric_key, ...plain } = record;
  const out: Partial<Selectable<InvestmentItemsTable>> = scaleToColumns({ group, type, min, max, grade_descriptions, thresholds, metric_key });
  for (const [key, value] of Object.entries(plain)) if (value !== undefined) (out as Record<string, unknown>)[key] = value;
  return out;
}
