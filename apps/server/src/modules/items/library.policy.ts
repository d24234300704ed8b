import type { LibraryAbilities } from '@thesis/domain';
import { AppError, notFound } from '../../lib/errors';
import { inWorkspace, viewerCan, type Viewer } from '../teams/workspace';

/** Anything of the library: a process or an item. */
export interface LibraryEntry {
  user_id: string | null;
  is_template: boolean;
}

/** The viewer's workspace reads its own entries (a team's, for a member); everyone reads templates. */
export function canRead(viewer: Viewer, entry: LibraryEntry): boolean {
  return entry.is_template || inWorkspace(viewer, entry.user_id);
}

/** Entries of the workspace change for those with processes.edit; templates are read-only for everyone. */
export function canChange(viewer: Viewer, entry: LibraryEntry): boolean {
  return !entry.is_template && inWorkspace(viewer, entry.user_id) && viewerCan(viewer, 'processes.edit');
}

export function abilitiesFor(viewer: Viewer, entry: LibraryEntry): LibraryAbilities {
  const change = canChange(viewer, entry);
  return { update: change, delete: change, replicate: canRead(viewer, entry) && viewerCan(viewer, 'processes.edit') };
}

/** 404 when the entry is missing or belongs to another workspace. */
export function assertReadable<T extends LibraryEntry>(viewer: Viewer, entry: T | undefined, missing: string): T {
  if (!entry || !canRead(viewer, entry)) throw notFound(missing);
  return entry;
}

/** 404 as above; 403 with `readOnly` for a template (the route gate already refused a read-only role). */
export function assertChangeable<T extends LibraryEntry>(viewer: Viewer, entry: T | undefined, missing: string, readOnly: string): T {
  const readable = assertReadable(viewer, entry, missing);
  if (!canChange(viewer, readable)) throw new AppError(403, readOnly);
  return readable;
}
