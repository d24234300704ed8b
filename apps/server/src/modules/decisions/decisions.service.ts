import type { Kysely } from 'kysely';
import {
  buildProbabilityMatrix,
  DECISION_MESSAGES,
  expectedOutcome,
  makeDecisionIssues,
  resolveDecisionDate,
  thresholdTableOf,
  type Decision,
  type DecisionDraftPatch,
  type MatrixCommentInput,
  type OutcomeKey,
  type ProbabilityMatrix,
  type ProcessData,
  type ReviewAccess,
} from '@thesis/domain';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/values';
import { newId } from '../../lib/crypto';
import { conflict, fieldError, validationError, type FieldErrors } from '../../lib/errors';
import { ActivityRepository } from '../activity/activity.repository';
import type { ReviewReader } from '../reviews/review-reader';
import { createReviewStore } from '../reviews/review-store';
import type { ReviewRecord } from '../reviews/reviews.repository';
import { inWorkspace, type Viewer } from '../teams/workspace';
import { includeOf, type DecisionInclude, type DecisionReader } from './decision-reader';
import { decisionNotFound, type DecisionPolicy } from './decisions.policy';
import { decisionTradeTypeOf, presentMatrix } from './decisions.presenter';
import { DecisionsRepository, type DecisionRecord } from './decisions.repository';
import { TradeTypesRepository } from './trade-types.repository';

interface Target {
  review: ReviewRecord;
  access: ReviewAccess;
  /** The decision addressed, or the review's draft (null while it was never saved). */
  record: DecisionRecord | null;
}

interface Deps {
  db: Kysely<Database>;
  policy: DecisionPolicy;
  reader: DecisionReader;
  reviewReader: ReviewReader;
}

/**
 * The draft decision of a review and making it (spec §4 Decisions). Routes address a decision by
 * its id, or a review's draft by the review id. Every change runs in one transaction with its
 * activity event, so a failed update leaves the draft as it was; a made decision answers 409 to
 * any change but a follow-up note.
 */
export class DecisionsService {
  constructor(private readonly deps: Deps) {}

  async get(viewer: Viewer, id: string, include?: string): Promise<Decision> {
    const target = await this.target(viewer, id, 'read');
    return this.present(target, includeOf(include));
  }

  async find(viewer: Viewer, id: string, include?: string): Promise<Decision> {
    const record = await this.deps.reader.decisions.findById(id);
    if (!record) throw decisionNotFound();
    const target = await this.target(viewer, id, 'read');
    return this.present(target, includeOf(include, { matrix: true }));
  }

  async matrix(viewer: Viewer, id: string): Promise<ProbabilityMatrix> {
    return this.matrixOf(await this.target(viewer, id, 'read'));
  }

  async update(viewer: Viewer, id: string, patch: DecisionDraftPatch): Promise<Decision> {
    const target = await this.target(viewer, id, 'write');
    if (patch.trade_type_id) await this.assertTradeTypeUsable(viewer, patch.trade_type_id, target.record?.trade_type_id ?? null);
    const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
    if (typeof changes.date === 'string') changes.date = new Date(changes.date).toISOString();
    const record = await this.inTransaction(async (repo, activity, now) => {
      const draft = await repo.draftOrCreate(target.review, now);
      await repo.updateDraft(draft.id, { ...changes, user_id: viewer.id }, now);
      await activity.record([this.event(viewer, target.review, 'decision_updated', { decision_id: draft.id, fields: Object.keys(changes) })], now);
      return (await repo.findById(draft.id))!;
    });
    return this.present({ ...target, record }, { matrix: true, processData: false });
  }

  setProbability(viewer: Viewer, id: string, key: OutcomeKey, probability: number | null): Promise<ProbabilityMatrix> {
    return this.setCell(viewer, id, key, { probability });
  }

  setComment(viewer: Viewer, id: string, input: { key: OutcomeKey; comment: MatrixCommentInput['comment'] }): Promise<ProbabilityMatrix> {
    return this.setCell(viewer, id, input.key, { comment: input.comment ?? null });
  }

  /** Finalises the draft: checks it, freezes trade type, price, date and process_data, and archives it. */
  async make(viewer: Viewer, id: string, date: string | null | undefined): Promise<Decision> {
    const target = await this.target(viewer, id, 'make');
    const investment = await this.deps.reader.investmentOf(target.review);
    const record = await this.inTransaction(async (repo, activity, now) => {
      const draft = await repo.draftOrCreate(target.review, now);
      const cells = (await repo.cells([draft.id])).get(draft.id) ?? {};
      const errors: FieldErrors = {};
      for (const issue of makeDecisionIssues(draft, Object.values(cells).map((cell) => ({ probability: cell.probability ?? null })))) errors[issue.field] = [issue.message];
      const tradeType = draft.trade_type_id ? await new TradeTypesRepository(repo.db).findById(draft.trade_type_id) : undefined;
      if (draft.trade_type_id && !tradeType) errors.trade_type_id = [DECISION_MESSAGES.tradeTypeInvalid];
      const price = draft.price ?? investment.last_price;
      if (price === null || !(price > 0)) errors.price = [DECISION_MESSAGES.priceMissing];
      if (Object.keys(errors).length > 0) throw validationError(errors);
      const table = thresholdTableOf(tradeType!);
      const outcome = expectedOutcome(buildProbabilityMatrix(table, cells), table);
      const decidedOn = resolveDecisionDate(date ?? draft.date, new Date(now));
      const made = await repo.markMade(draft.id, {
        user_id: viewer.id,
        action: draft.action!,
        trade_type_id: tradeType!.id,
        trade_type_data: decisionTradeTypeOf(tradeType!),
        timeframe: draft.timeframe ?? tradeType!.timeframe,
        price: price!,
        date: decidedOn,
        process_data: await this.processData(repo.db, target.review, investment.last_price),
        expected_return: outcome.expectedReturn,
        expected_grade: outcome.expectedGrade,
      }, now);
      if (!made) throw conflict(DECISION_MESSAGES.decisionImmutable);
      // The decision date travels with the event: the Decisions chart counts the decision on it.
      await activity.record([this.event(viewer, target.review, 'decision_made', { decision_id: draft.id, action: draft.action, trade_type_id: tradeType!.id, date: decidedOn })], now);
      await createReviewStore(repo.db).reviews.touch(target.review.id, now);
      return (await repo.findById(draft.id))!;
    });
    return this.present({ ...target, record }, { matrix: true, processData: true });
  }

  /** A follow-up note: the only thing a made decision takes. */
  async annotate(viewer: Viewer, id: string, text: string): Promise<Decision> {
    const record = await this.deps.reader.decisions.findById(id);
    if (!record) throw decisionNotFound();
    const target = await this.target(viewer, id, 'annotate');
    if (record.status !== 'made') throw conflict(DECISION_MESSAGES.followUpOnlyMade);
    await this.deps.reader.decisions.insertNote({ id: newId(), decision_id: record.id, user_id: viewer.id, text, created_at: nowIso() });
    return this.present(target, { matrix: true, processData: false });
  }

  private async setCell(viewer: Viewer, id: string, key: OutcomeKey, change: { probability: number | null } | { comment: string | null }): Promise<ProbabilityMatrix> {
    const target = await this.target(viewer, id, 'write');
    const record = await this.inTransaction(async (repo, activity, now) => {
      const draft = await repo.draftOrCreate(target.review, now);
      await repo.setCell(draft.id, key, change, now);
      await repo.updateDraft(draft.id, { user_id: viewer.id }, now);
      await activity.record([this.event(viewer, target.review, 'decision_updated', { decision_id: draft.id, fields: ['probability' in change ? 'probability' : 'comment'], outcome: key })], now);
      return (await repo.findById(draft.id))!;
    });
    return this.matrixOf({ ...target, record });
  }

  /** Resolves a decision id or a review id (its draft) and checks the viewer's rights. */
  private async target(viewer: Viewer, id: string, mode: 'read' | 'write' | 'make' | 'annotate'): Promise<Target> {
    const { decisions, reviews } = this.deps.reader;
    const decision = await decisions.findById(id);
    const review = await reviews.findById(decision ? decision.review_id : id);
    const { policy } = this.deps;
    const missing = DECISION_MESSAGES.decisionNotFound;
    const found = mode === 'read' ? await policy.readable(viewer, review, missing) : mode === 'make' ? await policy.makeable(viewer, review, missing) : await policy.decidable(viewer, review, missing);
    if ((mode === 'write' || mode === 'make') && decision?.status === 'made') throw conflict(DECISION_MESSAGES.decisionImmutable);
    return { ...found, record: decision ?? (await decisions.draftFor(found.review.id)) ?? null };
  }

  private async assertTradeTypeUsable(viewer: Viewer, tradeTypeId: string, current: string | null): Promise<void> {
    const type = await this.deps.reader.tradeTypes.findById(tradeTypeId);
    if (!type || (!inWorkspace(viewer, type.user_id) && type.id !== current)) throw fieldError('trade_type_id', DECISION_MESSAGES.tradeTypeInvalid);
  }

  private async matrixOf(target: Target): Promise<ProbabilityMatrix> {
    const { record } = target;
    if (record?.status === 'made') return presentMatrix(record.id, record.trade_type_data, (await this.deps.reader.decisions.cells([record.id])).get(record.id) ?? {});
    const type = record?.trade_type_id ? await this.deps.reader.tradeTypes.findById(record.trade_type_id) : undefined;
    const cells = record ? ((await this.deps.reader.decisions.cells([record.id])).get(record.id) ?? {}) : {};
    return presentMatrix(record?.id ?? null, type ? decisionTradeTypeOf(type) : null, cells);
  }

  private present(target: Target, include: DecisionInclude): Promise<Decision> {
    return this.deps.reader.one(target.record, target.review, target.access, include);
  }

  /** The attached processes as they stand: summary score and relevance, valuation, factor scores. */
  private async processData(db: Kysely<Database>, review: ReviewRecord, lastPrice: number | null): Promise<ProcessData[]> {
    // A stored snapshot of scores: no file link of it is kept, so none is signed for anyone.
    const processes = await this.deps.reviewReader.for(null).processes(createReviewStore(db), review.id, lastPrice, true);
    return processes.map((process) => ({
      investment_process_id: process.id,
      process_id: process.process_id,
      name: process.name,
      score: process.score,
      relevance: process.relevance,
      valuation: process.valuation,
      upside: process.upside,
      factors: (process.factors ?? []).map((factor) => ({ id: factor.id, name: factor.name, type: factor.type, score: factor.score, score_factor: factor.score_factor, relevance: factor.relevance, value: factor.value })),
    }));
  }

  private event(viewer: Viewer, review: ReviewRecord, kind: 'decision_updated' | 'decision_made', details: Record<string, unknown>) {
    return { userId: viewer.id, reviewId: review.id, investmentId: review.investment_id, kind, details };
  }

  private inTransaction<T>(work: (repo: DecisionsRepository, activity: ActivityRepository, now: string) => Promise<T>): Promise<T> {
    return this.deps.db.transaction().execute((trx) => work(new DecisionsRepository(trx), new ActivityRepository(trx), nowIso()));
  }
}
