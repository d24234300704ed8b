import type { ItemKind } from '@thesis/domain';
import { childKindOf, linksHolding, type LibraryStore } from './library-store';

/**
 * Deleting a process or an item never deletes items still used elsewhere. Among `candidateIds`
 * (items of `kind` that just lost a parent), those that belong to `userId` and that no process or
 * item holds any more are orphans: they are deleted, and their own children become candidates in
 * turn (a checklist shared with another factor survives, its questions with it). Templates are
 * never touched. Answers the ids deleted.
 */
export async function deleteOrphans(store: LibraryStore, userId: string, kind: ItemKind, candidateIds: readonly string[]): Promise<string[]> {
  const deleted: string[] = [];
  let level: ItemKind | null = kind;
  let candidates = [...new Set(candidateIds)];
  while (level && candidates.length > 0) {
    const held = await linksHolding(store, level).parentCounts(candidates);
    const owned = await store.items.findOwnedByIds(userId, level, candidates.filter((id) => !held.has(id)));
    const orphanIds = owned.map((record) => record.id);
    if (orphanIds.length === 0) break;
    const childKind = childKindOf(level);
    const next = childKind ? [...new Set((await store.itemChildren.childrenOf(orphanIds)).map((link) => link.child_id))] : [];
    await store.items.delete(orphanIds);
    deleted.push(...orphanIds);
    level = childKind;
    candidates = next;
  }
  return deleted;
}
