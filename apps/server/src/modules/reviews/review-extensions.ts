import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { InvestmentExtensions, InvestmentIncludes } from '../investments/investment-extensions';
import type { InvestmentRow } from '../investments/investments.repository';
import { scopeOf, type Viewer } from '../teams/workspace';
import { ReviewIdsCache } from './review-ids-cache';
import type { ReviewReader } from './review-reader';
import { createReviewStore, type ReviewStore } from './review-store';
import type { ReviewPolicy } from './reviews.policy';

/**
 * The investments module's hook, answered from the review of each investment in the viewer's
 * workspace (their own, or their team's):
 * `investment_review_id` of search results and GET /investments/{id}, and
 * `include=processes[.factors[.checklists[.questions]]],review,notes` of GET /investments/{id}:
 * `processes` are the review's investment processes (with their whole scored tree once
 * `processes.factors` is asked), `review` the review page without its processes, `notes` its notes
 * newest first (null review, [] processes and notes when the viewer has no review yet).
 */
export class ReviewInvestmentExtensions implements InvestmentExtensions {
  private readonly store: ReviewStore;
  private readonly reviewIds: ReviewIdsCache;

  constructor(private readonly deps: { db: Kysely<Database>; policy: ReviewPolicy; reader: ReviewReader }) {
    this.store = createReviewStore(deps.db);
    this.reviewIds = new ReviewIdsCache((ownerId, limit) => this.store.reviews.workspaceReviewIds(ownerId, limit));
  }

  /** From the workspace's review ids kept for its reviews version; read per request only for a workspace with too many to keep. */
  async reviewIdsFor(user: Viewer, investmentIds: readonly string[]): Promise<Map<string, string>> {
    if (investmentIds.length === 0) return new Map();
    const kept = await this.reviewIds.idsOf(scopeOf(user), user.workspace.reviewsVersion);
    if (!kept) return this.store.reviews.reviewIdsFor(scopeOf(user), investmentIds);
    const found = new Map<string, string>();
    for (const id of investmentIds) {
      const reviewId = kept.get(id);
      if (reviewId !== undefined) found.set(id, reviewId);
    }
    return found;
  }

  async includesFor(user: Viewer, investment: InvestmentRow, include: readonly string[]): Promise<InvestmentIncludes> {
    const wantsProcesses = include.some((name) => name === 'processes' || name.startsWith('processes.'));
    const wantsFactors = include.some((name) => name.startsWith('processes.factors'));
    const wantsReview = include.includes('review');
    const wantsNotes = include.includes('notes');
    if (!wantsProcesses && !wantsReview && !wantsNotes) return {};
    const record = await this.store.reviews.findFor(scopeOf(user), investment.id);
    if (!record) return { ...(wantsProcesses ? { processes: [] } : {}), ...(wantsReview ? { review: null } : {}), ...(wantsNotes ? { notes: [] } : {}) };
    const out: InvestmentIncludes = {};
    const reader = this.deps.reader.for(user.id);
    if (wantsNotes) out.notes = await reader.notes(this.store, await this.store.notes.forReview(record.id));
    if (wantsProcesses) out.processes = await reader.processes(this.store, record.id, investment.last_price, wantsFactors);
    if (wantsReview) {
      const access = await this.deps.policy.accessOf(user, record);
      const { processes: _processes, ...review } = await reader.review(this.store, scopeOf(user), record, access);
      out.review = review;
    }
    return out;
  }
}
