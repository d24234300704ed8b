import type { LibraryAbilities } from '@thesis/domain';
import { AppError, notFound } from '../../lib/errors';
import type { UserRow } from '../users/users.repository';

/** Anything of the library: a process or an item. */
export interface LibraryEntry {
  user_id: string | null;
  is_template: boolean;
}

/** The owner reads their own entries; every signed-in user reads templates. */
export function canRead(viewer: Pick<UserRow, 'id'>, entry: LibraryEntry): boolean {
  return entry.is_template || entry.user_id === viewer.id;
}

/** Only the owner changes an entry; templates are read-only for everyone. */
export function canChange(viewer: Pick<UserRow, 'id'>, entry: LibraryEntry): boolean {
  return !entry.is_template && entry.user_id === viewer.id;
}

export function abilitiesFor(viewer: Pick<UserRow, 'id'>, entry: LibraryEntry): LibraryAbilities {
  const change = canChange(viewer, entry);
  return { update: change, delete: change, replicate: canRead(viewer, entry) };
}

/** 404 when the entry is missing or belongs to someone else. */
export function assertReadable<T extends LibraryEntry>(viewer: Pick<UserRow, 'id'>, entry: T | undefined, missing: string): T {
  if (!entry || !canRead(viewer, entry)) throw notFound(missing);
  return entry;
}

/** 404 as above; 403 with `readOnly` for a template. */
export function assertChangeable<T extends LibraryEntry>(viewer: Pick<UserRow, 'id'>, entry: T | undefined, missing: string, readOnly: string): T {
  const readable = assertReadable(viewer, entry, missing);
  if (!canChange(viewer, readable)) throw new AppError(403, readOnly);
  return readable;
}
