import { canEditReviews, isRole, MESSAGES, REVIEW_MESSAGES, type ReviewAccess } from '@thesis/domain';
import { AppError, notFound } from '../../lib/errors';
import { canViewInvestment } from '../investments/investments.policy';
import type { InvestmentRow } from '../investments/investments.repository';
import type { UserRow } from '../users/users.repository';
import type { ReviewStore } from './review-store';
import type { ReviewPolicy } from './reviews.policy';
import type { ReviewRecord } from './reviews.repository';

/**
 * Your review of an investment is created on first need (spec §4): attaching processes, adding a
 * note, uploading a model, sharing or saving the summary on an investment you have not reviewed
 * yet. The writes that may come first check here before they start, then open the review inside
 * their own transaction, so a refused or failed write never leaves an empty review behind.
 */

/** A new review is created only for those who may edit reviews (never a teamViewer). */
export function canCreateReview(viewer: UserRow): boolean {
  return canEditReviews(isRole(viewer.role) ? viewer.role : 'free');
}

/** The investment when the viewer may see it (404 otherwise). */
export async function visibleInvestment(store: Pick<ReviewStore, 'investments'>, viewer: UserRow, investmentId: string): Promise<InvestmentRow> {
  const investment = await store.investments.findById(investmentId);
  if (!investment || !canViewInvestment(viewer, investment)) throw notFound(REVIEW_MESSAGES.investmentNotFound);
  return investment;
}

/**
 * Before a first-need write: the investment must be visible (404); an existing review must let the
 * viewer do this write (`allowed` throws its 403); without one, the viewer must be able to create it.
 */
export async function checkFirstNeed(
  store: Pick<ReviewStore, 'investments' | 'reviews'>,
  policy: ReviewPolicy,
  viewer: UserRow,
  investmentId: string,
  allowed: (access: ReviewAccess) => void,
): Promise<ReviewRecord | null> {
  await visibleInvestment(store, viewer, investmentId);
  const existing = await store.reviews.findFor(viewer.id, investmentId);
  if (existing) {
    allowed((await policy.readable(viewer, existing)).access);
    return existing;
  }
  if (!canCreateReview(viewer)) throw new AppError(403, MESSAGES.noEditPermission);
  return null;
}

/**
 * Inside the caller's transaction: the viewer's review of the investment, created when missing
 * (exactly once under concurrent requests, see insertOrGet) with its review_created event.
 */
export async function openReviewForEdit(store: ReviewStore, viewer: UserRow, investmentId: string, now: string): Promise<{ review: ReviewRecord; created: boolean }> {
  const existing = await store.reviews.findFor(viewer.id, investmentId);
  if (existing) return { review: existing, created: false };
  if (!canCreateReview(viewer)) throw new AppError(403, MESSAGES.noEditPermission);
  const result = await store.reviews.insertOrGet(viewer.id, investmentId, now);
  if (result.created) {
    await store.activity.record([{ userId: viewer.id, reviewId: result.review.id, investmentId, kind: 'review_created', details: {} }], now);
  }
  return result;
}
