import type { Kysely } from 'kysely';
import {
  REVIEW_MESSAGES,
  type FinancialKind,
  type FinancialRow,
  type ListReviewsQuery,
  type Pagination,
  type DashboardDefaultProcess,
  type Review,
  type ReviewListItem,
  type ReviewModel,
} from '@thesis/domain';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/values';
import { AppError, fieldError } from '../../lib/errors';
import type { ActivityInput } from '../activity/activity.repository';
import type { FinancialsRepository } from '../investments/financials.repository';
import { presentFinancialRow } from '../investments/investments.presenter';
import type { InvestmentRow } from '../investments/investments.repository';
import type { MediaRow } from '../media/media.repository';
import { scopeOf, type Viewer } from '../teams/workspace';
import { attachProcesses } from './attach-processes';
import { checkFirstNeed, openReviewForEdit, visibleInvestment } from './first-need';
import { ownMediaByUuids } from './owned-media';
import { defaultProcessesOf } from './review-default-process';
import type { ReviewReader } from './review-reader';
import { createReviewStore, inReviewTransaction, type ReviewStore } from './review-store';
import { assertCanEdit, assertCanEditModels, type ReviewPolicy } from './reviews.policy';
import type { ReviewRecord } from './reviews.repository';

interface Deps {
  db: Kysely<Database>;
  policy: ReviewPolicy;
  reader: ReviewReader;
  financials: FinancialsRepository;
}

const event = (viewer: Viewer, review: ReviewRecord, kind: ActivityInput['kind'], details: Record<string, unknown> = {}): ActivityInput => ({
  userId: viewer.id,
  reviewId: review.id,
  investmentId: review.investment_id,
  kind,
  details,
});

/** The caller's investment reviews: created on first need, processes attached and detached, summary, models. */
export class ReviewsService {
  private readonly store: ReviewStore;

  constructor(private readonly deps: Deps) {
    this.store = createReviewStore(deps.db);
  }

  /** GET /investment-reviews; include=defaultProcess adds the dashboard's defaultProcess to each row. */
  async list(viewer: Viewer, query: ListReviewsQuery): Promise<{ data: (ReviewListItem & { defaultProcess?: DashboardDefaultProcess | null })[]; pagination: Pagination }> {
    const { records, total } = await this.store.reviews.list({
      ownerId: scopeOf(viewer),
      investmentId: query.search.investment_id,
      orderBy: query.orderBy,
      direction: query.sortedBy,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    let data: (ReviewListItem & { defaultProcess?: DashboardDefaultProcess | null })[] = await this.deps.reader.for(viewer.id).rows(this.store, scopeOf(viewer), records);
    if (query.include.includes('defaultProcess')) {
      const defaults = await defaultProcessesOf(this.store, records, new Map(data.map((row) => [row.investment_id, row.investment.last_price])));
      data = data.map((row) => ({ ...row, defaultProcess: defaults.get(row.id) ?? null }));
    }
    return { data, pagination: { total, count: data.length, per_page: query.limit, current_page: query.page, total_pages: Math.max(1, Math.ceil(total / query.limit)) } };
  }

  async get(viewer: Viewer, id: string): Promise<Review> {
    const found = await this.store.reviews.findWithInvestment(id);
    const { review, access } = await this.deps.policy.readable(viewer, found?.review);
    return this.deps.reader.for(viewer.id).review(this.store, scopeOf(viewer), review, access, viewer, found?.investment);
  }

  /** POST /investment-reviews: your review of the investment, created if you have none (created: true). */
  async create(viewer: Viewer, investmentId: string): Promise<{ review: Review; created: boolean }> {
    await visibleInvestment(this.store, viewer, investmentId);
    const existing = await this.store.reviews.findFor(scopeOf(viewer), investmentId);
    if (existing) return { review: await this.get(viewer, existing.id), created: false };
    const { review, created } = await inReviewTransaction(this.deps.db, (store) => openReviewForEdit(store, viewer, investmentId, nowIso()));
    return { review: await this.get(viewer, review.id), created };
  }

  /** POST /investments/{id}/processes: attach to your review of the investment, creating it on first need. */
  async attachToInvestment(viewer: Viewer, investmentId: string, processIds: readonly string[]): Promise<Review> {
    await checkFirstNeed(this.store, this.deps.policy, viewer, investmentId, (access) => assertCanEdit(access));
    const review = await inReviewTransaction(this.deps.db, async (store) => {
      const now = nowIso();
      const { review } = await openReviewForEdit(store, viewer, investmentId, now);
      await this.recordChange(store, review, await attachProcesses(store, viewer, review, processIds, now), now);
      return review;
    });
    return this.get(viewer, review.id);
  }

  /** POST /investment-reviews/{id}/processes. */
  async attach(viewer: Viewer, id: string, processIds: readonly string[]): Promise<Review> {
    const { review } = await this.deps.policy.editable(viewer, await this.store.reviews.findById(id));
    await inReviewTransaction(this.deps.db, async (store) => {
      const now = nowIso();
      await this.recordChange(store, review, await attachProcesses(store, viewer, review, processIds, now), now);
    });
    return this.get(viewer, id);
  }

  /** POST /investment-reviews/{id}/process: attach your default process (a no-op when it is attached). */
  async attachDefault(viewer: Viewer, id: string): Promise<Review> {
    const { review } = await this.deps.policy.editable(viewer, await this.store.reviews.findById(id));
    const defaultId = await this.store.library.processes.defaultProcessId(scopeOf(viewer));
    if (!defaultId) throw new AppError(422, REVIEW_MESSAGES.noDefaultProcess, { process_id: [REVIEW_MESSAGES.noDefaultProcess] });
    return this.attach(viewer, review.id, [defaultId]);
  }

  /** PUT /investment-reviews/{id}/investment-processes: removes attached processes and their scoring. */
  async detach(viewer: Viewer, id: string, investmentProcessIds: readonly string[]): Promise<Review> {
    const { review } = await this.deps.policy.editable(viewer, await this.store.reviews.findById(id));
    await inReviewTransaction(this.deps.db, async (store) => {
      const attached = new Map((await store.processes.forReviews([review.id])).map((record) => [record.id, record]));
      if (investmentProcessIds.some((ipId) => !attached.has(ipId))) {
        throw new AppError(422, REVIEW_MESSAGES.investmentProcessesInvalid, { investment_process_ids: [REVIEW_MESSAGES.investmentProcessesInvalid] });
      }
      const now = nowIso();
      await store.processes.delete(review.id, investmentProcessIds);
      const events = investmentProcessIds.map((ipId) => {
        const record = attached.get(ipId)!;
        return event(viewer, review, 'process_detached', { investment_process_id: ipId, process_id: record.process_id, name: record.name });
      });
      await this.recordChange(store, review, events, now);
    });
    return this.get(viewer, id);
  }

  /** PATCH /investment-reviews/{id}: the summary is saved only when it changed and is not blank. */
  async updateSummary(viewer: Viewer, id: string, summary: string | null | undefined): Promise<{ review: Review; saved: boolean }> {
    const { review } = await this.deps.policy.editable(viewer, await this.store.reviews.findById(id));
    const text = summary?.trim() ?? '';
    const saved = text !== '' && text !== (review.summary ?? '');
    if (saved) await inReviewTransaction(this.deps.db, (store) => this.writeSummary(store, viewer, review, text, nowIso()));
    return { review: await this.get(viewer, id), saved };
  }

  /**
   * PATCH /investments/{id}/review: the summary of your review of the investment, the review
   * created on first need in the same transaction. A blank summary creates nothing (422).
   */
  async updateSummaryOfInvestment(viewer: Viewer, investmentId: string, summary: string | null | undefined): Promise<{ review: Review; saved: boolean }> {
    const existing = await checkFirstNeed(this.store, this.deps.policy, viewer, investmentId, (access) => assertCanEdit(access));
    if (existing) return this.updateSummary(viewer, existing.id, summary);
    const text = summary?.trim() ?? '';
    if (text === '') throw fieldError('summary', REVIEW_MESSAGES.summaryRequired);
    const review = await inReviewTransaction(this.deps.db, async (store) => {
      const now = nowIso();
      const { review } = await openReviewForEdit(store, viewer, investmentId, now);
      const saved = text !== (review.summary ?? '');
      if (saved) await this.writeSummary(store, viewer, review, text, now);
      return review;
    });
    return { review: await this.get(viewer, review.id), saved: true };
  }

  /** PUT /investment-reviews/{id}/models: the review's model files become exactly these uploads. */
  async setModels(viewer: Viewer, id: string, uuids: readonly string[]): Promise<ReviewModel[]> {
    const { review, access } = await this.deps.policy.readable(viewer, await this.store.reviews.findById(id));
    assertCanEditModels(access);
    const media = await ownMediaByUuids(this.store, viewer, uuids);
    await inReviewTransaction(this.deps.db, (store) => this.replaceModels(store, viewer, review, media, nowIso()));
    return this.deps.reader.for(viewer.id).models(this.store, await this.store.models.forReview(review.id));
  }

  /** PUT /investments/{id}/models: as above on your review of the investment, created on first need. */
  async setModelsOfInvestment(viewer: Viewer, investmentId: string, uuids: readonly string[]): Promise<Review> {
    await checkFirstNeed(this.store, this.deps.policy, viewer, investmentId, assertCanEditModels);
    const media = await ownMediaByUuids(this.store, viewer, uuids);
    const review = await inReviewTransaction(this.deps.db, async (store) => {
      const now = nowIso();
      const { review } = await openReviewForEdit(store, viewer, investmentId, now);
      await this.replaceModels(store, viewer, review, media, now);
      return review;
    });
    return this.get(viewer, review.id);
  }

  /** GET /investment-reviews/{id}/historical|estimation: the same rules as the investment's (not for free). */
  async financials(viewer: Viewer, id: string, kind: FinancialKind): Promise<{ rows: FinancialRow[]; investment: InvestmentRow }> {
    const { review } = await this.deps.policy.readable(viewer, await this.store.reviews.findById(id));
    const investment = await this.deps.reader.investmentOf(this.store, review);
    const rows = await this.deps.financials.forTable(investment.id, kind);
    return { rows: rows.map(presentFinancialRow), investment };
  }

  private async writeSummary(store: ReviewStore, viewer: Viewer, review: ReviewRecord, text: string, now: string): Promise<void> {
    await store.reviews.setSummary(review.id, text, now);
    await store.activity.record([event(viewer, review, 'summary_changed', { length: text.length, previous_length: review.summary?.length ?? 0 })], now);
  }

  private async replaceModels(store: ReviewStore, viewer: Viewer, review: ReviewRecord, media: readonly MediaRow[], now: string): Promise<void> {
    const { added, removed } = await store.models.replace(review.id, media.map((row) => row.id), now);
    const names = new Map(media.map((row) => [row.id, row.file_name]));
    await this.recordChange(store, review, [
      ...added.map((mediaId) => event(viewer, review, 'model_attached', { media_id: mediaId, file_name: names.get(mediaId) })),
      ...removed.map((mediaId) => event(viewer, review, 'model_removed', { media_id: mediaId })),
    ], now);
  }

  /** Records the events and marks the review changed, when anything changed. */
  private async recordChange(store: ReviewStore, review: ReviewRecord, events: readonly ActivityInput[], now: string): Promise<void> {
    if (events.length === 0) return;
    await store.activity.record(events, now);
    await store.reviews.touch(review.id, now);
  }
}
