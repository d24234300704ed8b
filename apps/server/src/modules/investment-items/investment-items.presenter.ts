import { scoreItem, type InvestmentFactor, type InvestmentItem } from '@thesis/domain';
import { presentScale, type PresentedMedia } from '../items/items.presenter';
import type { Person } from '../reviews/reviews.repository';
import type { InvestmentItemRecord } from './investment-items.records';

/** What presenting review parts needs besides their rows. */
export interface ReviewPresentContext {
  /** The investment's last price (Valuation upside and grade). */
  lastPrice: number | null;
  media: Map<string, PresentedMedia>;
  people: Map<string, Person>;
}

export function mediaOf(ctx: ReviewPresentContext, id: string | null): PresentedMedia | null {
  return id ? (ctx.media.get(id) ?? null) : null;
}

export function usernameOf(ctx: ReviewPresentContext, id: string | null): string | null {
  return id ? (ctx.people.get(id)?.username ?? null) : null;
}

/** Whitelists an item's fields and adds its scoring (score that counts, points, valuation, upside). */
export function presentInvestmentItem(record: InvestmentItemRecord, ctx: ReviewPresentContext): InvestmentItem {
  const scoring = scoreItem(record, ctx.lastPrice);
  return {
    id: record.id,
    kind: record.kind,
    investment_process_id: record.investment_process_id,
    parent_id: record.parent_id,
    source_id: record.source_item_id,
    name: record.name,
    description: record.description,
    ...presentScale(record),
    position: record.position,
    score: scoring.score,
    value: record.value,
    score_factor: scoring.score_factor,
    relevance: record.relevance,
    valuation: scoring.valuation,
    upside: scoring.upside,
    comment: record.comment,
    url: record.url,
    url_name: record.url_name,
    media: mediaOf(ctx, record.media_id),
    editor_username: usernameOf(ctx, record.editor_user_id),
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

/**
 * The factors of one investment process with their checklists and questions, from all of its
 * items (loaded in position order).
 */
export function presentFactorTree(items: readonly InvestmentItemRecord[], ctx: ReviewPresentContext): InvestmentFactor[] {
  const children = new Map<string | null, InvestmentItemRecord[]>();
  for (const item of items) {
    const list = children.get(item.parent_id) ?? [];
    list.push(item);
    children.set(item.parent_id, list);
  }
  const under = (id: string | null) => children.get(id) ?? [];
  return under(null).map((factor) => ({
    ...presentInvestmentItem(factor, ctx),
    checklists: under(factor.id).map((checklist) => ({
      ...presentInvestmentItem(checklist, ctx),
      questions: under(checklist.id).map((question) => presentInvestmentItem(question, ctx)),
    })),
  }));
}
