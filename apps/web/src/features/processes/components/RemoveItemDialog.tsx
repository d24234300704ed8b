import { Text } from '@mantine/core';
import type { Item } from '@thesis/domain';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { toast } from '../../../lib/notify';
import { useDetachItems } from '../item-mutations';
import { KIND_LABELS } from '../labels';
import type { ParentRef } from '../tree/TreeContext';
import { useRetained } from '../../../components/ConfirmDialog';

export interface RemoveTarget {
  item: Item;
  parent: ParentRef;
}

/** Confirms taking an item out of its parent; the item stays in the library. */
export function RemoveItemDialog({
  target: current,
  processId,
  onClose,
}: {
  target: RemoveTarget | null;
  processId: string;
  onClose(): void;
}) {
  const detach = useDetachItems(processId);
  const target = useRetained(current);
  const kind = target ? KIND_LABELS[target.item.kind].toLowerCase() : '';
  return (
    <ConfirmDialog
      opened={current !== null}
      onClose={onClose}
      title={`Remove ${kind}?`}
      confirmLabel="Remove"
      color="red"
      onConfirm={async () => {
        if (!target) return;
        onClose();
        await detach.mutateAsync({ parent: target.parent.kind, parentId: target.parent.id, ids: [target.item.id] });
        toast.success(`“${target.item.name}” was removed from “${target.parent.name}”.`);
      }}
    >
      <Text>
        Remove <strong>{target?.item.name}</strong> from <strong>{target?.parent.name}</strong>? It stays in your
        library and wherever else it is used, so you can add it back from the library at any time.
      </Text>
    </ConfirmDialog>
  );
}
