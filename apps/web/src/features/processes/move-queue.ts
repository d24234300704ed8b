/**
 * The Edit entity modal's move queue (spec §4 Processes): moves between the active and the
 * inactive (database) column are queued locally and only sent on Apply. Moving an item back to
 * where it started takes it off the queue, so toggling twice cancels out.
 */
export type Column = 'active' | 'inactive';

/** Item id → the column it is moving to, in the order the moves were made. */
export type MoveQueue = ReadonlyMap<string, Column>;

export const EMPTY_QUEUE: MoveQueue = new Map();

/** Queues moving `ids` to `to`; an id already queued the other way is taken off the queue instead. */
export function queueMoves(queue: MoveQueue, ids: Iterable<string>, to: Column): MoveQueue {
  const next = new Map(queue);
  for (const id of ids) {
    const queued = next.get(id);
    if (queued === undefined) next.set(id, to);
    else if (queued !== to) next.delete(id);
  }
  return next;
}

/**
 * The two columns as the user sees them: what is attached (or active) minus what is queued to
 * leave, plus what is queued to arrive (in queue order), and the reverse for the database column.
 */
export function arrangeColumns<T extends { id: string }>(
  active: readonly T[],
  inactive: readonly T[],
  queue: MoveQueue,
): { active: T[]; inactive: T[] } {
  const byId = new Map([...active, ...inactive].map((item) => [item.id, item]));
  const arriving = (to: Column) =>
    [...queue].filter(([, column]) => column === to).flatMap(([id]) => (byId.has(id) ? [byId.get(id)!] : []));
  const activeIds = new Set(active.map((item) => item.id));
  return {
    active: [
      ...active.filter((item) => queue.get(item.id) !== 'inactive'),
      ...arriving('active').filter((item) => !activeIds.has(item.id)),
    ],
    inactive: [
      ...inactive.filter((item) => queue.get(item.id) !== 'active'),
      ...arriving('inactive').filter((item) => activeIds.has(item.id)),
    ],
  };
}

/** The queue as the calls Apply sends: ids to attach (activate) and to detach (deactivate), in order. */
export function pendingMoves(queue: MoveQueue): { toActive: string[]; toInactive: string[] } {
  const entries = [...queue];
  return {
    toActive: entries.filter(([, column]) => column === 'active').map(([id]) => id),
    toInactive: entries.filter(([, column]) => column === 'inactive').map(([id]) => id),
  };
}
