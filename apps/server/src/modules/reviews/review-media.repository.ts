import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ReviewRecord } from './reviews.repository';

export type ReviewFilePart = 'item' | 'process' | 'model' | 'note';

/** Which reviews hold an uploaded file, and where (for review-aware media access). */
export class ReviewMediaRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The reviews holding the file, and where. */
  async holdersOf(mediaId: string): Promise<{ review_id: string; part: ReviewFilePart }[]> {
    const [items, processes, models, notes] = await Promise.all([
      this.db
        .selectFrom('investment_items as i')
        .innerJoin('investment_processes as p', 'p.id', 'i.investment_process_id')
        .select('p.review_id')
        .where('i.media_id', '=', mediaId)
        .execute(),
      this.db.selectFrom('investment_processes').select('review_id').where('media_id', '=', mediaId).execute(),
      this.db.selectFrom('review_models').select('review_id').where('media_id', '=', mediaId).execute(),
      this.db.selectFrom('investment_notes').select('review_id').where('media_id', '=', mediaId).execute(),
    ]);
    const tag = (rows: { review_id: string }[], part: ReviewFilePart) => rows.map((row) => ({ review_id: row.review_id, part }));
    return [...tag(items, 'item'), ...tag(processes, 'process'), ...tag(models, 'model'), ...tag(notes, 'note')];
  }

  async reviews(ids: readonly string[]): Promise<ReviewRecord[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    return this.db.selectFrom('investment_reviews').selectAll().where('id', 'in', unique).execute();
  }
}
