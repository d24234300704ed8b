import type { Kysely, Selectable } from 'kysely';
import { FINANCIAL_FIELDS, type EstimateRowPatch } from '@thesis/domain';
import type { Database, ReviewEstimatesTable } from '../../db/schema';
import { newId } from '../../lib/crypto';

export type EstimateRecord = Selectable<ReviewEstimatesTable>;

const figures = (row: EstimateRecord): EstimateRecord => ({
  ...row,
  ...Object.fromEntries(FINANCIAL_FIELDS.map((field) => [field, row[field] === null ? null : Number(row[field])])),
});

/** review_estimates: the reviewer's forecasts, one row per review and fiscal year end. */
export class EstimatesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async forReview(reviewId: string): Promise<EstimateRecord[]> {
    const rows = await this.db.selectFrom('review_estimates').selectAll().where('review_id', '=', reviewId).orderBy('fy_date_at').execute();
    return rows.map(figures);
  }

  /**
   * Applies the figures sent to one year: updates the stored row `existingId` (only the fields
   * given) or inserts the year.
   */
  async write(reviewId: string, fyDateAt: string, existingId: string | null, changes: Omit<EstimateRowPatch, 'fy_date_at'>, editorId: string, now: string): Promise<void> {
    const sent = Object.fromEntries(FINANCIAL_FIELDS.filter((field) => changes[field] !== undefined).map((field) => [field, changes[field] ?? null]));
    if (existingId) {
      await this.db.updateTable('review_estimates').set({ ...sent, fy_date_at: fyDateAt, editor_user_id: editorId, updated_at: now }).where('id', '=', existingId).execute();
      return;
    }
    const empty = Object.fromEntries(FINANCIAL_FIELDS.map((field) => [field, null])) as Record<(typeof FINANCIAL_FIELDS)[number], null>;
    await this.db
      .insertInto('review_estimates')
      .values({ id: newId(), review_id: reviewId, fy_date_at: fyDateAt, ...empty, ...sent, editor_user_id: editorId, created_at: now, updated_at: now })
      .onConflict((oc) => oc.columns(['review_id', 'fy_date_at']).doUpdateSet({ ...sent, editor_user_id: editorId, updated_at: now }))
      .execute();
  }
}
