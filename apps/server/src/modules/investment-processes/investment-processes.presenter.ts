import { investmentProcessSummary, upside, type InvestmentProcess } from '@thesis/domain';
import type { InvestmentItemRecord } from '../investment-items/investment-items.records';
import { mediaOf, presentFactorTree, usernameOf, type ReviewPresentContext } from '../investment-items/investment-items.presenter';
import type { InvestmentProcessRecord } from './investment-processes.repository';

/** Summary score and relevance of a process from its factors (the domain scoring rules). */
export function summaryOf(items: readonly InvestmentItemRecord[], lastPrice: number | null): { score: number; relevance: number } {
  return investmentProcessSummary(items.filter((item) => item.parent_id === null), lastPrice);
}

/** An investment process with its summary; `items` are all of its items, factors given only when asked. */
export function presentInvestmentProcess(record: InvestmentProcessRecord, items: readonly InvestmentItemRecord[], ctx: ReviewPresentContext, withFactors: boolean): InvestmentProcess {
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
  };
}
