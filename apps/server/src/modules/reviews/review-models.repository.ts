import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newId } from '../../lib/crypto';

export interface ReviewModelRecord {
  id: string;
  review_id: string;
  media_id: string;
  /** The file's uuid: what PUT …/models takes, so the page can send the list back with one more or one less. */
  media_uuid: string;
  position: number;
  created_at: string;
}

/** review_models: the model files of a review, in order. */
export class ReviewModelsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async forReview(reviewId: string): Promise<ReviewModelRecord[]> {
    const rows = await this.db
      .selectFrom('review_models as m')
      .innerJoin('media', 'media.id', 'm.media_id')
      .selectAll('m')
      .select('media.uuid as media_uuid')
      .where('m.review_id', '=', reviewId)
      .orderBy('m.position')
      .orderBy('m.created_at')
      .execute();
    return rows.map((row) => ({ ...row, position: Number(row.position) }));
  }

  /** Makes the review's models exactly `mediaIds`, in that order; answers what was added and removed. */
  async replace(reviewId: string, mediaIds: readonly string[], now: string): Promise<{ added: string[]; removed: string[] }> {
    const current = await this.forReview(reviewId);
    const currentIds = new Set(current.map((model) => model.media_id));
    const wanted = new Set(mediaIds);
    const removed = current.filter((model) => !wanted.has(model.media_id)).map((model) => model.media_id);
    const added = mediaIds.filter((id) => !currentIds.has(id));
    if (removed.length > 0) await this.db.deleteFrom('review_models').where('review_id', '=', reviewId).where('media_id', 'in', removed).execute();
    if (added.length > 0) {
      await this.db
        .insertInto('review_models')
        .values(added.map((mediaId) => ({ id: newId(), review_id: reviewId, media_id: mediaId, position: mediaIds.indexOf(mediaId), created_at: now })))
        .execute();
    }
    for (const [position, mediaId] of mediaIds.entries()) {
      await this.db.updateTable('review_models').set({ position }).where('review_id', '=', reviewId).where('media_id', '=', mediaId).execute();
    }
    return { added, removed };
  }
}
