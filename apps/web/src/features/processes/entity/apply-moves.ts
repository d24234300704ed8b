import { itemsApi, processesApi, type ParentKind } from '../api';
import { pendingMoves, type MoveQueue } from '../move-queue';
import { parseEntityKey } from './entity-model';

/**
 * Sends one queue (spec §4: "Apply sends the queue through attach and detach calls"): for My
 * Processes one switch-activity call, for a parent an attach call and a detach call.
 */
export async function applyQueue(key: string, queue: MoveQueue): Promise<void> {
  const { toActive, toInactive } = pendingMoves(queue);
  const { entity, parentId } = parseEntityKey(key);
  if (entity === 'processes') {
    await processesApi.switchActivity({ activate_process_ids: toActive, deactivate_process_ids: toInactive });
    return;
  }
  if (!parentId) return;
  const parent: ParentKind = entity;
  if (toActive.length > 0) await itemsApi.attach(parent, parentId, toActive);
  if (toInactive.length > 0) await itemsApi.detach(parent, parentId, toInactive);
}
