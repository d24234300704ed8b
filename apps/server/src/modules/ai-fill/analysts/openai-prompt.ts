import { bindingOf, gradesOf, gradeLabel, isQualitativeType, METRICS, SCORE_TYPE_LABELS, type MetricFinancialRow } from '@thesis/domain';
import type { InvestmentItemRecord } from '../../investment-items/investment-items.records';
import type { FillRequest } from './analyst';

export const SYSTEM_PROMPT = [
  'You are an equity research analyst helping an investor make a first draft of an investment review.',
  'You get the facts of one company (its figures, financial rows, computed metrics, and the investor’s own summary and notes of this review) and the tree of one investment process: factors, their checklists and their questions.',
  'For each item you can assess from the facts given, propose a grade on the item’s own scale (use its grade descriptions), a value for quantitative items (within its min and max), optionally a relevance and a short comment, a rationale, and the figures you used as evidence (each with its fiscal year).',
  'Use only the facts given. Do not invent figures. Leave out items that need information you do not have; never propose a Valuation value (the investor’s own valuation per share).',
  'Answer with JSON only, in the schema given.',
].join(' ');

const num = (value: number | null) => (value === null ? null : Math.round(value * 1e4) / 1e4);

/** How one item is described to the model: id, place in the tree, name, description, scale, current scoring. */
function describeItem(item: InvestmentItemRecord, path: string[]) {
  const binding = bindingOf(item.metric_key);
  return {
    item_id: item.id,
    kind: item.kind,
    path: path.join(' › '),
    name: item.name,
    description: item.description,
    score_type: SCORE_TYPE_LABELS[item.type],
    grades: item.type === 'Valuation' ? null : gradesOf(item.type).map((grade) => ({ score: grade, label: gradeLabel(item.type, grade), description: isQualitativeType(item.type) ? (item.grade_descriptions?.[grade] ?? null) : null })),
    min: item.min,
    max: item.max,
    bound_metric: binding ? binding.metric.label : null,
    current: { score: item.score, value: item.value, relevance: item.relevance },
  };
}

/** The process tree in order, each item with the names of its parents. */
function tree(items: readonly InvestmentItemRecord[]) {
  const names = new Map(items.map((item) => [item.id, item.name]));
  const parents = new Map(items.map((item) => [item.id, item.parent_id]));
  const pathOf = (item: InvestmentItemRecord) => {
    const path: string[] = [];
    for (let id = item.parent_id; id; id = parents.get(id) ?? null) path.unshift(names.get(id) ?? '');
    return path;
  };
  return items.map((item) => describeItem(item, pathOf(item)));
}

/**
 * A reported year as the model reads it: a figure a plausibility check flagged is left out (null),
 * and the row names it, so the model never builds on a figure that did not pass the checks.
 */
export function checkedYear(row: MetricFinancialRow): MetricFinancialRow & { figures_under_review?: string[] } {
  const { under_review: flagged, ...figures } = row;
  const fields = Object.keys(flagged ?? {}) as (keyof typeof figures)[];
  if (fields.length === 0) return figures;
  return { ...figures, ...Object.fromEntries(fields.map((field) => [field, null])), figures_under_review: fields };
}

/** The user message: the company's facts and the process tree, as JSON. */
export function factsMessage(request: FillRequest): string {
  const { facts } = request;
  const metrics = METRICS.map((metric) => {
    const result = facts.metrics[metric.id];
    return result.available ? { metric: metric.label, value: num(result.value), unit: metric.unit, evidence: result.evidence } : { metric: metric.label, not_available: result.reason };
  });
  const payload = {
    company: {
      name: facts.name, ticker: facts.ticker, exchange: facts.exchange, sector: facts.sector, industry: facts.industry,
      currency: facts.currency, reporting_currency: facts.reporting_currency ?? facts.currency,
      last_price: facts.last_price, market_cap_millions: facts.market_cap, issued_shares_millions: facts.issued_shares, market_figures_as_of: facts.figures_as_of,
    },
    financials_note: 'Money in millions of the reporting currency; EPS and DPS per share. Historical rows are reported years; estimates are the investor’s own forecasts. A figure listed in figures_under_review failed a plausibility check and is left out: do not use it.',
    historical: facts.history.map(checkedYear),
    estimates: facts.estimates,
    metrics,
    review: { summary: facts.summary, notes: facts.notes },
    process: { name: request.process.name, description: request.process.description, items: tree(request.items) },
  };
  return JSON.stringify(payload);
}

/** The follow-up when an answer was not valid: what was wrong, and the instruction to answer again. */
export function retryMessage(issues: readonly string[]): string {
  return `Your answer could not be used:\n- ${issues.slice(0, 30).join('\n- ')}\nAnswer again with JSON in the schema, only for items of the process, with values their types take.`;
}
