import { sql, type Kysely } from 'kysely';
import type { ItemKind } from '@thesis/domain';
import type { Database } from '../../db/schema';
import { count, flag } from '../../db/values';
import { itemChanges, itemRow, toItemRecord, type ItemRecord } from './library.records';
import type { LinkTable } from './links.repository';

export interface ItemListFilter {
  /** The owner, or null for the template library. */
  userId: string | null;
  kind: ItemKind;
  name?: string;
  group?: string;
  type?: string;
  isActive?: boolean;
  /** Leave out items already under this parent (links table of the kind). */
  excludeParent?: { table: LinkTable; parentId: string };
}

export interface ItemListPage {
  orderBy: 'name' | 'updated_at' | 'created_at';
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export interface MediaSummary {
  id: string;
  file_name: string;
  extension: string;
}

function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Factors, checklists and questions of users' libraries and of the template library. */
export class ItemsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findById(id: string): Promise<ItemRecord | undefined> {
    const row = await this.db.selectFrom('process_items').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toItemRecord(row) : undefined;
  }

  async findByIds(ids: readonly string[]): Promise<ItemRecord[]> {
    const records: ItemRecord[] = [];
    for (let start = 0; start < ids.length; start += 500) {
      const rows = await this.db.selectFrom('process_items').selectAll().where('id', 'in', ids.slice(start, start + 500)).execute();
      records.push(...rows.map(toItemRecord));
    }
    return records;
  }

  /** The items among `ids` that this user owns and that are of this kind (never templates). */
  async findOwnedByIds(userId: string, kind: ItemKind, ids: readonly string[]): Promise<ItemRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('process_items')
      .selectAll()
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('is_template', '=', 0)
      .where('id', 'in', [...ids])
      .execute();
    return rows.map(toItemRecord);
  }

  async list(filter: ItemListFilter, page: ItemListPage): Promise<{ records: ItemRecord[]; total: number }> {
    let query = this.db.selectFrom('process_items').where('kind', '=', filter.kind);
    query = filter.userId === null ? query.where('is_template', '=', 1) : query.where('user_id', '=', filter.userId).where('is_template', '=', 0);
    if (filter.name) query = query.where(sql<string>`lower(name)`, 'like', sql<string>`${likePattern(filter.name)} escape '\\'`);
    if (filter.group) query = query.where('item_group', '=', filter.group);
    if (filter.type) query = query.where('type', '=', filter.type);
    if (filter.isActive !== undefined) query = query.where('is_active', '=', flag(filter.isActive));
    const exclude = filter.excludeParent;
    if (exclude) {
      query = query.where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom(exclude.table as 'item_children')
              .select('child_id')
              .where('parent_id', '=', exclude.parentId)
              .whereRef('child_id', '=', 'process_items.id'),
          ),
        ),
      );
    }
    const total = await query.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow();
    const order = page.orderBy === 'name' ? sql`lower(name)` : sql.ref(page.orderBy);
    const rows = await query
      .selectAll()
      .orderBy(order, page.direction)
      .orderBy('id', page.direction)
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    return { records: rows.map(toItemRecord), total: count(total.total) };
  }

  async insert(records: readonly ItemRecord[]): Promise<void> {
    for (let start = 0; start < records.length; start += 200) {
      await this.db.insertInto('process_items').values(records.slice(start, start + 200).map(itemRow)).execute();
    }
  }

  async update(id: string, changes: Partial<ItemRecord>): Promise<void> {
    await this.db.updateTable('process_items').set(itemChanges(changes)).where('id', '=', id).execute();
  }

  async touch(ids: readonly string[], now: string): Promise<void> {
    if (ids.length === 0) return;
    await this.db.updateTable('process_items').set({ updated_at: now }).where('id', 'in', [...ids]).execute();
  }

  async delete(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.deleteFrom('process_items').where('id', 'in', [...ids]).execute();
  }

  /** File names of attached media, to present items without another round trip per item. */
  async mediaSummaries(ids: readonly string[]): Promise<MediaSummary[]> {
    if (ids.length === 0) return [];
    return this.db.selectFrom('media').select(['id', 'file_name', 'extension']).where('id', 'in', [...ids]).execute();
  }

  /** The people of a team (its owner and everyone who joined): who made the workspace's entries. */
  teamPeople(teamId: string): Promise<{ id: string; username: string; avatar_id: string | null }[]> {
    return this.db
      .selectFrom('team_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['u.id', 'u.username', 'u.avatar_id'])
      .where('m.team_id', '=', teamId)
      .where('m.accepted_at', 'is not', null)
      .execute();
  }

  /** True when the file exists and belongs to the user. */
  async ownsMedia(userId: string, mediaId: string): Promise<boolean> {
    const row = await this.db.selectFrom('media').select('id').where('id', '=', mediaId).where('user_id', '=', userId).executeTakeFirst();
    return row !== undefined;
  }

  /** Every template item, for idempotent seeding. */
  async templates(): Promise<ItemRecord[]> {
    const rows = await this.db.selectFrom('process_items').selectAll().where('is_template', '=', 1).execute();
    return rows.map(toItemRecord);
  }
}
