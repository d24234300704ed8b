import { MEMO_COPY, memoFileName, PRODUCT_NAME } from '@thesis/domain';
import type { EstimatesService } from '../estimates/estimates.service';
import { canViewFinancials } from '../investments/investments.policy';
import type { ReviewsService } from '../reviews/reviews.service';
import type { Viewer } from '../teams/workspace';
import type { MemoContent, MemoFinancials } from './memo-content';
import { noMemoDecisions, type MemoDecisionSource } from './memo-decisions';
import { renderMemo } from './memo-document';
import { tickerOf } from './sections/header-section';

interface Deps {
  reviews: ReviewsService;
  /** The reviewer's own estimates, printed after the reported years. */
  estimates: EstimatesService;
  decisions?: MemoDecisionSource;
  now?: () => Date;
}

/**
 * The investment memo of a review, for one viewer. Everything is read through the reviews
 * service, so the review's policy decides what the viewer gets (404 when they may not see the
 * review; notes, models and decisions only as their permissions say; financials only for roles
 * that may see them).
 */
export class MemoService {
  private readonly decisions: MemoDecisionSource;
  private readonly now: () => Date;

  constructor(private readonly deps: Deps) {
    this.decisions = deps.decisions ?? noMemoDecisions;
    this.now = deps.now ?? (() => new Date());
  }

  async content(viewer: Viewer, reviewId: string): Promise<MemoContent> {
    const review = await this.deps.reviews.get(viewer, reviewId);
    const financials = await this.financials(viewer, review.id);
    const decision = review.permissions.decisions ? await this.decisions.latestFor(review.id) : null;
    return { review, financials, decision, generatedAt: this.now(), product: PRODUCT_NAME };
  }

  /** The PDF and the name to download it as (TICKER-memo-yyyy-mm-dd.pdf). */
  async pdf(viewer: Viewer, reviewId: string): Promise<{ pdf: Buffer; fileName: string }> {
    const content = await this.content(viewer, reviewId);
    return { pdf: await renderMemo(content), fileName: memoFileName(tickerOf(content.review), content.generatedAt) };
  }

  private async financials(viewer: Viewer, reviewId: string): Promise<MemoFinancials> {
    if (!canViewFinancials(viewer)) return { kind: 'omitted', reason: MEMO_COPY.financialsOmitted };
    const historical = await this.deps.reviews.financials(viewer, reviewId, 'historical');
    const estimates = await this.deps.estimates.get(viewer, reviewId);
    const entered = estimates.data.filter((row) => row.updated_at !== null);
    return {
      kind: 'table',
      rows: historical.rows,
      estimates: entered.length > 0 ? estimates.data : [],
      currency: historical.investment.reporting_fx ?? historical.investment.currency,
      estimatesBy: entered.map((row) => row.editor_username).find(Boolean) ?? null,
    };
  }
}

/** The memo service of an app: its reviews service, and the decisions source when one is given. */
export function createMemoService(deps: { reviewsService: ReviewsService; estimatesService: EstimatesService }, decisions?: MemoDecisionSource): MemoService {
  return new MemoService({ reviews: deps.reviewsService, estimates: deps.estimatesService, decisions });
}
