import { REVIEW_MESSAGES, type ReviewAccess } from '@thesis/domain';
import { AppError, notFound } from '../../lib/errors';
import { canViewInvestment } from '../investments/investments.policy';
import type { InvestmentRow } from '../investments/investments.repository';
import { scopeOf, viewerCan, viewerDenied, type Viewer } from '../teams/workspace';
import type { ReviewStore } from './review-store';
import type { ReviewPolicy } from './reviews.policy';
import type { ReviewRecord } from './reviews.repository';

/**
 * Your review of an investment is created on first need (spec §4): attaching processes, adding a
 * note, uploading a model, sharing or saving the summary on an investment you have not reviewed
 * yet. The writes that may come first check here before they start, then open the review inside
 * their own transaction, so a refused or failed write never leaves an empty review behind.
 */

/** A new review is created only for those who may edit reviews (never a teamViewer; not in an inactive team). */
function assertCanCreateReview(viewer: Viewer): void {
  if (!viewerCan(viewer, 'reviews.edit')) throw new AppError(403, viewerDenied(viewer, 'reviews.edit'));
}

/** The investment when the viewer may see it (404 otherwise). */
export async function visibleInvestment(store: Pick<ReviewStore, 'investments'>, viewer: Viewer, investmentId: string): Promise<InvestmentRow> {
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
  viewer: Viewer,
  investmentId: string,
  allowed: (access: ReviewAccess) => void,
): Promise<ReviewRecord | null> {
  await visibleInvestment(store, viewer, investmentId);
  const existing = await store.reviews.findFor(scopeOf(viewer), investmentId);
  if (existing) {
    allowed((await policy.readable(viewer, existing)).access);
    return existing;
  }
  assertCanCreateReview(viewer);
  return null;
}

/**
 * Inside the caller's transaction: the review of the investment in the viewer's workspace, created when missing
 * (exactly once under concurrent requests, see insertOrGet) with its review_created event.
 */
export async function openReviewForEdit(store: ReviewStore, viewer: Viewer, investmentId: string, now: string): Promise<{ review: ReviewRecord; created: boolean }> {
  const existing = await store.reviews.findFor(scopeOf(viewer), investmentId);
  if (existing) return { review: existing, created: false };
  assertCanCreateReview(viewer);
  const result = await store.reviews.insertOrGet(scopeOf(viewer), investmentId, now, viewer.id);
  if (result.created) {
    await store.activity.record([{ userId: viewer.id, reviewId: result.review.id, investmentId, kind: 'review_created', details: {} }], now);
  }
  return result;
}
