import type { ProcessRecord } from '../items/library.records';
import type { LibraryStore } from '../items/library-store';

/**
 * The order of a user's processes: the default process first ("the first process in order is the
 * user's default process", spec §4), then by position, then by creation.
 */
export function inProcessOrder(records: readonly ProcessRecord[], defaultId: string | null): ProcessRecord[] {
  return [...records].sort(
    (a, b) => Number(b.id === defaultId) - Number(a.id === defaultId) || a.position - b.position || a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id),
  );
}

/** The process to promote when the default goes: the first active one in order, else the first. */
export function successorOf(records: readonly ProcessRecord[], leavingId: string): ProcessRecord | undefined {
  const others = inProcessOrder(records, null).filter((record) => record.id !== leavingId);
  return others.find((record) => record.is_active) ?? others[0];
}

/**
 * Keeps "at least one default exists, and it is active" true for a user who has processes: when
 * the pointer is empty or points at a process the user no longer has, the first active process in
 * order becomes the default (the first process, activated, when none is active). Answers the
 * default process id afterwards.
 */
export async function ensureDefaultProcess(store: LibraryStore, userId: string, now: string): Promise<string | null> {
  const current = await store.processes.defaultProcessId(userId);
  const processes = await store.processes.listForUser(userId);
  const holder = processes.find((record) => record.id === current);
  if (holder) {
    if (!holder.is_active) await store.processes.setActive([holder.id], true, now);
    return holder.id;
  }
  const next = successorOf(processes, '');
  if (next && !next.is_active) await store.processes.setActive([next.id], true, now);
  if ((next?.id ?? null) !== current) await store.processes.setDefaultProcess(userId, next?.id ?? null);
  return next?.id ?? null;
}
