import type { Kysely, Selectable } from 'kysely';
import { compiledOnce, compiledWithIds } from '../../db/compiled-once';
import type { Database, InvestmentItemsTable, InvestmentReviewsTable } from '../../db/schema';
import { count } from '../../db/values';
import { newId } from '../../lib/crypto';
import { INVESTMENT_ITEM_COLUMNS, toInvestmentItemRecord, type InvestmentItemRecord } from '../investment-items/investment-items.records';
import type { InvestmentRow } from '../investments/investments.repository';

export type ReviewRecord = Selectable<InvestmentReviewsTable>;

/** A review and its investment read together (the investment undefined if it is gone). */
export interface ReviewWithInvestment {
  review: ReviewRecord;
  investment: InvestmentRow | undefined;
}

/**
 * Every column of a review, read beside `investments.*` under a `review_` prefix. A column added to
 * the table must be added here: `splitJoined` builds a whole ReviewRecord and fails to compile until it is.
 */
const REVIEW_COLUMNS = ['id', 'user_id', 'investment_id', 'summary', 'created_at', 'updated_at', 'created_by', 'parts_version'] as const;
type ReviewColumn = (typeof REVIEW_COLUMNS)[number];
const REVIEW_SELECTION = REVIEW_COLUMNS.map((column) => `r.${column} as review_${column}` as const);
type JoinedRow = { [K in keyof InvestmentRow]: InvestmentRow[K] | null } & { [K in ReviewColumn as `review_${K}`]: ReviewRecord[K] };

function splitJoined(row: JoinedRow): ReviewWithInvestment {
  const { review_id, review_user_id, review_investment_id, review_summary, review_created_at, review_updated_at, review_created_by, review_parts_version, ...investment } = row;
  const review: ReviewRecord = { id: review_id, user_id: review_user_id, investment_id: review_investment_id, summary: review_summary, created_at: review_created_at, updated_at: review_updated_at, created_by: review_created_by, parts_version: Number(review_parts_version) };
  return { review, investment: investment.id === null ? undefined : (investment as InvestmentRow) };
}

function withInvestment(db: Kysely<Database>) {
  return db.selectFrom('investment_reviews as r').leftJoin('investments', 'investments.id', 'r.investment_id').selectAll('investments').select(REVIEW_SELECTION);
}

/** The review page and every item change start with these: compiled once. */
const reviewWithInvestment = compiledOnce((db: Kysely<Database>, id: string) => withInvestment(db).where('r.id', '=', id));
const itemWithReview = compiledOnce((db: Kysely<Database>, itemId: string) =>
  withInvestment(db)
    .innerJoin('investment_processes as ip', 'ip.review_id', 'r.id')
    .innerJoin('investment_items as ii', 'ii.investment_process_id', 'ip.id')
    .select((eb) => INVESTMENT_ITEM_COLUMNS.map((column) => eb.ref(`ii.${column}`).as(`item_${column}`)))
    .where('ii.id', '=', itemId),
);

export interface Person {
  id: string;
  username: string;
  avatar_id: string | null;
}

export interface ReviewListFilter {
  /** The workspace key: the reviews of this owner (a person, or a team through its owner). */
  ownerId: string;
  investmentId?: string | undefined;
  orderBy: 'updated_at' | 'created_at';
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** investment_reviews: one per workspace (user_id = the workspace key) per investment. */
/** The user's review of each investment listed (search results, the portfolio): compiled once per length of list. */
const reviewIdsOf = compiledWithIds((db: Kysely<Database>, investmentIds: readonly string[], userId: string) =>
  db.selectFrom('investment_reviews').select(['id', 'investment_id']).where('user_id', '=', userId).where('investment_id', 'in', investmentIds),
);

/** Every review id of a workspace, up to `limit` (review-ids-cache.ts keeps them per reviews version). */
const workspaceReviewIds = compiledOnce((db: Kysely<Database>, userId: string, limit: number) =>
  db.selectFrom('investment_reviews').select(['id', 'investment_id']).where('user_id', '=', userId).limit(limit),
);

export class ReviewsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findById(id: string): Promise<ReviewRecord | undefined> {
    return this.db.selectFrom('investment_reviews').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The review and its investment in one statement (the review page reads both). */
  async findWithInvestment(id: string): Promise<ReviewWithInvestment | undefined> {
    const [row] = await reviewWithInvestment(this.db, id);
    return row ? splitJoined(row as JoinedRow) : undefined;
  }

  /** An investment item with its review and the review's investment, read together (an item change starts here). */
  async findByItemId(itemId: string): Promise<(ReviewWithInvestment & { item: InvestmentItemRecord }) | undefined> {
    const [row] = await itemWithReview(this.db, itemId);
    if (!row) return undefined;
    // The item's columns come out of the row; the rest is the review and its investment.
    const rest: Record<string, unknown> = { ...row };
    const stored: Record<string, unknown> = {};
    for (const column of INVESTMENT_ITEM_COLUMNS) {
      stored[column] = rest[`item_${column}`];
      delete rest[`item_${column}`];
    }
    return { ...splitJoined(rest as unknown as JoinedRow), item: toInvestmentItemRecord(stored as unknown as Selectable<InvestmentItemsTable>) };
  }

  /** These reviews, in no particular order. */
  async findByIds(ids: readonly string[]): Promise<ReviewRecord[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    return this.db.selectFrom('investment_reviews').selectAll().where('id', 'in', unique).execute();
  }

  findFor(ownerId: string, investmentId: string): Promise<ReviewRecord | undefined> {
    return this.db.selectFrom('investment_reviews').selectAll().where('user_id', '=', ownerId).where('investment_id', '=', investmentId).executeTakeFirst();
  }

  /**
   * The workspace's review of the investment, created by `createdBy` when missing. Relies on the
   * unique index (user_id, investment_id): of concurrent callers exactly one inserts, the others
   * wait for it and read its row, so `created` is true for one of them only.
   */
  async insertOrGet(ownerId: string, investmentId: string, now: string, createdBy: string): Promise<{ review: ReviewRecord; created: boolean }> {
    const existing = await this.findFor(ownerId, investmentId);
    if (existing) return { review: existing, created: false };
    const row: ReviewRecord = { id: newId(), user_id: ownerId, investment_id: investmentId, summary: null, created_by: createdBy, created_at: now, updated_at: now, parts_version: 0 };
    const inserted = await this.db
      .insertInto('investment_reviews')
      .values(row)
      .onConflict((oc) => oc.columns(['user_id', 'investment_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) {
      // Which investments the workspace has reviewed changed: servers read its review ids again (ReviewIdsCache).
      await this.db.updateTable('users').set((eb) => ({ reviews_version: eb('reviews_version', '+', 1) })).where('id', '=', ownerId).execute();
      return { review: row, created: true };
    }
    return { review: (await this.findFor(ownerId, investmentId))!, created: false };
  }

  /** The workspace's reviews, a page of them, with the total. */
  async list(filter: ReviewListFilter): Promise<{ records: ReviewRecord[]; total: number }> {
    let query = this.db.selectFrom('investment_reviews').where('user_id', '=', filter.ownerId);
    if (filter.investmentId) query = query.where('investment_id', '=', filter.investmentId);
    const [records, total] = await Promise.all([
      query.selectAll().orderBy(filter.orderBy, filter.direction).orderBy('id', filter.direction).limit(filter.limit).offset(filter.offset).execute(),
      query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { records, total: count(total.n) };
  }

  /** investment id → the user's review id, for the investments given. */
  async reviewIdsFor(userId: string, investmentIds: readonly string[]): Promise<Map<string, string>> {
    if (investmentIds.length === 0) return new Map();
    const rows = await reviewIdsOf(this.db, investmentIds, userId);
    return new Map(rows.map((row) => [row.investment_id, row.id]));
  }

  /** investment id → review id of the workspace's reviews, at most `limit` of them. */
  async workspaceReviewIds(ownerId: string, limit: number): Promise<Map<string, string>> {
    const rows = await workspaceReviewIds(this.db, ownerId, limit);
    return new Map(rows.map((row) => [row.investment_id, row.id]));
  }

  async setSummary(id: string, summary: string, now: string): Promise<void> {
    await this.db.updateTable('investment_reviews').set({ summary, updated_at: now }).where('id', '=', id).execute();
  }

  /** Marks the review as changed now (its list order follows its last change). */
  async touch(id: string, now: string): Promise<void> {
    await this.touchWrite(id, now).execute();
  }

  /** The write of `touch`, to store together with the change it follows. */
  touchWrite(id: string, now: string) {
    return this.db.updateTable('investment_reviews').set({ updated_at: now }).where('id', '=', id);
  }

  /** Who the users are (review owners, editors, note authors): username and avatar. */
  async people(ids: readonly (string | null)[]): Promise<Map<string, Person>> {
    const unique = [...new Set(ids.filter((id): id is string => id !== null))];
    if (unique.length === 0) return new Map();
    const rows = await this.db.selectFrom('users').select(['id', 'username', 'avatar_id']).where('id', 'in', unique).execute();
    return new Map(rows.map((row) => [row.id, row]));
  }
}
