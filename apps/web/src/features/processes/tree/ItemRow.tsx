import { ActionIcon, Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconExternalLink, IconGripVertical } from '@tabler/icons-react';
import { bindingLabel, SCORE_TYPE_LABELS, type Item } from '@thesis/domain';
import type { ReactNode } from 'react';
import { KIND_LABELS, relevanceLabel, RELEVANCE_COLORS, scaleSummary } from '../labels';
import type { DragHandle } from './SortableList';

interface ItemRowProps {
  item: Item;
  handle: DragHandle | null;
  /** Undefined for a row that does not expand (a question). */
  expanded?: boolean;
  onToggle?(): void;
  childCount?: number;
  menu?: ReactNode;
}

/** The heading line of an item: handle, expander, name, description, and its scale at a glance. */
export function ItemRow({ item, handle, expanded, onToggle, childCount, menu }: ItemRowProps) {
  const kind = KIND_LABELS[item.kind].toLowerCase();
  const Chevron = expanded ? IconChevronDown : IconChevronRight;
  return (
    <Group wrap="nowrap" align="flex-start" gap={6} data-testid={`${item.kind}-row`} data-name={item.name}>
      {handle && (
        <ActionIcon
          ref={handle.ref}
          {...handle.props}
          variant="subtle"
          color="gray"
          aria-label={`Reorder ${kind} ${item.name}`}
          style={{ cursor: handle.isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
          mt={2}
        >
          <IconGripVertical size={16} />
        </ActionIcon>
      )}
      {onToggle ? (
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={onToggle}
          aria-expanded={expanded}
          aria-label={`${expanded ? 'Collapse' : 'Expand'} ${kind} ${item.name}`}
          mt={2}
        >
          <Chevron size={16} />
        </ActionIcon>
      ) : null}
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }} pt={4}>
        <Group gap={8} wrap="wrap" align="center">
          <Text
            fw={item.kind === 'question' ? 500 : 600}
            size={item.kind === 'factor' ? 'md' : 'sm'}
            style={{ overflowWrap: 'anywhere' }}
          >
            {item.name}
          </Text>
          {childCount !== undefined && (
            <Text size="xs" c="dimmed">
              {childCount} {item.kind === 'factor' ? 'checklist' : 'question'}
              {childCount === 1 ? '' : 's'}
            </Text>
          )}
          {item.url && (
            <Anchor href={item.url} target="_blank" rel="noreferrer" size="xs">
              <Group gap={2} wrap="nowrap" component="span">
                {item.url_name || 'Link'}
                <IconExternalLink size={12} aria-hidden="true" />
              </Group>
            </Anchor>
          )}
        </Group>
        {item.description && (
          <Text size="sm" c="dimmed" lineClamp={item.kind === 'question' ? 1 : 2}>
            {item.description}
          </Text>
        )}
        <Text size="xs" c="dimmed" data-testid="scale-summary">
          <Text span size="xs" fw={600} c="dimmed" hiddenFrom="sm">
            {SCORE_TYPE_LABELS[item.type]}:{' '}
          </Text>
          {scaleSummary(item)}
          {item.metric_key && <span data-testid="metric-binding-label"> · Built-in analyst: {bindingLabel(item.metric_key)}</span>}
        </Text>
      </Stack>
      <Group gap={6} wrap="nowrap" pt={4} visibleFrom="sm">
        <Badge variant="light" color="gray" size="sm" tt="none">
          {item.group}
        </Badge>
        <Badge variant="light" color="thesis" size="sm" tt="none" data-testid="type-badge">
          {SCORE_TYPE_LABELS[item.type]}
        </Badge>
        {item.relevance && (
          <Badge variant="dot" color={RELEVANCE_COLORS[item.relevance]} size="sm" tt="none">
            {relevanceLabel(item.relevance)}
          </Badge>
        )}
      </Group>
      {menu}
    </Group>
  );
}
