import { SCORE_TYPE_LABELS, type QuantitativeType, type ScoreType } from '../constants/scales';
import type { Grade } from '../scoring/grade-points';
import { isQualitativeType, isQuantitativeType } from '../scoring/score-families';
import { valuationGrade, type ValuationThresholds } from '../scoring/valuation-grade';
import { isMetricId, METRICS, metricDefinition, type MetricId } from './catalogue';
import type { MetricDefinition } from './define';
import { METRIC_RULES, metricRule, type MetricRule } from './rules';
import type { MetricUnit } from './types';

/** The quantitative type that shows each unit: a metric binds only to items of that type. */
export const METRIC_UNIT_TYPES: Readonly<Record<MetricUnit, QuantitativeType>> = {
  '%': 'percent',
  '×': 'number',
  $: 'dollar',
  'M$': 'dollar_million',
  M: 'number_million',
};

export const METRIC_KEY_MAX = 64;

export const METRIC_MESSAGES = {
  unknown: 'Please choose a metric or rule from the catalogue',
  valuation: 'A Valuation item holds your own valuation per share: it cannot be bound to a metric',
} as const;

/** What an item's `metric_key` names: a metric (quantitative items) or a grading rule (qualitative items). */
export type MetricBinding =
  | { kind: 'metric'; key: MetricId; metric: MetricDefinition<MetricId> }
  | { kind: 'rule'; key: string; rule: MetricRule; metric: MetricDefinition<MetricId> };

export function bindingOf(key: string | null | undefined): MetricBinding | null {
  if (!key) return null;
  if (isMetricId(key)) return { kind: 'metric', key, metric: metricDefinition(key) };
  const rule = metricRule(key);
  return rule ? { kind: 'rule', key, rule, metric: metricDefinition(rule.metric) } : null;
}

/** Why `key` may not be bound to an item of `type` (the 422 message), or null when it may. */
export function metricKeyIssue(type: ScoreType, key: string | null | undefined): string | null {
  if (key === null || key === undefined) return null;
  const binding = bindingOf(key);
  if (!binding) return METRIC_MESSAGES.unknown;
  if (type === 'Valuation') return METRIC_MESSAGES.valuation;
  if (binding.kind === 'metric') {
    const wanted = METRIC_UNIT_TYPES[binding.metric.unit];
    return wanted === type ? null : `${binding.metric.label} is measured in ${binding.metric.unit}: bind it to a ${SCORE_TYPE_LABELS[wanted]} item`;
  }
  if (isQualitativeType(type) && (binding.rule.types as readonly string[]).includes(type)) return null;
  return `This rule grades ${binding.rule.types.map((t) => SCORE_TYPE_LABELS[t]).join(' or ')} items`;
}

/** The binding an item keeps after its type changes: cleared when it no longer fits. */
export function metricKeyAfterTypeChange(type: ScoreType, key: string | null): string | null {
  return metricKeyIssue(type, key) === null ? key : null;
}

/** The binding after a write: the one sent (when sent), else the current one if it still fits the type. */
export function metricKeyAfterWrite(type: ScoreType, current: string | null, sent: string | null | undefined): string | null {
  return sent !== undefined ? sent : metricKeyAfterTypeChange(type, current);
}

/** How a binding reads: the metric's label, or the rule's. */
export function bindingLabel(key: string | null | undefined): string | null {
  const binding = bindingOf(key);
  if (!binding) return null;
  return binding.kind === 'metric' ? binding.metric.label : binding.rule.label;
}

export interface BindingOption {
  key: string;
  label: string;
  /** 'Growth', 'Margins' … or 'Rules' — for grouped pickers. */
  group: string;
  description: string;
}

const FAMILY_LABELS: Readonly<Record<MetricDefinition['family'], string>> = {
  growth: 'Growth', margins: 'Margins', returns: 'Returns', cash_flow: 'Cash flow', leverage: 'Leverage', dividends: 'Dividends', valuation: 'Valuation', market: 'Market figures',
};

/** The metrics or rules an item of this type may be bound to, in catalogue order. */
export function bindingOptions(type: ScoreType): BindingOption[] {
  if (isQuantitativeType(type)) {
    return METRICS.filter((metric) => METRIC_UNIT_TYPES[metric.unit] === type).map((metric) => ({ key: metric.id, label: metric.label, group: FAMILY_LABELS[metric.family], description: metric.definition }));
  }
  if (isQualitativeType(type)) {
    return METRIC_RULES.filter((rule) => (rule.types as readonly string[]).includes(type)).map((rule) => ({ key: rule.id, label: rule.label, group: 'Rules', description: `${rule.text} ${metricDefinition(rule.metric).definition}` }));
  }
  return [];
}

/**
 * The grade a quantitative item's own scale gives a value: through its grade thresholds (each the
 * lowest value of its grade, as a valuation's), or null when the item has none and the reviewer
 * grades it by hand.
 */
export function gradeOnItemScale(item: { thresholds: ValuationThresholds | null }, value: number): Grade | null {
  return item.thresholds ? valuationGrade(value, item.thresholds) : null;
}
