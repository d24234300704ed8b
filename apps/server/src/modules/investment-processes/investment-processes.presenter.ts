import { investmentProcessSummary, upside, type AiSuggestion, type InvestmentProcess } from '@thesis/domain';
import type { AiFillRecord } from '../ai-fill/ai-fill.repository';
import type { InvestmentItemRecord } from '../investment-items/investment-items.records';
import { mediaOf, presentFactorTree, usernameOf, type ReviewPresentContext } from '../investment-items/investment-items.presenter';
import type { InvestmentProcessRecord } from './investment-processes.repository';

/** Summary score and relevance of a process from its factors (the domain scoring rules). */
export function summaryOf(items: readonly InvestmentItemRecord[], lastPrice: number | null): { score: number; relevance: number } {
  return investmentProcessSummary(items.filter((item) => item.parent_id === null), lastPrice);
}

/** The AI side of a process, for viewers who may change it: its open suggestions and last fill. */
export interface ProcessAi {
  suggestions: readonly AiSuggestion[];
  fill: AiFillRecord | null;
}

function presentAi(ai: ProcessAi): Pick<InvestmentProcess, 'suggestions' | 'ai_fill'> {
  const { fill } = ai;
  return {
    suggestions: [...ai.suggestions],
    ai_fill: fill
      ? { id: fill.id, source: fill.source, status: fill.status, message: fill.message, requested_at: fill.created_at, finished_at: fill.finished_at, suggested: fill.suggested ?? ai.suggestions.length, skipped: fill.skipped }
      : null,
  };
}

/**
 * An investment process with its summary; `items` are all of its items, factors given only when
 * asked, and its suggestions and last fill when `ai` is given.
 */
export function presentInvestmentProcess(record: InvestmentProcessRecord, items: readonly InvestmentItemRecord[], ctx: ReviewPresentContext, withFactors: boolean, ai?: ProcessAi): InvestmentProcess {
  const summary = summaryOf(items, ctx.lastPrice);
  return {
    id: record.id,
    investment_review_id: record.review_id,
    process_id: record.process_id,
    name: record.name,
    description: record.description,
    position: record.position,
    score: summary.score,
    relevance: summary.relevance,
    valuation: record.valuation,
    upside: upside(record.valuation, ctx.lastPrice),
    comment: record.comment,
    url: record.url,
    url_name: record.url_name,
    media: mediaOf(ctx, record.media_id),
    editor_username: usernameOf(ctx, record.editor_user_id),
    ai_status: record.ai_status,
    ai_processed_at: record.ai_processed_at,
    created_at: record.created_at,
    updated_at: record.updated_at,
    ...(withFactors ? { factors: presentFactorTree(items, ctx) } : {}),
    ...(ai ? presentAi(ai) : {}),
  };
}
