import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { count } from '../../db/values';

export type LinkTable = 'process_factors' | 'item_children';

export interface LinkRow {
  parent_id: string;
  child_id: string;
  position: number;
}

/**
 * Parent → child links with a 0-based position: process → factor (process_factors) or
 * factor → checklist / checklist → question (item_children). Both tables have the same columns.
 */
export class LinksRepository {
  constructor(
    private readonly db: Kysely<Database>,
    readonly table: LinkTable,
  ) {}

  /** The links under these parents, each parent's in position order. */
  async childrenOf(parentIds: readonly string[]): Promise<LinkRow[]> {
    if (parentIds.length === 0) return [];
    const rows = await this.db
      .selectFrom(this.table as 'item_children')
      .select(['parent_id', 'child_id', 'position'])
      .where('parent_id', 'in', [...parentIds])
      .orderBy('parent_id')
      .orderBy('position')
      .orderBy('created_at')
      .execute();
    return rows.map((row) => ({ ...row, position: Number(row.position) }));
  }

  async childIdsOf(parentId: string): Promise<string[]> {
    return (await this.childrenOf([parentId])).map((row) => row.child_id);
  }

  async parentIdsOf(childIds: readonly string[]): Promise<string[]> {
    if (childIds.length === 0) return [];
    const rows = await this.db
      .selectFrom(this.table as 'item_children')
      .select('parent_id')
      .distinct()
      .where('child_id', 'in', [...childIds])
      .execute();
    return rows.map((row) => row.parent_id);
  }

  /** How many parents hold each child (children without any are absent from the map). */
  async parentCounts(childIds: readonly string[]): Promise<Map<string, number>> {
    if (childIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom(this.table as 'item_children')
      .select(['child_id', (eb) => eb.fn.countAll<string | number>().as('parents')])
      .where('child_id', 'in', [...childIds])
      .groupBy('child_id')
      .execute();
    return new Map(rows.map((row) => [row.child_id, count(row.parents)]));
  }

  /** Adds children after the last position, in the order given. */
  async append(parentId: string, childIds: readonly string[], firstPosition: number, now: string): Promise<void> {
    if (childIds.length === 0) return;
    await this.insert(childIds.map((childId, index) => ({ parent_id: parentId, child_id: childId, position: firstPosition + index })), now);
  }

  async insert(links: readonly LinkRow[], now: string): Promise<void> {
    for (let start = 0; start < links.length; start += 500) {
      const chunk = links.slice(start, start + 500).map((link) => ({ ...link, created_at: now }));
      await this.db.insertInto(this.table as 'item_children').values(chunk).execute();
    }
  }

  async remove(parentId: string, childIds: readonly string[]): Promise<void> {
    if (childIds.length === 0) return;
    await this.db
      .deleteFrom(this.table as 'item_children')
      .where('parent_id', '=', parentId)
      .where('child_id', 'in', [...childIds])
      .execute();
  }

  /** Rewrites positions 0..n-1 in the order given (the ids are the parent's children). */
  async setOrder(parentId: string, orderedChildIds: readonly string[]): Promise<void> {
    for (const [position, childId] of orderedChildIds.entries()) {
      await this.db
        .updateTable(this.table as 'item_children')
        .set({ position })
        .where('parent_id', '=', parentId)
        .where('child_id', '=', childId)
        .execute();
    }
  }

  /** Closes gaps left by removals, keeping the order. */
  async compact(parentId: string): Promise<void> {
    const rows = await this.childrenOf([parentId]);
    if (rows.every((row, index) => row.position === index)) return;
    await this.setOrder(parentId, rows.map((row) => row.child_id));
  }
}
