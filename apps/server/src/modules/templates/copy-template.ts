import type { ItemKind } from '@thesis/domain';
import { nowIso } from '../../db/values';
import { newId } from '../../lib/crypto';
import type { ItemRecord, ProcessRecord } from '../items/library.records';
import { childKindOf, linksUnder, type LibraryStore, type ParentKind } from '../items/library-store';
import { ensureDefaultProcess } from '../processes/default-process';
import type { Writer } from '../teams/workspace';

/** A copy of an item for the writer's workspace: same content, own id, not a template, source_id pointing back. */
function copyOf(record: ItemRecord, writer: Writer, now: string): ItemRecord {
  return {
    ...record,
    id: newId(),
    user_id: writer.ownerId,
    created_by: writer.createdBy,
    // A template never carries a file; the workspace's own file may be shared by its copies.
    media_id: record.user_id === writer.ownerId ? record.media_id : null,
    is_template: false,
    template_key: null,
    source_id: record.id,
    created_at: now,
    updated_at: now,
  };
}

/**
 * Copies everything below the given parents, level by level: `copies` maps each source parent to
 * its copy. An item held by several parents in the source is copied once and linked under each
 * copied parent, so the copy has the same shape. Positions are kept.
 */
async function copyBelow(store: LibraryStore, writer: Writer, level: ParentKind, copies: Map<string, string>, now: string): Promise<void> {
  let parentKind: ParentKind | null = level;
  let parents = copies;
  while (parentKind && childKindOf(parentKind) && parents.size > 0) {
    const links = await linksUnder(store, parentKind).childrenOf([...parents.keys()]);
    const sources = await store.items.findByIds([...new Set(links.map((link) => link.child_id))]);
    const next = new Map<string, string>();
    const records = sources.map((source) => {
      const copy = copyOf(source, writer, now);
      next.set(source.id, copy.id);
      return copy;
    });
    await store.items.insert(records);
    await linksUnder(store, parentKind).insert(
      links.map((link) => ({ parent_id: parents.get(link.parent_id)!, child_id: next.get(link.child_id)!, position: link.position })),
      now,
    );
    parentKind = childKindOf(parentKind);
    parents = next;
  }
}

/**
 * Deep copy of a process (a template or one of the workspace's own) into the workspace's library:
 * names and content kept, new ids, the source untouched. The copy is active, appended at the end,
 * and becomes the default only when the caller has none.
 */
export async function copyProcess(store: LibraryStore, writer: Writer, source: ProcessRecord): Promise<ProcessRecord> {
  const now = nowIso();
  const copy: ProcessRecord = {
    ...source,
    id: newId(),
    user_id: writer.ownerId,
    created_by: writer.createdBy,
    is_active: true,
    position: await store.processes.nextPosition(writer.ownerId),
    is_template: false,
    template_key: null,
    source_id: source.id,
    created_at: now,
    updated_at: now,
  };
  await store.processes.insert(copy);
  await copyBelow(store, writer, 'process', new Map([[source.id, copy.id]]), now);
  await ensureDefaultProcess(store, writer.ownerId, now);
  return copy;
}

/** Deep copy of a factor, checklist or question (with what it holds) into the workspace's library. */
export async function copyItem(store: LibraryStore, writer: Writer, source: ItemRecord): Promise<ItemRecord> {
  const now = nowIso();
  const copy = copyOf(source, writer, now);
  await store.items.insert([copy]);
  await copyBelow(store, writer, source.kind as ItemKind, new Map([[source.id, copy.id]]), now);
  return copy;
}
