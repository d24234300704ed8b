import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { count, flag, nowIso } from '../../db/values';
import { processRow, toProcessRecord, type ProcessRecord } from '../items/library.records';

type ProcessChanges = Partial<Pick<ProcessRecord, 'name' | 'description' | 'is_active' | 'position' | 'updated_at'>>;

/** Users' processes, the template processes, and the user's default process pointer. */
export class ProcessesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findById(id: string): Promise<ProcessRecord | undefined> {
    const row = await this.db.selectFrom('processes').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toProcessRecord(row) : undefined;
  }

  async findByIds(ids: readonly string[]): Promise<ProcessRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom('processes').selectAll().where('id', 'in', [...ids]).execute();
    return rows.map(toProcessRecord);
  }

  /** Every process of a user (a user has tens, not thousands: the services sort and page them). */
  async listForUser(userId: string): Promise<ProcessRecord[]> {
    const rows = await this.db
      .selectFrom('processes')
      .selectAll()
      .where('user_id', '=', userId)
      .where('is_template', '=', 0)
      .orderBy('position')
      .orderBy('created_at')
      .execute();
    return rows.map(toProcessRecord);
  }

  async listTemplates(): Promise<ProcessRecord[]> {
    const rows = await this.db.selectFrom('processes').selectAll().where('is_template', '=', 1).execute();
    return rows.map(toProcessRecord);
  }

  async insert(record: ProcessRecord): Promise<void> {
    await this.db.insertInto('processes').values(processRow(record)).execute();
  }

  async update(id: string, changes: ProcessChanges): Promise<void> {
    const { is_active, ...rest } = changes;
    await this.db
      .updateTable('processes')
      .set({ ...rest, ...(is_active === undefined ? {} : { is_active: flag(is_active) }), updated_at: changes.updated_at ?? nowIso() })
      .where('id', '=', id)
      .execute();
  }

  async setActive(ids: readonly string[], active: boolean, now: string): Promise<void> {
    if (ids.length === 0) return;
    await this.db.updateTable('processes').set({ is_active: flag(active), updated_at: now }).where('id', 'in', [...ids]).execute();
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('processes').where('id', '=', id).execute();
  }

  async nextPosition(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('processes')
      .select((eb) => eb.fn.max('position').as('last'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
  }

  async defaultProcessId(userId: string): Promise<string | null> {
    const row = await this.db.selectFrom('users').select('default_process_id').where('id', '=', userId).executeTakeFirst();
    return row?.default_process_id ?? null;
  }

  /** Each user's default process id, in one query (user id → id, null when they have none). */
  async defaultProcessIds(userIds: readonly string[]): Promise<Map<string, string | null>> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return new Map();
    const rows = await this.db.selectFrom('users').select(['id', 'default_process_id']).where('id', 'in', unique).execute();
    return new Map(rows.map((row) => [row.id, row.default_process_id]));
  }

  /** users.default_process_id is the single source of truth for is_default. */
  async setDefaultProcess(userId: string, processId: string | null): Promise<void> {
    await this.db.updateTable('users').set({ default_process_id: processId, updated_at: nowIso() }).where('id', '=', userId).execute();
  }

  // ---- Investment reviews hooks -------------------------------------------------------------

  /**
   * REVIEWS HOOK — the number of investment reviews that use each process (`investment_count`,
   * GET /processes?withCount=investmentReviews). Only a process's owner can attach it, so these are
   * the owner's reviews.
   */
  async countInvestmentReviews(processIds: readonly string[]): Promise<Map<string, number>> {
    const counts = new Map(processIds.map((id) => [id, 0]));
    if (processIds.length === 0) return counts;
    const rows = await this.db
      .selectFrom('investment_processes')
      .select(['process_id', (eb) => eb.fn.count<string | number>('review_id').distinct().as('reviews')])
      .where('process_id', 'in', [...processIds])
      .groupBy('process_id')
      .execute();
    for (const row of rows) if (row.process_id) counts.set(row.process_id, count(row.reviews));
    return counts;
  }

  /**
   * REVIEWS HOOK — ids of the user's other processes that appear in the same investment reviews as
   * `processId` (GET /processes/{id}/associated-processes), most shared reviews first.
   */
  async associatedProcessIds(userId: string, processId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('investment_processes as mine')
      .innerJoin('investment_reviews as r', 'r.id', 'mine.review_id')
      .innerJoin('investment_processes as other', 'other.review_id', 'mine.review_id')
      .select(['other.process_id', (eb) => eb.fn.count<string | number>('other.review_id').distinct().as('shared')])
      .where('r.user_id', '=', userId)
      .where('mine.process_id', '=', processId)
      .where('other.process_id', 'is not', null)
      .where('other.process_id', '!=', processId)
      .groupBy('other.process_id')
      .orderBy('shared', 'desc')
      .orderBy('other.process_id')
      .execute();
    return rows.flatMap((row) => (row.process_id ? [row.process_id] : []));
  }
}
