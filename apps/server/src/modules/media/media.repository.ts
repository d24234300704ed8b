import type { Kysely, Selectable } from 'kysely';
import type { Database, MediaTable } from '../../db/schema';

export type MediaRow = Selectable<MediaTable>;

export class MediaRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findById(id: string): Promise<MediaRow | undefined> {
    return this.db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByUuids(uuids: readonly string[]): Promise<MediaRow[]> {
    if (uuids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('media').selectAll().where('uuid', 'in', uuids).execute();
  }

  async insert(row: MediaRow): Promise<void> {
    await this.db.insertInto('media').values(row).execute();
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('media').where('id', '=', id).execute();
  }
}
