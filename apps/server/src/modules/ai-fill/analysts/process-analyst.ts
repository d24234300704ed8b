import { AI_FILL_REASONS, BUILT_IN_ANALYST } from '@thesis/domain';
import type { InvestmentItemRecord } from '../../investment-items/investment-items.records';
import { AnalystFailure, type Analyst, type FillOutcome, type FillProposal, type FillRequest } from './analyst';
import { BuiltInAnalyst, isJudgementItem, sourcesOf } from './built-in-analyst';
import { fillSummary } from './fill-summary';
import type { OpenAiAnalyst } from './openai-analyst';

/** The items depth first (each factor, then each of its checklists followed by its questions), by position. */
function treeOrder(items: readonly InvestmentItemRecord[]): InvestmentItemRecord[] {
  const children = new Map<string | null, InvestmentItemRecord[]>();
  for (const item of items) children.set(item.parent_id, [...(children.get(item.parent_id) ?? []), item]);
  const ordered: InvestmentItemRecord[] = [];
  const visit = (parent: string | null) => {
    for (const item of [...(children.get(parent) ?? [])].sort((a, b) => a.position - b.position)) {
      ordered.push(item);
      visit(item.id);
    }
  };
  visit(null);
  return ordered;
}

/** Each factor with its checklists and questions, in tree order (the factor first). */
function byFactor(ordered: readonly InvestmentItemRecord[]): InvestmentItemRecord[][] {
  const groups: InvestmentItemRecord[][] = [];
  for (const item of ordered) {
    if (item.parent_id === null) groups.push([item]);
    else groups.at(-1)?.push(item);
  }
  return groups;
}

/**
 * How a process is filled: the built-in analyst first (every item bound to a metric or a rule,
 * from the filed figures), then — when a model is set up — the model grades the judgement items
 * (unbound qualitative questions: moat, management, risks), one request per factor. Without a
 * model those items say what a model would add. A model that fails stops being asked; its items
 * are left with the reason and the fill keeps what the filings gave.
 */
export class ProcessAnalyst implements Analyst {
  readonly source: string;

  constructor(
    private readonly model: OpenAiAnalyst | null = null,
    private readonly builtIn = new BuiltInAnalyst(),
  ) {
    this.source = model ? `${BUILT_IN_ANALYST} and ${model.source}` : BUILT_IN_ANALYST;
  }

  async fill(request: FillRequest, signal: AbortSignal): Promise<FillOutcome> {
    const first = await this.builtIn.fill(request);
    const ordered = treeOrder(request.items);
    const order = new Map(ordered.map((item, index) => [item.id, index]));
    const inTreeOrder = <T extends { item_id: string }>(entries: T[]) => entries.sort((a, b) => (order.get(a.item_id) ?? 0) - (order.get(b.item_id) ?? 0));
    if (!this.model) return { ...first, proposals: inTreeOrder(first.proposals), skipped: inTreeOrder(first.skipped) };
    const judgement = new Set(request.items.filter(isJudgementItem).map((item) => item.id));
    const proposals: FillProposal[] = [...first.proposals];
    const skipped = first.skipped.filter((entry) => !judgement.has(entry.item_id));
    const deadline = this.model.deadline();
    let tokens = 0;
    let stopped: string | null = null;
    for (const items of byFactor(ordered)) {
      const asked = items.filter((item) => judgement.has(item.id));
      if (asked.length === 0) continue;
      if (!stopped) {
        try {
          const ids = new Set(items.map((item) => item.id));
          const answer = await this.model.judgeFactor(request, { items, asked, filled: first.proposals.filter((proposal) => ids.has(proposal.item_id)) }, deadline, signal);
          proposals.push(...answer.proposals);
          skipped.push(...answer.skipped);
          tokens += answer.tokens;
          continue;
        } catch (error) {
          if (!(error instanceof AnalystFailure)) throw error;
          stopped = error.message;
        }
      }
      skipped.push(...asked.map((item) => ({ item_id: item.id, reason: `${AI_FILL_REASONS.judgement}: ${this.model!.source} could not grade it. ${stopped}` })));
    }
    return {
      proposals: inTreeOrder(proposals),
      skipped: inTreeOrder(skipped),
      note: fillSummary(proposals, request.items.length, sourcesOf(request.facts), stopped ? `${this.model.source} stopped: ${stopped}` : undefined),
      tokens: tokens || null,
    };
  }
}
