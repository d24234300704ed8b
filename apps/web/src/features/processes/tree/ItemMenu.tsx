import { ActionIcon, Menu } from '@mantine/core';
import {
  IconAdjustmentsHorizontal,
  IconArrowsExchange,
  IconDots,
  IconPencil,
  IconPlus,
  IconStack2,
  IconUnlink,
} from '@tabler/icons-react';
import type { Item } from '@thesis/domain';
import { CHILD_KIND } from '../api';
import { KIND_LABELS } from '../labels';
import type { ParentRef, TreeEditing } from './TreeContext';

interface ItemMenuProps {
  item: Item;
  parent: ParentRef;
  editing: TreeEditing;
}

/** The actions of one item of a process tree. */
export function ItemMenu({ item, parent, editing }: ItemMenuProps) {
  const canChange = item.abilities.update;
  const child = item.kind === 'question' ? null : CHILD_KIND[item.kind];
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Actions for ${KIND_LABELS[item.kind].toLowerCase()} ${item.name}`}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} />} disabled={!canChange} onClick={() => editing.edit(item)}>
          Edit details
        </Menu.Item>
        <Menu.Item
          leftSection={<IconAdjustmentsHorizontal size={16} />}
          disabled={!canChange}
          onClick={() => editing.score(item, 'edit-score')}
        >
          Edit scale
        </Menu.Item>
        <Menu.Item
          leftSection={<IconArrowsExchange size={16} />}
          disabled={!canChange}
          onClick={() => editing.score(item, 'change-type')}
        >
          Change type
        </Menu.Item>
        {child && item.kind !== 'question' && (
          <>
            <Menu.Divider />
            <Menu.Item leftSection={<IconPlus size={16} />} onClick={() => editing.create(child, item.id)}>
              New {KIND_LABELS[child].toLowerCase()}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconStack2 size={16} />}
              onClick={() => editing.attach(item.kind as 'factor' | 'checklist', item.id)}
            >
              Add {KIND_LABELS[child].toLowerCase()}s from library
            </Menu.Item>
          </>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconUnlink size={16} />} onClick={() => editing.remove(item, parent)}>
          Remove from {parent.kind}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
