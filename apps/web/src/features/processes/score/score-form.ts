import { defaultScaleSettings, isQualitativeType, scoreFamily, type Item, type UpdateItemInput } from '@thesis/domain';
import type { z } from 'zod';
import type { updateItemSchema } from '@thesis/domain';

/** The edit-score form: the item's type (for the scale rules, never sent) and its scale settings. */
export type ScoreFields = z.input<typeof updateItemSchema>;
export type ScoreValues = z.output<typeof updateItemSchema>;

/** The form's starting values: the item's settings, with the type's defaults where it has none. */
export function scoreDefaults(item: Item): ScoreFields {
  const defaults = defaultScaleSettings(item.type);
  return {
    type: item.type,
    grade_descriptions: isQualitativeType(item.type)
      ? { ...defaults.grade_descriptions, ...item.grade_descriptions }
      : null,
    min: item.min ?? defaults.min,
    max: item.max ?? defaults.max,
    thresholds: item.thresholds ?? defaults.thresholds,
    metric_key: item.metric_key,
  };
}

/**
 * What PATCH sends for the item's family: grade descriptions, or min/max and thresholds (always
 * for Valuation; for a quantitative item null when it is graded by hand), and the metric binding
 * of qualitative and quantitative items.
 */
export function scorePayload(item: Item, values: ScoreValues): UpdateItemInput {
  const family = scoreFamily(item.type);
  const metric_key = values.metric_key ?? null;
  if (family === 'qualitative') return { grade_descriptions: values.grade_descriptions ?? null, metric_key };
  if (family === 'valuation') return { min: values.min ?? null, max: values.max ?? null, thresholds: values.thresholds ?? null };
  return { min: values.min ?? null, max: values.max ?? null, thresholds: values.thresholds ?? null, metric_key };
}
