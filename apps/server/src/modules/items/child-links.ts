import { invalidIdsMessage, reorderMismatchMessage } from '@thesis/domain';
import { nowIso } from '../../db/values';
import { fieldError } from '../../lib/errors';
import { childKindOf, linksUnder, type LibraryStore, type ParentKind } from './library-store';

/** A parent the caller may change (checked by the caller). */
export interface ParentRef {
  kind: ParentKind;
  id: string;
}

function childKind(parent: ParentRef) {
  const kind = childKindOf(parent.kind);
  if (!kind) throw new Error(`a ${parent.kind} holds no children`);
  return kind;
}

/** 422 on `{child}_ids` unless every id is one of the caller's own items of the child kind. */
async function assertOwnChildren(store: LibraryStore, userId: string, parent: ParentRef, ids: readonly string[]): Promise<void> {
  const kind = childKind(parent);
  const owned = await store.items.findOwnedByIds(userId, kind, ids);
  if (owned.length !== ids.length) throw fieldError(`${kind}_ids`, invalidIdsMessage(kind));
}

async function touchParent(store: LibraryStore, parent: ParentRef, now: string): Promise<void> {
  if (parent.kind === 'process') await store.processes.update(parent.id, { updated_at: now });
  else await store.items.touch([parent.id], now);
}

/** Adds the caller's items at the end, in the order given; ids already there stay where they are. */
export async function attachChildren(store: LibraryStore, userId: string, parent: ParentRef, ids: readonly string[]): Promise<void> {
  await assertOwnChildren(store, userId, parent, ids);
  const links = linksUnder(store, parent.kind);
  const existing = await links.childIdsOf(parent.id);
  const now = nowIso();
  await links.compact(parent.id);
  await links.append(parent.id, ids.filter((id) => !existing.includes(id)), existing.length, now);
  await touchParent(store, parent, now);
}

/** Removes the links (the items stay in the library); ids not attached are ignored. */
export async function detachChildren(store: LibraryStore, userId: string, parent: ParentRef, ids: readonly string[]): Promise<void> {
  await assertOwnChildren(store, userId, parent, ids);
  const links = linksUnder(store, parent.kind);
  await links.remove(parent.id, ids);
  await links.compact(parent.id);
  await touchParent(store, parent, nowIso());
}

/** Writes the new order: the ids must be exactly the parent's children, each once. */
export async function reorderChildren(store: LibraryStore, parent: ParentRef, orderedIds: readonly string[]): Promise<void> {
  const kind = childKind(parent);
  const links = linksUnder(store, parent.kind);
  const current = await links.childIdsOf(parent.id);
  const same = orderedIds.length === current.length && new Set(orderedIds).size === orderedIds.length && orderedIds.every((id) => current.includes(id));
  if (!same) throw fieldError(`position_${kind}_ids`, reorderMismatchMessage(kind, parent.kind));
  await links.setOrder(parent.id, orderedIds);
  await touchParent(store, parent, nowIso());
}
