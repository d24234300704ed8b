import type { Kysely } from 'kysely';
import { AI_FILL_SERVER_MESSAGES, type AiSuggestion } from '@thesis/domain';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/values';
import type { JobOptions, JobRunner } from '../../jobs/job-runner';
import { newId } from '../../lib/crypto';
import type { FinancialsRepository } from '../investments/financials.repository';
import type { ReviewReader } from '../reviews/review-reader';
import { createReviewStore, inReviewTransaction } from '../reviews/review-store';
import { canEdit } from '../reviews/reviews.policy';
import type { Viewer } from '../teams/workspace';
import type { AiFillPolicy } from './ai-fill.policy';
import type { AiFillRecord } from './ai-fill.repository';
import { AnalystFailure, type Analyst, type FillOutcome } from './analysts/analyst';
import { loadCompanyFacts } from './company-facts';

export const AI_FILL_JOB = 'ai-fill';

export interface AiFillPayload {
  fill_id: string;
}

/**
 * A fill has 4 minutes an attempt. It is retried (twice, after 2 s then 4 s) only when something
 * other than the provider interrupts it — its server stopped, the database failed; a provider that
 * keeps failing ends the fill at once (the provider client retries its own transient errors).
 * One fill per process at a time: the process id is the singleton key.
 */
export const AI_FILL_JOB_OPTIONS = {
  retryLimit: 2,
  retryBackoff: true,
  retryDelaySeconds: 2,
  expireInSeconds: 240,
  concurrency: 2,
  singletonKeys: true,
} satisfies JobOptions<AiFillPayload>;

export interface FillDeps {
  db: Kysely<Database>;
  policy: AiFillPolicy;
  reader: ReviewReader;
  /** The requester as the API sees them (role, workspace): their rights are checked again when the job runs. */
  viewers: { forUser(id: string): Promise<Viewer | undefined> };
  financials: FinancialsRepository;
  analyst: Analyst;
}

/** Ends a pending fill as failed with its reason; its process shows the failure. */
export async function failFill(db: Kysely<Database>, fillId: string, message: string): Promise<void> {
  await inReviewTransaction(db, async (store) => {
    const fill = await store.aiFills.findFill(fillId);
    if (!fill) return;
    const now = nowIso();
    if (await store.aiFills.finishFill(fillId, { status: 'failed', message }, now)) await store.aiFills.setProcessStatus(fill.investment_process_id, 'failed', now);
  });
}

/** Stores a fill's proposals as the process's open suggestions (replacing older ones), once, with the tokens a model used. */
async function storeOutcome(db: Kysely<Database>, fill: AiFillRecord, outcome: FillOutcome): Promise<void> {
  const now = nowIso();
  const suggestions: AiSuggestion[] = outcome.proposals.map((proposal) => ({ id: newId(), investment_process_id: fill.investment_process_id, investment_item_id: proposal.item_id, score: proposal.score, value: proposal.value, relevance: proposal.relevance, comment: proposal.comment, rationale: proposal.rationale, evidence: proposal.evidence, source: proposal.source, confidence: proposal.confidence, created_at: now }));
  await inReviewTransaction(db, async (store) => {
    if (!(await store.aiFills.finishFill(fill.id, { status: 'finished', message: outcome.note, skipped: outcome.skipped, tokens: outcome.tokens ?? null, suggested: suggestions.length }, now))) return;
    await store.aiFills.replaceSuggestions(fill.investment_process_id, fill.id, suggestions);
    await store.aiFills.setProcessStatus(fill.investment_process_id, 'finished', now);
  });
}

/**
 * One attempt of a fill: reads the process and the company's facts as the requester may see them,
 * asks the analyst, and stores its proposals as suggestions. Never writes an item.
 */
export async function runFill(deps: FillDeps, fillId: string, signal: AbortSignal): Promise<void> {
  const store = createReviewStore(deps.db);
  const fill = await store.aiFills.findFill(fillId);
  if (!fill || fill.status !== 'pending') return;
  const process = await store.processes.findById(fill.investment_process_id);
  const review = process ? await store.reviews.findById(process.review_id) : undefined;
  if (!process || !review) return;
  const requester = fill.requested_by ? await deps.viewers.forUser(fill.requested_by) : undefined;
  const access = requester ? await deps.policy.accessOf(requester, review) : undefined;
  if (!access || !canEdit(access)) return failFill(deps.db, fillId, AI_FILL_SERVER_MESSAGES.requesterGone);
  const investment = await deps.reader.investmentOf(store, review);
  const items = await store.items.forProcesses([process.id]);
  const facts = await loadCompanyFacts(store, deps.financials, review, investment, access);
  let outcome: FillOutcome;
  try {
    outcome = await deps.analyst.fill({ facts, process: { id: process.id, name: process.name, description: process.description }, items }, signal);
  } catch (error) {
    if (error instanceof AnalystFailure) return failFill(deps.db, fillId, error.message);
    throw error;
  }
  signal.throwIfAborted();
  await storeOutcome(deps.db, fill, outcome);
}

export function registerAiFillJob(jobs: JobRunner, deps: FillDeps): void {
  jobs.register<AiFillPayload>(AI_FILL_JOB, (job) => runFill(deps, job.data.fill_id, job.signal), {
    ...AI_FILL_JOB_OPTIONS,
    onFailed: (data, reason) => failFill(deps.db, data.fill_id, `${AI_FILL_SERVER_MESSAGES.interrupted}: ${reason}`),
  });
}
