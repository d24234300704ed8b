import { bindingOf, gradesOf, gradeLabel, isQualitativeType, METRICS, SCORE_TYPE_LABELS, type MetricFinancialRow } from '@thesis/domain';
import type { InvestmentItemRecord } from '../../investment-items/investment-items.records';
import type { FillProposal, FillRequest } from './analyst';

export const SYSTEM_PROMPT = [
  'You are an equity research analyst helping an investor make a first draft of an investment review.',
  'You get the facts of one company (its figures, financial rows, computed metrics with their years, and the investor’s own summary and notes of this review) and one factor of an investment process: its checklists and questions, the figures already filled in from the filings, and the ids of the judgement items to grade.',
  'For each item you can assess, propose a grade on the item’s own scale (use its grade descriptions as the rubric), optionally a relevance, a comment for the reviewer of at most 600 characters that cites the figures (with their years) or the notes you used, a rationale, the evidence lines and how confident you are.',
  'Use only the facts given and well-established public knowledge of the company; say so when you rely on the latter, and lower your confidence. Do not invent figures. Leave out items you cannot assess.',
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

/** The company's facts as the model reads them: figures, checked financial rows, metrics, and this review's own summary and notes. */
function companyFacts(request: FillRequest) {
  const { facts } = request;
  const metrics = METRICS.map((metric) => {
    const result = facts.metrics[metric.id];
    return result.available ? { metric: metric.label, value: num(result.value), unit: metric.unit, evidence: result.evidence } : { metric: metric.label, not_available: result.reason };
  });
  return {
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
  };
}

/**
 * The user message for one factor: the company's facts, the factor's items (with what the built-in
 * analyst already filled from the filings), and the judgement items to grade, as JSON.
 */
export function factorMessage(request: FillRequest, factorItems: readonly InvestmentItemRecord[], asked: readonly InvestmentItemRecord[], filled: readonly FillProposal[]): string {
  const byItem = new Map(filled.map((proposal) => [proposal.item_id, proposal]));
  const items = tree(factorItems).map((item) => {
    const proposal = byItem.get(item.item_id);
    return proposal ? { ...item, filled_from_filings: { score: proposal.score, value: proposal.value, evidence: proposal.evidence } } : item;
  });
  const payload = {
    ...companyFacts(request),
    process: { name: request.process.name, description: request.process.description },
    factor: items,
    grade_these: asked.map((item) => item.id),
  };
  return JSON.stringify(payload);
}

/** The follow-up when an answer was not valid: what was wrong, and the instruction to answer again. */
export function retryMessage(issues: readonly string[]): string {
  return `Your answer could not be used:\n- ${issues.slice(0, 30).join('\n- ')}\nAnswer again with JSON in the schema, only for the items in grade_these, with grades of their own scales.`;
}
