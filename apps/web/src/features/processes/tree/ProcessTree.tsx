import { Button, EmptyState, Group, Paper, Stack } from '@mantine/core';
import { IconLayoutList, IconPlus, IconStack2 } from '@tabler/icons-react';
import type { Item } from '@thesis/domain';
import { useCallback, useMemo, useState } from 'react';
import { expandableKeys } from '../tree';
import { ItemNode } from './ItemNode';
import { SortableList } from './SortableList';
import { TreeContext, type ParentRef, type TreeEditing } from './TreeContext';

interface ProcessTreeProps {
  /** A process, or a template item shown as the root of its own tree. */
  roots: Item[];
  parent: ParentRef;
  /** Null for a read-only tree (templates). */
  editing: TreeEditing | null;
  emptyTitle?: string;
  emptyText: string;
}

/** Factors → checklists → questions, expandable, reorderable at each level when editable. */
export function ProcessTree({ roots, parent, editing, emptyTitle = 'No factors yet', emptyText }: ProcessTreeProps) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const allKeys = useMemo(() => expandableKeys(roots), [roots]);
  const toggle = useCallback(
    (key: string) =>
      setCollapsed((previous) => {
        const next = new Set(previous);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      }),
    [],
  );
  const state = useMemo(
    () => ({ isExpanded: (key: string) => !collapsed.has(key), toggle, editing }),
    [collapsed, toggle, editing],
  );
  const rootKind = roots[0]?.kind ?? 'factor';
  const toolbar = editing !== null || allKeys.length > 0;

  return (
    <TreeContext.Provider value={state}>
      <Stack gap="sm">
        {toolbar && (
          <Group justify="space-between">
            <Group gap="xs">
              {editing && parent.kind === 'process' && (
                <>
                  <Button
                    size="xs"
                    leftSection={<IconPlus size={14} />}
                    onClick={() => editing.create('factor', parent.id)}
                  >
                    New factor
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconStack2 size={14} />}
                    onClick={() => editing.attach('process', parent.id)}
                  >
                    Add factors from library
                  </Button>
                </>
              )}
            </Group>
            {allKeys.length > 0 && (
              <Group gap={4}>
                <Button
                  size="xs"
                  variant="subtle"
                  onClick={() => setCollapsed(new Set())}
                  disabled={collapsed.size === 0}
                >
                  Expand all
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  onClick={() => setCollapsed(new Set(allKeys))}
                  disabled={collapsed.size === allKeys.length}
                >
                  Collapse all
                </Button>
              </Group>
            )}
          </Group>
        )}
        {roots.length === 0 ? (
          <Paper withBorder radius="md" p="xl">
            <EmptyState icon={<IconLayoutList size={28} stroke={1.6} aria-hidden="true" />} variant="light">
              <EmptyState.Title order={2}>{emptyTitle}</EmptyState.Title>
              <EmptyState.Description maw={520}>{emptyText}</EmptyState.Description>
              {editing && (
                <EmptyState.Actions>
                  <Button leftSection={<IconPlus size={16} />} onClick={() => editing.create('factor', parent.id)}>
                    Create a factor
                  </Button>
                  <Button
                    variant="default"
                    leftSection={<IconStack2 size={16} />}
                    onClick={() => editing.attach('process', parent.id)}
                  >
                    Add from library
                  </Button>
                </EmptyState.Actions>
              )}
            </EmptyState>
          </Paper>
        ) : (
          <SortableList
            items={roots}
            noun={rootKind}
            gap="sm"
            onReorder={
              editing && parent.kind === 'process' ? (ids) => editing.reorder('process', parent.id, ids) : undefined
            }
            renderItem={(item, handle) => <ItemNode item={item} parent={parent} path={item.id} handle={handle} />}
          />
        )}
      </Stack>
    </TreeContext.Provider>
  );
}
