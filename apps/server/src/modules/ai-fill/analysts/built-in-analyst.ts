import {
  AI_FILL_REASONS,
  bindingOf,
  BUILT_IN_ANALYST,
  formatMetricValue,
  gradeByRule,
  gradeLabel,
  gradeOnItemScale,
  isQuantitativeType,
  metricKeyIssue,
  roundMetricValue,
  type MetricResult,
} from '@thesis/domain';
import type { InvestmentItemRecord } from '../../investment-items/investment-items.records';
import type { CompanyFacts } from '../company-facts';
import type { Analyst, FillOutcome, FillProposal, FillRequest } from './analyst';
import { fillSummary } from './fill-summary';

type Decision = { proposal: FillProposal } | { skip: string };

export const BUILT_IN_REASONS = {
  valuation: 'needs judgement: a valuation is your own estimate of value per share',
  judgement: AI_FILL_REASONS.noModel,
  unboundQuantitative: 'needs judgement: bind it to a metric in the item editor and the analyst fills it',
  bindingMismatch: 'its metric binding does not fit its type any more',
} as const;

/** 'financial data for FY2013–FY2016 and market figures of 2026-08-22' — what the built-in analyst read. */
export function sourcesOf(facts: CompanyFacts): string {
  const years = facts.history.map((row) => row.fy_date_at.slice(0, 4)).sort();
  const financials = years.length ? `financial data for FY${years[0]}–FY${years[years.length - 1]}` : 'no financial data';
  return `${financials} and ${facts.figures_as_of ? `market figures of ${facts.figures_as_of.slice(0, 10)}` : 'market figures without a date'}`;
}

function fromMetric(item: InvestmentItemRecord, result: Extract<MetricResult, { available: true }>, label: string, definition: string): Decision {
  const value = roundMetricValue(result.value, result.unit);
  const shown = formatMetricValue(value, result.unit);
  if ((item.min !== null && value < item.min) || (item.max !== null && value > item.max)) {
    return { skip: `${label} is ${shown}, outside this item's range (${item.min ?? '–'} to ${item.max ?? '–'}): widen the range to record it` };
  }
  const grade = gradeOnItemScale(item, value);
  if (item.value === value && (grade === null || item.score === grade)) return { skip: 'already holds this value' };
  const grading = grade ? `Graded ${gradeLabel(item.type, grade)} on this item's thresholds.` : "This item has no grade thresholds: choose the grade yourself.";
  return {
    proposal: {
      item_id: item.id,
      score: grade,
      value,
      relevance: null,
      comment: `${result.evidence}. Source: ${BUILT_IN_ANALYST}.`,
      rationale: `${definition} ${grading}`,
      evidence: [result.evidence],
      source: BUILT_IN_ANALYST,
      confidence: 'high',
    },
  };
}

/** A judgement item: a qualitative item bound to no metric or rule (moat, management, risks) — a model's to grade, or the reviewer's. */
export function isJudgementItem(item: Pick<InvestmentItemRecord, 'type' | 'metric_key'>): boolean {
  return item.type !== 'Valuation' && !isQuantitativeType(item.type) && !bindingOf(item.metric_key);
}

/** What the built-in analyst does with one item. */
function decide(item: InvestmentItemRecord, facts: CompanyFacts): Decision {
  if (item.type === 'Valuation') return { skip: BUILT_IN_REASONS.valuation };
  if (isJudgementItem(item)) return { skip: BUILT_IN_REASONS.judgement };
  const binding = bindingOf(item.metric_key);
  if (!binding) return { skip: BUILT_IN_REASONS.unboundQuantitative };
  if (metricKeyIssue(item.type, item.metric_key)) return { skip: BUILT_IN_REASONS.bindingMismatch };
  const result = facts.metrics[binding.metric.id];
  if (!result.available) return { skip: `${binding.metric.label}: ${result.reason}` };
  if (binding.kind === 'metric') return fromMetric(item, result, binding.metric.label, binding.metric.definition);
  const grade = gradeByRule(binding.rule, result.value);
  if (item.score === grade) return { skip: 'already holds this grade' };
  return {
    proposal: {
      item_id: item.id,
      score: grade,
      value: null,
      relevance: null,
      comment: `${result.evidence}: ${gradeLabel(item.type, grade)}. Source: ${BUILT_IN_ANALYST}.`,
      rationale: `Rule: ${binding.rule.text} Only this figure is graded; check the rest of the grade description yourself.`,
      evidence: [result.evidence],
      source: BUILT_IN_ANALYST,
      // A rule grades one figure; the item may ask more of the company than that figure shows.
      confidence: 'medium',
    },
  };
}

/**
 * The built-in analyst (no AI provider): fills each item bound to a metric with the computed value
 * (graded on the item's own thresholds when it has them), grades each qualitative item bound to a
 * written rule, and leaves everything else empty with the reason. It only reads this review's
 * company figures and sends nothing anywhere.
 */
export class BuiltInAnalyst implements Analyst {
  readonly source = BUILT_IN_ANALYST;

  async fill(request: FillRequest): Promise<FillOutcome> {
    const outcome: FillOutcome = { proposals: [], skipped: [], note: null };
    for (const item of request.items) {
      const decision = decide(item, request.facts);
      if ('proposal' in decision) outcome.proposals.push(decision.proposal);
      else outcome.skipped.push({ item_id: item.id, reason: decision.skip });
    }
    outcome.note = fillSummary(outcome.proposals, request.items.length, sourcesOf(request.facts));
    return outcome;
  }
}
