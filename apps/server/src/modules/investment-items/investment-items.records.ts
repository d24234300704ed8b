import type { Selectable } from 'kysely';
import type { GradeDescriptions, ItemKind, Relevance, ReviewedItem, ScaleValue, ScoreType, ValuationThresholds } from '@thesis/domain';
import type { InvestmentItemsTable } from '../../db/schema';
import { fromJson, toJson } from '../../db/values';

/** A factor, checklist or question of an investment process, settings parsed and numbers normalised. */
export interface InvestmentItemRecord extends ReviewedItem {
  id: string;
  investment_process_id: string;
  parent_id: string | null;
  source_item_id: string | null;
  kind: ItemKind;
  name: string;
  description: string | null;
  group: string;
  type: ScoreType;
  grade_descriptions: GradeDescriptions | null;
  min: number | null;
  max: number | null;
  thresholds: ValuationThresholds | null;
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
  const { item_group, min_value, max_value, grade_descriptions, thresholds, ...rest } = row;
  return {
    ...rest,
    kind: row.kind as ItemKind,
    group: item_group,
    type: row.type as ScoreType,
    grade_descriptions: fromJson<GradeDescriptions | null>(grade_descriptions, null),
    min: num(min_value),
    max: num(max_value),
    thresholds: fromJson<ValuationThresholds | null>(thresholds, null),
    position: Number(row.position),
    score: row.score as ScaleValue | null,
    value: num(row.value),
    relevance: row.relevance as Relevance | null,
  };
}

/** The columns of a record, or of the fields of a change that are set. */
export function investmentItemColumns(record: Partial<InvestmentItemRecord>): Partial<Selectable<InvestmentItemsTable>> {
  const { group, min, max, grade_descriptions, thresholds, ...plain } = record;
  const out: Partial<Selectable<InvestmentItemsTable>> = {};
  for (const [key, value] of Object.entries(plain)) if (value !== undefined) (out as Record<string, unknown>)[key] = value;
  if (group !== undefined) out.item_group = group;
  if (min !== undefined) out.min_value = min;
  if (max !== undefined) out.max_value = max;
  if (grade_descriptions !== undefined) out.grade_descriptions = grade_descriptions === null ? null : toJson(grade_descriptions);
  if (thresholds !== undefined) out.thresholds = thresholds === null ? null : toJson(thresholds);
  return out;
}
