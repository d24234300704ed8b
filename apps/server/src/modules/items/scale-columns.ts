import type { GradeDescriptions, ScoreType, ValuationThresholds } from '@thesis/domain';
import { fromJson, toJson } from '../../db/values';

/** The scale settings of an item as the services use them (library items and review copies alike). */
export interface ScaleSettings {
  group: string;
  type: ScoreType;
  grade_descriptions: GradeDescriptions | null;
  min: number | null;
  max: number | null;
  thresholds: ValuationThresholds | null;
  /** The metric or grading rule the built-in analyst fills the item from (packages/domain/src/metrics). */
  metric_key: string | null;
}

/** The same settings as stored: JSON as text (numbers are normalised on read: PostgreSQL may answer strings). */
export interface ScaleColumns {
  item_group: string;
  type: string;
  grade_descriptions: string | null;
  min_value: number | null;
  max_value: number | null;
  thresholds: string | null;
  /** Optional in the table types: rows written before migration 0014 by raw inserts leave it out. */
  metric_key?: string | null;
}

const num = (value: number | null): number | null => (value === null ? null : Number(value));

export function scaleFromColumns(row: ScaleColumns): ScaleSettings {
  return {
    group: row.item_group,
    type: row.type as ScoreType,
    grade_descriptions: fromJson<GradeDescriptions | null>(row.grade_descriptions, null),
    min: num(row.min_value),
    max: num(row.max_value),
    thresholds: fromJson<ValuationThresholds | null>(row.thresholds, null),
    metric_key: row.metric_key ?? null,
  };
}

/** The columns for the settings that are set (undefined ones are left alone). */
export function scaleToColumns(settings: Partial<ScaleSettings>): Partial<ScaleColumns> {
  const out: Partial<ScaleColumns> = {};
  if (settings.group !== undefined) out.item_group = settings.group;
  if (settings.type !== undefined) out.type = settings.type;
  if (settings.min !== undefined) out.min_value = settings.min;
  if (settings.max !== undefined) out.max_value = settings.max;
  if (settings.grade_descriptions !== undefined) out.grade_descriptions = settings.grade_descriptions === null ? null : toJson(settings.grade_descriptions);
  if (settings.thresholds !== undefined) out.thresholds = settings.thresholds === null ? null : toJson(settings.thresholds);
  if (settings.metric_key !== undefined) out.metric_key = settings.metric_key;
  return out;
}
