import { neverAiFilled, REVIEW_MESSAGES, type InvestmentItem, type InvestmentProcess, type Review, type ReviewAccess, type ReviewListItem, type ReviewModel, type ReviewNote } from '@thesis/domain';
import { notFound } from '../../lib/errors';
import { groupBy } from '../../lib/group-by';
import { presentInvestmentItem, type ReviewPresentContext } from '../investment-items/investment-items.presenter';
import type { InvestmentItemRecord } from '../investment-items/investment-items.records';
import { presentInvestmentProcess, summaryOf, type ProcessAi } from '../investment-processes/investment-processes.presenter';
import type { InvestmentProcessRecord } from '../investment-processes/investment-processes.repository';
import type { InvestmentRow } from '../investments/investments.repository';
import type { SignMedia } from '../media/media-links';
import { presentNote } from '../notes/notes.presenter';
import type { NoteRecord } from '../notes/notes.repository';
import type { ReviewModelRecord } from './review-models.repository';
import { ReviewPartsCache, type KeptReviewParts } from './review-parts-cache';
import type { ReviewStore } from './review-store';
import { canEdit, canSeeModels, canSeeNotes } from './reviews.policy';
import { authorOf, presentModel, presentReview, presentReviewRow } from './reviews.presenter';
import type { Person, ReviewRecord } from './reviews.repository';

interface ContextNeeds {
  mediaIds: readonly (string | null)[];
  peopleIds: readonly (string | null)[];
  /** The viewer: when the viewer is the only person named (their own review), no look-up is needed. */
  viewer?: Person;
}

/** Only the fields a Person has (a user row carries many more). */
const personOf = (user: Person): Person => ({ id: user.id, username: user.username, avatar_id: user.avatar_id });

/** The review's investment: `known` when it was read with the review, otherwise read now (404 if gone). */
async function investmentOf(store: ReviewStore, review: ReviewRecord, known?: InvestmentRow): Promise<InvestmentRow> {
  const investment = known ?? (await store.investments.findById(review.investment_id));
  if (!investment) throw notFound(REVIEW_MESSAGES.investmentNotFound);
  return investment;
}

/** Reads reviews' parts for presenting, for one signed-in user at a time (`for`). */
export class ReviewReader {
  /** Each review's processes and items, kept for its parts version: shared by every viewer (links and people are added per viewer). */
  private readonly kept = new ReviewPartsCache();

  constructor(private readonly sign: SignMedia) {}

  /** The reader for `userId`: the file links of what it presents open for that user alone (null: plain links). */
  for(userId: string | null): ViewerReviewReader {
    return new ViewerReviewReader(this.sign, userId, this.kept);
  }

  investmentOf(store: ReviewStore, review: ReviewRecord, known?: InvestmentRow): Promise<InvestmentRow> {
    return investmentOf(store, review, known);
  }
}

/** Loads what a review's parts need (files, people, the investment's price) and presents them for one user. */
export class ViewerReviewReader {
  constructor(
    private readonly sign: SignMedia,
    private readonly linksFor: string | null,
    private readonly kept: ReviewPartsCache,
  ) {}

  async context(store: ReviewStore, lastPrice: number | null, needs: ContextNeeds): Promise<ReviewPresentContext> {
    const { viewer } = needs;
    const onlyViewer = viewer !== undefined && needs.peopleIds.every((id) => id === null || id === viewer.id);
    const people = onlyViewer ? new Map([[viewer.id, personOf(viewer)]]) : await store.reviews.people(needs.peopleIds);
    const avatars = [...people.values()].map((person) => person.avatar_id);
    const ids = [...new Set([...needs.mediaIds, ...avatars].filter((id): id is string => id !== null))];
    const media: ReviewPresentContext['media'] = new Map();
    for (const summary of await store.library.items.mediaSummaries(ids)) media.set(summary.id, { ...summary, url: this.sign(summary, this.linksFor) });
    return { lastPrice, media, people };
  }

  /**
   * The whole review page for one viewer (`viewerId`: their workspace key; `viewer`, when given,
   * spares looking them up; `known`, the review's investment when it was read with the review).
   * `review` must be a row just read: its parts version says which kept processes and items are current.
   */
  async review(store: ReviewStore, viewerId: string, review: ReviewRecord, access: ReviewAccess, viewer?: Person, known?: InvestmentRow): Promise<Review> {
    const investment = await investmentOf(store, review, known);
    const { processes, items } = await this.parts(store, review);
    const notes = canSeeNotes(access) ? await store.notes.forReview(review.id) : [];
    const models = canSeeModels(access) ? await store.models.forReview(review.id) : [];
    const ctx = await this.context(store, investment.last_price, {
      mediaIds: [...processes, ...items, ...notes, ...models].map((row) => row.media_id),
      peopleIds: [authorOf(review), ...processes.map((row) => row.editor_user_id), ...items.map((row) => row.editor_user_id), ...notes.map((row) => row.user_id)],
      viewer,
    });
    return presentReview(
      {
        record: review,
        investment,
        access,
        viewerId,
        processes: this.presentProcesses(processes, items, ctx, true, canEdit(access) ? await this.aiOf(store, processes) : undefined),
        notes: notes.map((note) => presentNote(note, ctx)),
        models: this.presentModels(models, ctx),
      },
      ctx,
    );
  }

  /** The review's processes and items: kept for its parts version, or read (and kept) when that version is not. */
  private async parts(store: ReviewStore, review: ReviewRecord): Promise<KeptReviewParts> {
    const kept = this.kept.get(review.id, review.parts_version);
    if (kept) return kept;
    const processes = await store.processes.forReviews([review.id]);
    const parts = { processes, items: await store.items.forProcesses(processes.map((process) => process.id)) };
    this.kept.set(review.id, review.parts_version, parts);
    return parts;
  }

  /** The processes of a review, with their factors (and below) when asked. */
  async processes(store: ReviewStore, reviewId: string, lastPrice: number | null, withFactors: boolean): Promise<InvestmentProcess[]> {
    const processes = await store.processes.forReviews([reviewId]);
    const items = await store.items.forProcesses(processes.map((process) => process.id));
    const ctx = await this.context(store, lastPrice, {
      mediaIds: [...processes.map((row) => row.media_id), ...(withFactors ? items.map((row) => row.media_id) : [])],
      peopleIds: [...processes.map((row) => row.editor_user_id), ...(withFactors ? items.map((row) => row.editor_user_id) : [])],
    });
    return this.presentProcesses(processes, items, ctx, withFactors);
  }

  /** One investment process with its factors (and its suggestions and last fill, for a viewer who may change it). */
  async process(store: ReviewStore, record: InvestmentProcessRecord, lastPrice: number | null, withAi = false): Promise<InvestmentProcess> {
    const items = await store.items.forProcesses([record.id]);
    const ctx = await this.context(store, lastPrice, { mediaIds: [record.media_id, ...items.map((row) => row.media_id)], peopleIds: [record.editor_user_id, ...items.map((row) => row.editor_user_id)] });
    return presentInvestmentProcess(record, items, ctx, true, withAi ? (await this.aiOf(store, [record])).get(record.id) : undefined);
  }

  /**
   * The open suggestions and the last fill of each process. A process never filled has neither — suggestions belong to a fill, and asking for one marks
   * the process pending first — so its tables are not read (two statements fewer on most review reads).
   */
  async aiOf(store: ReviewStore, processes: readonly Pick<InvestmentProcessRecord, 'id' | 'ai_status'>[]): Promise<Map<string, ProcessAi>> {
    const filled = processes.filter((process) => !neverAiFilled(process.ai_status)).map((process) => process.id);
    const suggestions = groupBy(filled.length > 0 ? await store.aiFills.suggestionsOf(filled) : [], (row) => row.investment_process_id);
    const fills = filled.length > 0 ? await store.aiFills.latestFills(filled) : new Map<string, never>();
    return new Map(processes.map(({ id }) => [id, { suggestions: suggestions.get(id) ?? [], fill: fills.get(id) ?? null }]));
  }

  /** One item (without children) and the new summary of its process. */
  async item(store: ReviewStore, record: InvestmentItemRecord, lastPrice: number | null, viewer?: Person): Promise<{ item: InvestmentItem; summary: { id: string; score: number; relevance: number } }> {
    const ctx = await this.context(store, lastPrice, { mediaIds: [record.media_id], peopleIds: [record.editor_user_id], viewer });
    const factors = await store.items.factorsOf(record.investment_process_id);
    return { item: presentInvestmentItem(record, ctx), summary: { id: record.investment_process_id, ...summaryOf(factors, lastPrice) } };
  }

  async notes(store: ReviewStore, records: readonly NoteRecord[]): Promise<ReviewNote[]> {
    const ctx = await this.context(store, null, { mediaIds: records.map((row) => row.media_id), peopleIds: records.map((row) => row.user_id) });
    return records.map((record) => presentNote(record, ctx));
  }

  async models(store: ReviewStore, records: readonly ReviewModelRecord[]): Promise<ReviewModel[]> {
    const ctx = await this.context(store, null, { mediaIds: records.map((row) => row.media_id), peopleIds: [] });
    return this.presentModels(records, ctx);
  }

  /** Rows of GET /investment-reviews. */
  async rows(store: ReviewStore, viewerId: string, records: readonly ReviewRecord[]): Promise<ReviewListItem[]> {
    const investments = new Map((await store.investments.findByIds(records.map((row) => row.investment_id))).map((row) => [row.id, row]));
    const ctx = await this.context(store, null, { mediaIds: [], peopleIds: records.map(authorOf) });
    return records.flatMap((record) => {
      const investment = investments.get(record.investment_id);
      return investment ? [presentReviewRow(record, investment, viewerId, ctx)] : [];
    });
  }

  private presentProcesses(processes: readonly InvestmentProcessRecord[], items: readonly InvestmentItemRecord[], ctx: ReviewPresentContext, withFactors: boolean, ai?: Map<string, ProcessAi>): InvestmentProcess[] {
    const byProcess = groupBy(items, (item) => item.investment_process_id);
    return processes.map((process) => presentInvestmentProcess(process, byProcess.get(process.id) ?? [], ctx, withFactors, ai?.get(process.id)));
  }

  private presentModels(records: readonly ReviewModelRecord[], ctx: ReviewPresentContext): ReviewModel[] {
    return records.flatMap((record) => presentModel(record, ctx) ?? []);
  }
}
