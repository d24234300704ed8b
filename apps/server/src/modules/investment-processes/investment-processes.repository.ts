import type { Kysely, Selectable } from 'kysely';
import { STORED_VALUATION_RANGE, withinOrNull, type AiStatus } from '@thesis/domain';
import type { Database, InvestmentProcessesTable } from '../../db/schema';

/** The summary screens keep of a reviewed process (migration 0010): read by screens only. */
type SummaryColumn = 'summary_score' | 'summary_relevance' | 'summary_factor_ranks' | 'summary_valuation_rank' | 'summary_priced' | 'summary_at';

/** A process attached to a review, numbers normalised and the AI status typed. */
export type InvestmentProcessRecord = Omit<Selectable<InvestmentProcessesTable>, 'ai_status' | SummaryColumn> & { ai_status: AiStatus | null };

export type InvestmentProcessChanges = Partial<Pick<InvestmentProcessRecord, 'comment' | 'url' | 'url_name' | 'media_id' | 'valuation' | 'editor_user_id' | 'updated_at'>>;

function toRecord(row: Selectable<InvestmentProcessesTable>): InvestmentProcessRecord {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the summary columns are left out
  const { summary_score, summary_relevance, summary_factor_ranks, summary_valuation_rank, summary_priced, summary_at, ...rest } = row;
  return {
    ...rest,
    position: Number(row.position),
    valuation: withinOrNull(row.valuation, STORED_VALUATION_RANGE),
    ai_status: row.ai_status as AiStatus | null,
  };
}

/** investment_processes: the processes attached to reviews. */
export class InvestmentProcessesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findById(id: string): Promise<InvestmentProcessRecord | undefined> {
    const row = await this.db.selectFrom('investment_processes').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toRecord(row) : undefined;
  }

  /** The processes of these reviews, each review's in position order. */
  async forReviews(reviewIds: readonly string[]): Promise<InvestmentProcessRecord[]> {
    if (reviewIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('investment_processes')
      .selectAll()
      .where('review_id', 'in', [...reviewIds])
      .orderBy('review_id')
      .orderBy('position')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toRecord);
  }

  async nextPosition(reviewId: string): Promise<number> {
    const row = await this.db.selectFrom('investment_processes').select((eb) => eb.fn.max('position').as('last')).where('review_id', '=', reviewId).executeTakeFirst();
    return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
  }

  /**
   * Inserts the attachment unless this process is already attached to the review (unique
   * review_id + process_id, so concurrent attaches of one process insert once). True when inserted.
   */
  async insertIfAbsent(record: InvestmentProcessRecord): Promise<boolean> {
    const inserted = await this.db
      .insertInto('investment_processes')
      .values(record)
      .onConflict((oc) => oc.columns(['review_id', 'process_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async update(id: string, changes: InvestmentProcessChanges): Promise<void> {
    await this.db.updateTable('investment_processes').set(changes).where('id', '=', id).execute();
  }

  /** Removes attachments (their items go with them) and closes the gaps in the review's order. */
  async delete(reviewId: string, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.deleteFrom('investment_processes').where('review_id', '=', reviewId).where('id', 'in', [...ids]).execute();
    const rest = await this.forReviews([reviewId]);
    for (const [position, record] of rest.entries()) {
      if (record.position !== position) await this.db.updateTable('investment_processes').set({ position }).where('id', '=', record.id).execute();
    }
  }
}
