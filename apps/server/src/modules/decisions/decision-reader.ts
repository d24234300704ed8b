import type { Kysely } from 'kysely';
import { REVIEW_MESSAGES, type Decision, type DecisionTradeType, type ReviewAccess } from '@thesis/domain';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { InvestmentsRepository, type InvestmentRow } from '../investments/investments.repository';
import { ReviewsRepository, type ReviewRecord } from '../reviews/reviews.repository';
import type { Viewer } from '../teams/workspace';
import type { DecisionPolicy } from './decisions.policy';
import { decisionTradeTypeOf, presentDecision } from './decisions.presenter';
import { DecisionsRepository, type DecisionRecord } from './decisions.repository';
import { TradeTypesRepository } from './trade-types.repository';

export interface DecisionInclude {
  matrix: boolean;
  processData: boolean;
}

export function includeOf(include: string | undefined, defaults: Partial<DecisionInclude> = {}): DecisionInclude {
  const parts = new Set((include ?? '').split(',').map((part) => part.trim()));
  return { matrix: parts.has('matrix') || (defaults.matrix ?? false), processData: parts.has('process_data') || (defaults.processData ?? false) };
}

/** Loads what decisions are presented with (investments, trade types, cells, notes, people) in a few queries. */
export class DecisionReader {
  readonly decisions: DecisionsRepository;
  readonly tradeTypes: TradeTypesRepository;
  readonly reviews: ReviewsRepository;
  readonly investments: InvestmentsRepository;

  constructor(db: Kysely<Database>, private readonly policy: DecisionPolicy) {
    this.decisions = new DecisionsRepository(db);
    this.tradeTypes = new TradeTypesRepository(db);
    this.reviews = new ReviewsRepository(db);
    this.investments = new InvestmentsRepository(db);
  }

  async investmentOf(review: ReviewRecord): Promise<InvestmentRow> {
    const investment = await this.investments.findById(review.investment_id);
    if (!investment) throw notFound(REVIEW_MESSAGES.investmentNotFound);
    return investment;
  }

  /** One decision (or a review's unsaved draft, record null) for a viewer whose access is known. */
  async one(record: DecisionRecord | null, review: ReviewRecord, access: ReviewAccess, include: DecisionInclude): Promise<Decision> {
    const [decision] = await this.many(record ? [record] : [], include, new Map([[review.id, access]]), record ? undefined : review);
    return decision!;
  }

  /** Made decisions for a viewer: abilities from each review's access. */
  async forViewer(viewer: Viewer, records: readonly DecisionRecord[], include: DecisionInclude): Promise<Decision[]> {
    const reviewIds = [...new Set(records.map((record) => record.review_id))];
    const accesses = new Map<string, ReviewAccess>();
    for (const reviewId of reviewIds) {
      const review = await this.reviews.findById(reviewId);
      if (review) accesses.set(reviewId, await this.policy.accessOf(viewer, review));
    }
    return this.many(records, include, accesses);
  }

  private async many(records: readonly DecisionRecord[], include: DecisionInclude, accesses: ReadonlyMap<string, ReviewAccess>, emptyDraftOf?: ReviewRecord): Promise<Decision[]> {
    const investmentIds = [...records.map((record) => record.investment_id), ...(emptyDraftOf ? [emptyDraftOf.investment_id] : [])];
    const investments = new Map((await this.investments.findByIds([...new Set(investmentIds)])).map((row) => [row.id, row]));
    const drafts = records.filter((record) => record.status === 'draft' && record.trade_type_id);
    const liveTypes = await this.tradeTypes.findByIds(drafts.map((record) => record.trade_type_id!));
    const ids = records.map((record) => record.id);
    const [cells, notes] = await Promise.all([this.decisions.cells(ids), this.decisions.notes(ids)]);
    const people = await this.reviews.people([...records.map((record) => record.user_id), ...[...notes.values()].flat().map((note) => note.user_id)]);
    const context = (record: DecisionRecord | null, reviewId: string, investmentId: string) => {
      const access = accesses.get(reviewId);
      const decide = access?.abilities.decide ?? false;
      const live = record?.trade_type_id ? liveTypes.get(record.trade_type_id) : undefined;
      const tradeType: DecisionTradeType | null = live ? decisionTradeTypeOf(live) : null;
      return {
        investment: investments.get(investmentId)!,
        tradeType,
        cells: record ? (cells.get(record.id) ?? {}) : {},
        notes: record ? (notes.get(record.id) ?? []) : [],
        people,
        abilities: { update: decide, annotate: decide },
        include,
      };
    };
    if (emptyDraftOf) return [presentDecision(null, emptyDraftOf.id, context(null, emptyDraftOf.id, emptyDraftOf.investment_id))];
    return records.filter((record) => investments.has(record.investment_id)).map((record) => presentDecision(record, record.review_id, context(record, record.review_id, record.investment_id)));
  }
}
