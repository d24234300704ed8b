import type { Kysely } from 'kysely';
import { AI_FILL_MESSAGES, AI_FILL_SERVER_MESSAGES, AI_FILL_STALE_MS, aiDailyLimitMessage, neverAiFilled, REVIEW_MESSAGES, type AiStatusAnswer, type FilledProcess } from '@thesis/domain';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/values';
import { JobsNotRunningError, type JobRunner } from '../../jobs/job-runner';
import { newId } from '../../lib/crypto';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { InvestmentProcessRecord } from '../investment-processes/investment-processes.repository';
import type { ReviewReader } from '../reviews/review-reader';
import { createReviewStore, type ReviewStore } from '../reviews/review-store';
import { canEdit } from '../reviews/reviews.policy';
import type { ReviewRecord } from '../reviews/reviews.repository';
import type { Viewer } from '../teams/workspace';
import type { AiFillPolicy } from './ai-fill.policy';
import { AI_FILL_JOB, failFill, type AiFillPayload } from './fill-job';

const MISSING = REVIEW_MESSAGES.investmentProcessNotFound;

/** POST /investment-processes/{id}/ai-request and GET …/ai-status. */
export class AiFillService {
  private readonly store: ReviewStore;

  constructor(private readonly deps: { db: Kysely<Database>; policy: AiFillPolicy; reader: ReviewReader; jobs: JobRunner; source: string; dailyLimit: number | null }) {
    this.store = createReviewStore(deps.db);
  }

  /**
   * Queues a fill of the process by the configured analyst. 409 while one is pending (the check is
   * one atomic UPDATE, so concurrent requests start one fill); a fill pending for longer than it
   * may take is ended as failed first. 429 once the user has asked for the operator's daily cap
   * (AI_DAILY_LIMIT) since midnight UTC.
   */
  async request(viewer: Viewer, id: string): Promise<void> {
    const { process, review } = await this.locate(id);
    await this.deps.policy.fillable(viewer, review, MISSING);
    if ((await this.store.items.factorsOf(process!.id)).length === 0) throw new AppError(422, AI_FILL_SERVER_MESSAGES.noItems);
    const limit = this.deps.dailyLimit;
    if (limit !== null && (await this.store.aiFills.countRequestedSince(viewer.id, `${nowIso().slice(0, 10)}T00:00:00.000Z`)) >= limit) throw new AppError(429, aiDailyLimitMessage(limit));
    await this.endIfStale(process!);
    // The queue is not running (the server is starting or stopping): refused before anything is written.
    if (!this.deps.jobs.accepting) throw new AppError(503, AI_FILL_SERVER_MESSAGES.unavailable);
    const now = nowIso();
    if (!(await this.store.aiFills.markPending(process!.id, now))) throw conflict(AI_FILL_SERVER_MESSAGES.pending);
    const fillId = newId();
    await this.store.aiFills.insertFill({ id: fillId, investment_process_id: process!.id, requested_by: viewer.id, source: this.deps.source, status: 'pending', message: null, skipped: [], created_at: now, finished_at: null, tokens: null, suggested: null });
    let queued: string | null = null;
    try {
      queued = await this.deps.jobs.send<AiFillPayload>(AI_FILL_JOB, { fill_id: fillId }, { singletonKey: process!.id });
    } catch (error) {
      // The queue is not running (the server is starting or stopping): unavailable, as below, not a fault.
      if (!(error instanceof JobsNotRunningError)) throw error;
    } finally {
      // Not queued: the request is refused as if never made (the process keeps its former status).
      if (!queued) await this.store.aiFills.withdrawFill(fillId, process!.id, { ai_status: process!.ai_status, updated_at: process!.updated_at });
    }
    if (!queued) throw new AppError(503, AI_FILL_SERVER_MESSAGES.unavailable);
  }

  /** pending; failed with the reason; or the filled process without its ai_status (spec §4). */
  async status(viewer: Viewer, id: string): Promise<AiStatusAnswer['data']> {
    const { process, review } = await this.locate(id);
    const { access } = await this.deps.policy.readable(viewer, review, MISSING);
    const current = await this.endIfStale(process!);
    if (current.ai_status === 'pending') return { ai_status: 'pending' };
    if (neverAiFilled(current.ai_status)) return { ai_status: 'new' };
    if (current.ai_status === 'failed') {
      const fill = (await this.store.aiFills.latestFills([current.id])).get(current.id);
      return { ai_status: 'failed', message: fill?.message ?? AI_FILL_MESSAGES.failed };
    }
    const investment = await this.deps.reader.investmentOf(this.store, review!);
    const { ai_status: _status, ...filled } = (await this.deps.reader.for(viewer.id).process(this.store, current, investment.last_price, canEdit(access))) as FilledProcess;
    return { ...filled, suggestions: filled.suggestions ?? [], ai_fill: filled.ai_fill ?? null };
  }

  /** A pending fill older than any fill may take lost its job: it ends failed and may be asked for again. */
  private async endIfStale(process: InvestmentProcessRecord): Promise<InvestmentProcessRecord> {
    if (process.ai_status !== 'pending') return process;
    const fill = (await this.store.aiFills.latestFills([process.id])).get(process.id);
    if (fill && Date.now() - Date.parse(fill.created_at) < AI_FILL_STALE_MS) return process;
    if (fill) await failFill(this.deps.db, fill.id, AI_FILL_SERVER_MESSAGES.stale);
    else await this.store.aiFills.setProcessStatus(process.id, 'failed', nowIso());
    return (await this.store.processes.findById(process.id))!;
  }

  private async locate(id: string): Promise<{ process: InvestmentProcessRecord | undefined; review: ReviewRecord | undefined }> {
    const process = await this.store.processes.findById(id);
    const review = process ? await this.store.reviews.findById(process.review_id) : undefined;
    if (!process || !review) throw notFound(MISSING);
    return { process, review };
  }
}
