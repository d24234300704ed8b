import { SCREEN_METRIC_IDS, type Grade, type ScreenFilter, type ScreenMetricId, type ScreenProcessColumn } from '@thesis/domain';

/** The filter form's values: what the panel edits before Apply writes them to the address. */
export interface FilterDraft {
  sector: string[];
  industry: string[];
  exchange: string[];
  currency: string[];
  priceMin: number | null;
  priceMax: number | null;
  capMin: number | null;
  capMax: number | null;
  portfolio: 'any' | 'yes' | 'no';
  /** Per process id. */
  scores: Record<string, { min: number | null; max: number | null; valuation: Grade | null }>;
  /** Per library factor id: the worst grade accepted. */
  factors: Record<string, Grade | null>;
  /** Per metric id (m.<metricId>): the range, in the metric's unit. */
  metrics: Partial<Record<ScreenMetricId, { min: number | null; max: number | null }>>;
  /** Filters the form does not edit (e.g. written by hand in the address): kept as they are. */
  extra: ScreenFilter[];
}

export function emptyDraft(): FilterDraft {
  return { sector: [], industry: [], exchange: [], currency: [], priceMin: null, priceMax: null, capMin: null, capMax: null, portfolio: 'any', scores: {}, factors: {}, metrics: {}, extra: [] };
}

export function draftOf(filters: readonly ScreenFilter[], processes: readonly ScreenProcessColumn[]): FilterDraft {
  const draft = emptyDraft();
  const known = new Set(processes.map((process) => process.id));
  const factorIds = new Set(processes.flatMap((process) => process.factors.map((factor) => factor.id)));
  for (const filter of filters) {
    if (filter.type === 'text') draft[filter.field] = [...filter.values];
    else if (filter.type === 'range' && filter.field === 'price') [draft.priceMin, draft.priceMax] = [filter.min, filter.max];
    else if (filter.type === 'range') [draft.capMin, draft.capMax] = [filter.min, filter.max];
    else if (filter.type === 'portfolio') draft.portfolio = filter.inPortfolio ? 'yes' : 'no';
    else if (filter.type === 'process' && filter.measure === 'score' && known.has(filter.processId)) {
      draft.scores[filter.processId] = { ...(draft.scores[filter.processId] ?? { valuation: null }), min: filter.min, max: filter.max };
    } else if (filter.type === 'valuation' && filter.max === null && known.has(filter.processId)) {
      draft.scores[filter.processId] = { ...(draft.scores[filter.processId] ?? { min: null, max: null }), valuation: filter.min };
    } else if (filter.type === 'factor' && filter.max === null && factorIds.has(filter.factorId)) draft.factors[filter.factorId] = filter.min;
    else if (filter.type === 'metric') draft.metrics[filter.metricId] = { min: filter.min, max: filter.max };
    else draft.extra.push(filter);
  }
  return draft;
}

/** The filters of a draft, in a stable order (so the address reads the same for the same view). */
export function filtersOf(draft: FilterDraft): ScreenFilter[] {
  const out: ScreenFilter[] = [];
  for (const field of ['sector', 'industry', 'exchange', 'currency'] as const) {
    const values = draft[field].map((value) => value.trim()).filter(Boolean);
    if (values.length) out.push({ type: 'text', field, values });
  }
  if (draft.priceMin !== null || draft.priceMax !== null) out.push({ type: 'range', field: 'price', min: draft.priceMin, max: draft.priceMax });
  if (draft.capMin !== null || draft.capMax !== null) out.push({ type: 'range', field: 'market_cap', min: draft.capMin, max: draft.capMax });
  if (draft.portfolio !== 'any') out.push({ type: 'portfolio', inPortfolio: draft.portfolio === 'yes' });
  for (const [processId, score] of Object.entries(draft.scores)) {
    if (score.min !== null || score.max !== null) out.push({ type: 'process', processId, measure: 'score', min: score.min, max: score.max });
    if (score.valuation) out.push({ type: 'valuation', processId, min: score.valuation, max: null });
  }
  for (const [factorId, grade] of Object.entries(draft.factors)) if (grade) out.push({ type: 'factor', factorId, min: grade, max: null });
  for (const metricId of SCREEN_METRIC_IDS) {
    const range = draft.metrics[metricId];
    if (range && (range.min !== null || range.max !== null)) out.push({ type: 'metric', metricId, min: range.min, max: range.max });
  }
  return [...out, ...draft.extra];
}
