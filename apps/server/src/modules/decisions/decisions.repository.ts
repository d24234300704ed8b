import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import { PRICE_RANGE, withinOrNull, type DecisionAction, type DecisionTradeType, type MatrixCells, type OutcomeKey, type ProcessData, type Timeframe } from '@thesis/domain';
import type { Database, DecisionNotesTable, DecisionsTable } from '../../db/schema';
import { count, fromJson, toJson } from '../../db/values';
import { newId } from '../../lib/crypto';
import { groupBy } from '../../lib/group-by';

export type DecisionRow = Selectable<DecisionsTable>;
export type DecisionNoteRecord = Selectable<DecisionNotesTable>;

/** A decision row with its JSON read back and its enums typed. */
export interface DecisionRecord extends Omit<DecisionRow, 'status' | 'action' | 'timeframe' | 'trade_type_data' | 'process_data' | 'expected_grade'> {
  status: 'draft' | 'made';
  action: DecisionAction | null;
  timeframe: Timeframe | null;
  trade_type_data: DecisionTradeType | null;
  process_data: ProcessData[] | null;
  expected_grade: OutcomeKey | null;
}

export type DraftChanges = Partial<Pick<DecisionRow, 'action' | 'trade_type_id' | 'timeframe' | 'price' | 'date' | 'user_id'>>;

export interface MadeFields {
  user_id: string;
  action: DecisionAction;
  trade_type_id: string;
  trade_type_data: DecisionTradeType;
  timeframe: Timeframe;
  price: number;
  date: string;
  process_data: ProcessData[];
  expected_return: number | null;
  expected_grade: OutcomeKey | null;
}

/** Which made decisions a list covers: those on the owner's reviews and on the extra (shared) reviews. */
export interface DecisionScope {
  ownerId: string | null;
  reviewIds: readonly string[];
}

export interface DecisionListFilter {
  scope: DecisionScope;
  /** Only decisions this user made. */
  madeBy?: string | undefined;
  investmentId?: string | undefined;
  tradeTypeId?: string | undefined;
  action?: string | undefined;
  /** Inclusive ISO bounds on the decision date. */
  dateFrom?: string | undefined;
  dateBefore?: string | undefined;
  orderBy: 'created_at' | 'date';
  direction: 'asc' | 'desc';
  limit?: number;
  offset?: number;
  /** Read process_data too (it can be large; the journal and calibration rarely need it). */
  withProcessData?: boolean;
}

const LIGHT_COLUMNS = [
  'id', 'review_id', 'investment_id', 'status', 'draft_review_id', 'user_id', 'action', 'trade_type_id', 'trade_type_data', 'timeframe', 'price', 'date',
  'expected_return', 'expected_grade', 'created_at', 'updated_at',
] as const;

function toRecord(row: DecisionRow): DecisionRecord {
  return {
    ...row,
    status: row.status === 'made' ? 'made' : 'draft',
    action: row.action as DecisionAction | null,
    timeframe: row.timeframe as Timeframe | null,
    price: withinOrNull(row.price, PRICE_RANGE),
    expected_return: row.expected_return === null ? null : Number(row.expected_return),
    expected_grade: row.expected_grade as OutcomeKey | null,
    trade_type_data: fromJson<DecisionTradeType | null>(row.trade_type_data, null),
    process_data: fromJson<ProcessData[] | null>(row.process_data, null),
  };
}

/** decisions, decision_cells and decision_notes. */
export class DecisionsRepository {
  /** Public so a service can bind other repositories to the same transaction. */
  constructor(readonly db: Kysely<Database>) {}

  async findById(id: string): Promise<DecisionRecord | undefined> {
    const row = await this.db.selectFrom('decisions').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toRecord(row) : undefined;
  }

  async draftFor(reviewId: string): Promise<DecisionRecord | undefined> {
    const row = await this.db.selectFrom('decisions').selectAll().where('draft_review_id', '=', reviewId).executeTakeFirst();
    return row ? toRecord(row) : undefined;
  }

  /** The review's draft, created when missing (the unique draft_review_id keeps it single under concurrency). */
  async draftOrCreate(review: { id: string; investment_id: string }, now: string): Promise<DecisionRecord> {
    const existing = await this.draftFor(review.id);
    if (existing) return existing;
    await this.db
      .insertInto('decisions')
      .values({
        id: newId(), review_id: review.id, investment_id: review.investment_id, status: 'draft', draft_review_id: review.id, user_id: null, action: null,
        trade_type_id: null, trade_type_data: null, timeframe: null, price: null, date: null, process_data: null, expected_return: null, expected_grade: null,
        created_at: now, updated_at: now,
      })
      .onConflict((oc) => oc.column('draft_review_id').doNothing())
      .execute();
    return (await this.draftFor(review.id))!;
  }

  async updateDraft(id: string, changes: DraftChanges, now: string): Promise<void> {
    await this.db.updateTable('decisions').set({ ...changes, updated_at: now }).where('id', '=', id).where('status', '=', 'draft').execute();
  }

  /** Turns the draft into a made decision; false when it was made meanwhile (a concurrent make). */
  async markMade(id: string, fields: MadeFields, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('decisions')
      .set({ ...fields, trade_type_data: toJson(fields.trade_type_data), process_data: toJson(fields.process_data), status: 'made', draft_review_id: null, created_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'draft')
      .executeTakeFirst();
    return count(result.numUpdatedRows) === 1;
  }

  /** The matrix cells of decisions (decision id → cells). */
  async cells(decisionIds: readonly string[]): Promise<Map<string, MatrixCells>> {
    const out = new Map<string, MatrixCells>();
    if (decisionIds.length === 0) return out;
    const rows = await this.db.selectFrom('decision_cells').selectAll().where('decision_id', 'in', [...new Set(decisionIds)]).execute();
    for (const row of rows) {
      const cells = out.get(row.decision_id) ?? {};
      cells[row.outcome as OutcomeKey] = { probability: row.probability === null ? null : Number(row.probability), comment: row.comment };
      out.set(row.decision_id, cells);
    }
    return out;
  }

  /** Sets one cell's probability or comment (insert or update). */
  async setCell(decisionId: string, outcome: OutcomeKey, change: { probability: number | null } | { comment: string | null }, now: string): Promise<void> {
    await this.db
      .insertInto('decision_cells')
      .values({ id: newId(), decision_id: decisionId, outcome, probability: null, comment: null, ...change, updated_at: now })
      .onConflict((oc) => oc.columns(['decision_id', 'outcome']).doUpdateSet({ ...change, updated_at: now }))
      .execute();
  }

  /** A page of made decisions in scope, with the total. */
  async list(filter: DecisionListFilter): Promise<{ records: DecisionRecord[]; total: number }> {
    const { ownerId, reviewIds } = filter.scope;
    if (!ownerId && reviewIds.length === 0) return { records: [], total: 0 };
    let query = this.db
      .selectFrom('decisions')
      .where('status', '=', 'made')
      .where((eb: ExpressionBuilder<Database, 'decisions'>) => {
        const parts = [];
        if (ownerId) parts.push(eb('review_id', 'in', eb.selectFrom('investment_reviews').select('id').where('user_id', '=', ownerId)));
        if (reviewIds.length > 0) parts.push(eb('review_id', 'in', [...reviewIds]));
        return eb.or(parts);
      });
    if (filter.madeBy) query = query.where('user_id', '=', filter.madeBy);
    if (filter.investmentId) query = query.where('investment_id', '=', filter.investmentId);
    if (filter.tradeTypeId) query = query.where('trade_type_id', '=', filter.tradeTypeId);
    if (filter.action) query = query.where('action', '=', filter.action);
    if (filter.dateFrom) query = query.where('date', '>=', filter.dateFrom);
    if (filter.dateBefore) query = query.where('date', '<', filter.dateBefore);
    const total = count((await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst())?.n);
    let page = (filter.withProcessData ? query.selectAll() : query.select(LIGHT_COLUMNS).select(sql<string | null>`null`.as('process_data')))
      .orderBy(filter.orderBy, filter.direction)
      .orderBy('id', filter.direction);
    if (filter.limit !== undefined) page = page.limit(filter.limit).offset(filter.offset ?? 0);
    return { records: (await page.execute()).map((row) => toRecord(row as DecisionRow)), total };
  }

  async notes(decisionIds: readonly string[]): Promise<Map<string, DecisionNoteRecord[]>> {
    if (decisionIds.length === 0) return new Map();
    const rows = await this.db.selectFrom('decision_notes').selectAll().where('decision_id', 'in', [...new Set(decisionIds)]).orderBy('created_at').orderBy('id').execute();
    return groupBy(rows, (row) => row.decision_id);
  }

  async insertNote(note: DecisionNoteRecord): Promise<void> {
    await this.db.insertInto('decision_notes').values(note).execute();
  }
}
