import type { Kysely } from 'kysely';
import {
  investmentItemNotFoundMessage,
  metricKeyAfterTypeChange,
  scaleAfterTypeChange,
  scoreWriteIssues,
  scoringAfterTypeChange,
  scoringAfterWrite,
  type InvestmentItem,
  type ItemKind,
  type ReviewListItem,
  type UpdateInvestmentItem,
} from '@thesis/domain';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/values';
import { writeTogether } from '../../db/write-together';
import { notFound, validationError, type FieldErrors } from '../../lib/errors';
import type { ActivityInput } from '../activity/activity.repository';
import { ownMediaByUuids } from '../reviews/owned-media';
import type { ReviewReader } from '../reviews/review-reader';
import { createReviewStore, type ReviewStore } from '../reviews/review-store';
import type { ReviewPolicy } from '../reviews/reviews.policy';
import { presentReviewInvestment } from '../reviews/reviews.presenter';
import type { ReviewWithInvestment } from '../reviews/reviews.repository';
import { inWorkspace, type Viewer } from '../teams/workspace';
import { itemChangeEvents } from './item-change-events';
import type { InvestmentItemRecord } from './investment-items.records';

export interface ItemWriteResult {
  item: InvestmentItem;
  typeChange: { from: InvestmentItemRecord['type']; to: InvestmentItemRecord['type']; compatible: boolean; scale_reset: boolean } | null;
  summary: { id: string; score: number; relevance: number };
  /** The reviewed investment (include=investment). */
  investment: ReviewListItem['investment'];
  /** The write asked to remove a file that was already gone (spec §8: a warning, not a success). */
  fileAlreadyGone: boolean;
}

function issuesToErrors(issues: { field: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) (errors[issue.field] ??= []).push(issue.message);
  return errors;
}

/** Scoring the factors, checklists and questions of a review (PATCH and PUT /investment-{type}s/{id}). */
export class InvestmentItemsService {
  private readonly store: ReviewStore;

  constructor(private readonly deps: { db: Kysely<Database>; policy: ReviewPolicy; reader: ReviewReader }) {
    this.store = createReviewStore(deps.db);
  }

  /**
   * Score, value, relevance, comment, link or type. The score must belong to the item's (new)
   * type and a value to its range (scoreWriteIssues); a type change keeps or resets the scale and
   * the scoring by score family.
   */
  async update(viewer: Viewer, kind: ItemKind, id: string, input: UpdateInvestmentItem): Promise<ItemWriteResult> {
    const { record, review, investment } = await this.locate(viewer, kind, id, false);
    const type = input.type ?? record.type;
    let changes: Partial<InvestmentItemRecord> = {};
    let typeChange: ItemWriteResult['typeChange'] = null;
    let current = { score: record.score, value: record.value, min: record.min, max: record.max, thresholds: record.thresholds };
    if (type !== record.type) {
      const scale = scaleAfterTypeChange(record.type, type, record);
      const scoring = scoringAfterTypeChange(record.type, type, record);
      changes = { type, ...scale.settings, metric_key: metricKeyAfterTypeChange(type, record.metric_key), ...scoring };
      current = { ...scoring, min: scale.settings.min, max: scale.settings.max, thresholds: scale.settings.thresholds };
      typeChange = { from: record.type, to: type, compatible: !scale.reset, scale_reset: scale.reset };
    }
    const issues = scoreWriteIssues({ type, min: current.min, max: current.max, thresholds: current.thresholds }, { score: input.score, value: input.value });
    if (issues.length > 0) throw validationError(issuesToErrors(issues));
    const scoring = scoringAfterWrite({ type, score: current.score, value: current.value, thresholds: current.thresholds }, { score: input.score, value: input.value });
    changes = { ...changes, ...scoring };
    for (const field of ['relevance', 'comment', 'url', 'url_name'] as const) {
      if (input[field] !== undefined) Object.assign(changes, { [field]: input[field] });
    }
    return { ...(await this.write(viewer, { review, investment }, record, changes)), typeChange, fileAlreadyGone: false };
  }

  /** PUT with uuids: attaches one of your files (replacing the current one); [] removes it. */
  async attachFile(viewer: Viewer, kind: ItemKind, id: string, uuids: readonly string[]): Promise<ItemWriteResult> {
    const { record, review, investment } = await this.locate(viewer, kind, id, true);
    const [media] = await ownMediaByUuids(this.store, viewer, uuids);
    const fileAlreadyGone = media === undefined && record.media_id === null;
    return { ...(await this.write(viewer, { review, investment }, record, { media_id: media?.id ?? null }, media?.file_name)), typeChange: null, fileAlreadyGone };
  }

  /** The item of this kind, its review (with the review's investment), and the viewer's right to change it (404 / 403). */
  private async locate(viewer: Viewer, kind: ItemKind, id: string, upload: boolean): Promise<{ record: InvestmentItemRecord } & ReviewWithInvestment> {
    const missing = investmentItemNotFoundMessage(kind);
    const found = await this.store.reviews.findByItemId(id);
    if (!found || found.item.kind !== kind) throw notFound(missing);
    const { review } = await this.deps.policy.editable(viewer, found.review, { missing, upload });
    return { record: found.item, review, investment: found.investment };
  }

  /** Stores the changes with their activity events (nothing when nothing changed) and answers the item and its process's summary. */
  private async write(viewer: Viewer, { review, investment: known }: ReviewWithInvestment, record: InvestmentItemRecord, changes: Partial<InvestmentItemRecord>, fileName?: string): Promise<Omit<ItemWriteResult, 'typeChange' | 'fileAlreadyGone'>> {
    const events: ActivityInput[] = itemChangeEvents(record, changes, fileName).map((change) => ({
      userId: viewer.id,
      reviewId: review.id,
      investmentId: review.investment_id,
      kind: change.kind,
      details: { investment_process_id: record.investment_process_id, item_id: record.id, item_kind: record.kind, item_name: record.name, ...change.details },
    }));
    const now = nowIso();
    if (events.length > 0) {
      await writeTogether(this.deps.db, [
        ...this.store.items.updateWrites(record.id, { ...changes, editor_user_id: viewer.id, updated_at: now }),
        ...this.store.activity.recordWrites(events, now),
        this.store.reviews.touchWrite(review.id, now),
      ]);
    }
    // What was written is known: the item is not read back.
    const updated: InvestmentItemRecord = events.length > 0 ? { ...record, ...changes, editor_user_id: viewer.id, updated_at: now } : record;
    const investment = await this.deps.reader.investmentOf(this.store, review, known);
    return { ...(await this.deps.reader.for(viewer.id).item(this.store, updated, investment.last_price, viewer)), investment: presentReviewInvestment(investment, inWorkspace(viewer, review.user_id) ? review.id : null) };
  }
}
