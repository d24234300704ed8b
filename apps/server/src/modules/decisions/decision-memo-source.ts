import type { Kysely } from 'kysely';
import { DEFAULT_TIMEFRAME, thresholdTableOf } from '@thesis/domain';
import type { Database } from '../../db/schema';
import type { MemoDecision, MemoDecisionSource } from '../memo/memo-decisions';
import { DecisionsRepository } from './decisions.repository';

/**
 * The memo's decision section: the latest decision made on a review (by date, then creation),
 * with its frozen trade type, its matrix cells and who made it. The memo asks only when the
 * viewer may see the review's decisions.
 */
export class DecisionMemoSource implements MemoDecisionSource {
  private readonly decisions: DecisionsRepository;

  constructor(private readonly db: Kysely<Database>) {
    this.decisions = new DecisionsRepository(db);
  }

  async latestFor(reviewId: string): Promise<MemoDecision | null> {
    const { records } = await this.decisions.list({ scope: { ownerId: null, reviewIds: [reviewId] }, orderBy: 'date', direction: 'desc', limit: 1 });
    const record = records[0];
    if (!record?.trade_type_data || !record.date) return null;
    const cells = (await this.decisions.cells([record.id])).get(record.id) ?? {};
    const user = record.user_id ? await this.db.selectFrom('users').select('username').where('id', '=', record.user_id).executeTakeFirst() : undefined;
    return {
      decidedAt: record.date,
      action: record.action,
      timeframe: record.timeframe ?? record.trade_type_data.timeframe ?? DEFAULT_TIMEFRAME,
      price: record.price,
      tradeType: { name: record.trade_type_data.name, table: thresholdTableOf(record.trade_type_data) },
      cells,
      decidedBy: user?.username ?? null,
    };
  }
}
