import { Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus, IconStack2 } from '@tabler/icons-react';
import type { Item } from '@thesis/domain';
import { CHILD_KIND, type ParentKind } from '../api';
import { childrenOf } from '../tree';
import { ItemMenu } from './ItemMenu';
import { ItemRow } from './ItemRow';
import { hasScaleDetails, ScaleDetails } from './ScaleDetails';
import { SortableList, type DragHandle } from './SortableList';
import { useTree, type ParentRef } from './TreeContext';

interface ItemNodeProps {
  item: Item;
  parent: ParentRef;
  /** Path of ids from the factor down: the key of its expanded state. */
  path: string;
  handle: DragHandle | null;
}

const frame = { borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-gray-3)' };

/** One factor, checklist or question of a tree, with its children when expanded. */
export function ItemNode({ item, parent, path, handle }: ItemNodeProps) {
  const { isExpanded, toggle, editing } = useTree();
  const expandable = item.kind !== 'question';
  const expanded = expandable && isExpanded(path);
  const row = (
    <ItemRow
      item={item}
      handle={handle}
      expanded={expandable ? expanded : undefined}
      onToggle={expandable ? () => toggle(path) : undefined}
      childCount={expandable ? childrenOf(item).length : undefined}
      menu={editing ? <ItemMenu item={item} parent={parent} editing={editing} /> : undefined}
    />
  );
  const indent = handle ? 62 : 34;
  const body = expanded && (
    <Stack gap="sm" mt="sm" pl={{ base: 0, sm: indent }}>
      <ScaleDetails item={item} />
      <ChildList parent={item as Item & { kind: ParentKind }} path={path} />
    </Stack>
  );

  if (item.kind === 'factor') {
    return (
      <Paper withBorder radius="md" p="sm" shadow={handle?.isDragging ? 'md' : 'xs'}>
        {row}
        {body}
      </Paper>
    );
  }
  if (item.kind === 'checklist') {
    return (
      <Box
        p="xs"
        bg="gray.0"
        style={{ ...frame, boxShadow: handle?.isDragging ? 'var(--mantine-shadow-md)' : undefined }}
      >
        {row}
        {body}
      </Box>
    );
  }
  return (
    <Box
      px="xs"
      py={6}
      bg="white"
      style={{ ...frame, boxShadow: handle?.isDragging ? 'var(--mantine-shadow-md)' : undefined }}
    >
      {row}
      {!editing && hasScaleDetails(item) && (
        <Box mt={6}>
          <ScaleDetails item={item} />
        </Box>
      )}
    </Box>
  );
}

/** The children of a factor or checklist, reorderable, with the ways to add more. */
function ChildList({ parent, path }: { parent: Item & { kind: ParentKind }; path: string }) {
  const { editing } = useTree();
  const children = childrenOf(parent);
  const childKind = CHILD_KIND[parent.kind];
  const parentRef: ParentRef = { kind: parent.kind, id: parent.id, name: parent.name };
  return (
    <Stack gap="xs">
      {children.length === 0 && (
        <Text size="sm" c="dimmed">
          No {childKind}s in this {parent.kind} yet.
        </Text>
      )}
      <SortableList
        items={children}
        noun={childKind}
        onReorder={editing ? (ids) => editing.reorder(parent.kind, parent.id, ids) : undefined}
        renderItem={(child, handle) => (
          <ItemNode item={child} parent={parentRef} path={`${path}/${child.id}`} handle={handle} />
        )}
      />
      {editing && (
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconPlus size={14} />}
            onClick={() => editing.create(childKind, parent.id)}
          >
            New {childKind}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="gray"
            leftSection={<IconStack2 size={14} />}
            onClick={() => editing.attach(parent.kind, parent.id)}
          >
            Add from library
          </Button>
        </Group>
      )}
    </Stack>
  );
}
