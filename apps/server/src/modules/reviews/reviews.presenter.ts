import type { InvestmentProcess, LibraryOwner, ReviewAccess, Review, ReviewListItem, ReviewModel, ReviewNote } from '@thesis/domain';
import { mediaOf, type ReviewPresentContext } from '../investment-items/investment-items.presenter';
import { presentInvestmentSummary } from '../investments/investments.presenter';
import type { InvestmentRow } from '../investments/investments.repository';
import type { ReviewModelRecord } from './review-models.repository';
import type { ReviewRecord } from './reviews.repository';

/** The investment as reviews show it: the search-row shape with last_price at the top. */
export function presentReviewInvestment(row: InvestmentRow, reviewId: string | null): ReviewListItem['investment'] {
  const summary = presentInvestmentSummary(row, reviewId);
  return { ...summary, last_price: summary.meta.last_price };
}

/** The review's owner: username and avatar only. */
export function ownerOf(ctx: ReviewPresentContext, userId: string): LibraryOwner {
  const person = ctx.people.get(userId);
  const avatar = mediaOf(ctx, person?.avatar_id ?? null);
  return { id: userId, username: person?.username ?? '', avatar: avatar ? { id: avatar.id, url: avatar.url } : null };
}

/** Who wrote a row of a workspace: its author inside a team (created_by), else its owner. */
export function authorOf(record: { user_id: string; created_by?: string | null }): string {
  return record.created_by ?? record.user_id;
}

/** `viewerId` is the viewer's workspace key: a review of their workspace is theirs. */
export function presentReviewRow(record: ReviewRecord, investment: InvestmentRow, viewerId: string, ctx: ReviewPresentContext): ReviewListItem {
  return {
    id: record.id,
    investment_id: record.investment_id,
    isOwner: record.user_id === viewerId,
    summary: record.summary,
    created_at: record.created_at,
    updated_at: record.updated_at,
    user: ownerOf(ctx, authorOf(record)),
    investment: presentReviewInvestment(investment, record.user_id === viewerId ? record.id : null),
  };
}

/** A model file; null when its file is gone. */
export function presentModel(record: ReviewModelRecord, ctx: ReviewPresentContext): ReviewModel | null {
  const media = mediaOf(ctx, record.media_id);
  return media ? { id: record.id, uuid: record.media_uuid, position: record.position, media, created_at: record.created_at } : null;
}

export interface ReviewParts {
  record: ReviewRecord;
  investment: InvestmentRow;
  access: ReviewAccess;
  viewerId: string;
  processes: InvestmentProcess[];
  notes: ReviewNote[];
  models: ReviewModel[];
}

/** GET /investment-reviews/{id}: notes and models are filled only when the permissions grant them. */
export function presentReview(parts: ReviewParts, ctx: ReviewPresentContext): Review {
  const { access } = parts;
  return {
    ...presentReviewRow(parts.record, parts.investment, parts.viewerId, ctx),
    isOwner: access.isOwner,
    permissions: access.permissions,
    abilities: access.abilities,
    read_only_message: access.abilities.update ? null : access.readOnlyMessage,
    processes: parts.processes,
    notes: access.permissions.notes ? parts.notes : [],
    models: access.permissions.models ? parts.models : [],
  };
}
