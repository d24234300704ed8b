import type { Grade } from '../scoring/grade-points';
import { GRADED_RULES } from './graded-rules';
import type { MetricRule, RuleBand } from './rule-types';
import { TICK_CROSS_RULES } from './tick-cross-rules';

export type { MetricRule, RuleBand } from './rule-types';

/** Every grading rule: the graded ones (scales and flags), then the Tick/Cross ones (docs/ai.md lists them in this order). */
export const METRIC_RULES = [...GRADED_RULES, ...TICK_CROSS_RULES] as const;


export type MetricRuleId = (typeof METRIC_RULES)[number]['id'];

const BY_ID = new Map<string, MetricRule>(METRIC_RULES.map((rule) => [rule.id, rule]));

export function metricRule(id: string): MetricRule | undefined {
  return BY_ID.get(id);
}

function fits(band: RuleBand, value: number): boolean {
  if (band.below !== undefined && !(value < band.below)) return false;
  if (band.upTo !== undefined && !(value <= band.upTo)) return false;
  if (band.above !== undefined && !(value > band.above)) return false;
  return true;
}

/** The grade a rule gives a value (the first band it fits). */
export function gradeByRule(rule: MetricRule, value: number): Grade {
  return (rule.bands.find((band) => fits(band, value)) ?? rule.bands[rule.bands.length - 1]!).grade;
}
