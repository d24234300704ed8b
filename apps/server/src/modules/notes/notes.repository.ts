import type { Kysely, Selectable } from 'kysely';
import type { Database, InvestmentNotesTable } from '../../db/schema';

export type NoteRecord = Selectable<InvestmentNotesTable>;
export type NoteChanges = Partial<Pick<NoteRecord, 'title' | 'typed_text' | 'media_id' | 'updated_at'>>;

/** investment_notes: a review's notes, each with an optional file. */
export class NotesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findById(id: string): Promise<NoteRecord | undefined> {
    return this.db.selectFrom('investment_notes').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** A review's notes, newest first. */
  forReview(reviewId: string): Promise<NoteRecord[]> {
    return this.db.selectFrom('investment_notes').selectAll().where('review_id', '=', reviewId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  }

  async insert(record: NoteRecord): Promise<void> {
    await this.db.insertInto('investment_notes').values(record).execute();
  }

  async update(id: string, changes: NoteChanges): Promise<void> {
    await this.db.updateTable('investment_notes').set(changes).where('id', '=', id).execute();
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('investment_notes').where('id', '=', id).execute();
  }
}
