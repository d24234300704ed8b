import type { Kysely } from 'kysely';
import { REVIEW_MESSAGES, type InvestmentProcess, type UpdateInvestmentProcess } from '@thesis/domain';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/values';
import { notFound } from '../../lib/errors';
import type { ActivityInput } from '../activity/activity.repository';
import { ownMediaByUuids } from '../reviews/owned-media';
import type { ReviewReader } from '../reviews/review-reader';
import { createReviewStore, inReviewTransaction, type ReviewStore } from '../reviews/review-store';
import type { ReviewPolicy } from '../reviews/reviews.policy';
import type { Viewer } from '../teams/workspace';
import type { InvestmentProcessChanges, InvestmentProcessRecord } from './investment-processes.repository';

type Change = Pick<ActivityInput, 'kind' | 'details'>;

/** What a change does to an investment process, as activity events. */
function changeEvents(record: InvestmentProcessRecord, changes: InvestmentProcessChanges, fileName: string | undefined): Change[] {
  const events: Change[] = [];
  const changed = <K extends keyof InvestmentProcessChanges>(key: K) => changes[key] !== undefined && changes[key] !== record[key];
  if (changed('comment')) events.push({ kind: 'comment_changed', details: { length: changes.comment?.length ?? 0, previous_length: record.comment?.length ?? 0 } });
  if (changed('url') || changed('url_name')) events.push({ kind: 'link_changed', details: { url: changes.url === undefined ? record.url : changes.url, url_name: changes.url_name === undefined ? record.url_name : changes.url_name } });
  if (changed('valuation')) events.push({ kind: 'valuation_changed', details: { from: record.valuation, to: changes.valuation } });
  if (changed('media_id')) {
    events.push(changes.media_id ? { kind: 'file_attached', details: { media_id: changes.media_id, file_name: fileName ?? null, replaced_media_id: record.media_id } } : { kind: 'file_removed', details: { media_id: record.media_id } });
  }
  return events;
}

/** PATCH /investment-processes/{id}: comment, link, valuation and file of a process in a review. */
export class InvestmentProcessesService {
  private readonly store: ReviewStore;

  constructor(private readonly deps: { db: Kysely<Database>; policy: ReviewPolicy; reader: ReviewReader }) {
    this.store = createReviewStore(deps.db);
  }

  /** The process as changed, and whether the write asked to remove a file that was already gone (spec §8). */
  async update(viewer: Viewer, id: string, input: UpdateInvestmentProcess): Promise<{ process: InvestmentProcess; fileAlreadyGone: boolean }> {
    const record = await this.store.processes.findById(id);
    const review = record ? await this.store.reviews.findById(record.review_id) : undefined;
    await this.deps.policy.editable(viewer, review, { missing: REVIEW_MESSAGES.investmentProcessNotFound, upload: input.uuids !== undefined });
    const media = input.uuids === undefined ? undefined : ((await ownMediaByUuids(this.store, viewer, input.uuids))[0] ?? null);
    const changes: InvestmentProcessChanges = {};
    for (const field of ['comment', 'url', 'url_name', 'valuation'] as const) {
      if (input[field] !== undefined) Object.assign(changes, { [field]: input[field] });
    }
    if (media !== undefined) changes.media_id = media?.id ?? null;
    const events = changeEvents(record!, changes, media?.file_name).map((change): ActivityInput => ({
      userId: viewer.id,
      reviewId: review!.id,
      investmentId: review!.investment_id,
      kind: change.kind,
      details: { investment_process_id: id, name: record!.name, ...change.details },
    }));
    if (events.length > 0) {
      await inReviewTransaction(this.deps.db, async (store) => {
        const now = nowIso();
        await store.processes.update(id, { ...changes, editor_user_id: viewer.id, updated_at: now });
        await store.activity.record(events, now);
        await store.reviews.touch(review!.id, now);
      });
    }
    const investment = await this.deps.reader.investmentOf(this.store, review!);
    const updated = await this.store.processes.findById(id);
    if (!updated) throw notFound(REVIEW_MESSAGES.investmentProcessNotFound);
    const fileAlreadyGone = media === null && record!.media_id === null;
    return { process: await this.deps.reader.for(viewer.id).process(this.store, updated, investment.last_price, true), fileAlreadyGone };
  }
}
