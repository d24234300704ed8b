import { Badge, Checkbox, Group, Paper, ScrollArea, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';

export interface EntityEntry {
  id: string;
  name: string;
  description: string | null;
  /** Badges beside the name (type, group, Default …). */
  tags?: ReactNode;
}

interface EntityColumnProps {
  title: string;
  entries: EntityEntry[];
  selected: ReadonlySet<string>;
  onSelect(ids: string[], selected: boolean): void;
  /** Ids moved here and not applied yet. */
  queued: ReadonlySet<string>;
  loading?: boolean;
  emptyText: string;
  testId: string;
}

/** One column of the Edit entity modal: search, select all, and a multi-select list. */
export function EntityColumn({
  title,
  entries,
  selected,
  onSelect,
  queued,
  loading,
  emptyText,
  testId,
}: EntityColumnProps) {
  const [query, setQuery] = useState('');
  const visible = useMemo(() => {
    const text = query.trim().toLowerCase();
    return text
      ? entries.filter((entry) => `${entry.name} ${entry.description ?? ''}`.toLowerCase().includes(text))
      : entries;
  }, [entries, query]);
  const ids = visible.map((entry) => entry.id);
  const chosen = ids.filter((id) => selected.has(id)).length;
  const headingId = `${testId}-title`;

  return (
    <Paper
      withBorder
      radius="md"
      style={{ flex: 1, minWidth: 0 }}
      data-testid={testId}
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="xs" p="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Checkbox
              aria-label={`Select all in ${title}`}
              checked={ids.length > 0 && chosen === ids.length}
              indeterminate={chosen > 0 && chosen < ids.length}
              disabled={ids.length === 0}
              onChange={(event) => onSelect(ids, event.currentTarget.checked)}
            />
            <Title order={3} fz="sm" id={headingId} lineClamp={1}>
              {title}
            </Title>
          </Group>
          <Badge variant="light" color="gray" size="sm">
            {entries.length}
          </Badge>
        </Group>
        <TextInput
          size="xs"
          leftSection={<IconSearch size={14} aria-hidden="true" />}
          placeholder="Filter by name"
          aria-label={`Filter ${title}`}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
      </Stack>
      <ScrollArea h={{ base: 280, sm: 440 }} type="auto">
        {loading ? (
          <Stack p="sm" gap="sm">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} height={34} />
            ))}
          </Stack>
        ) : visible.length === 0 ? (
          <Text size="sm" c="dimmed" p="md" ta="center">
            {entries.length === 0 ? emptyText : 'Nothing matches the filter.'}
          </Text>
        ) : (
          <Stack gap={0} role="list">
            {visible.map((entry) => (
              <Group
                key={entry.id}
                role="listitem"
                wrap="nowrap"
                align="flex-start"
                px="sm"
                py={8}
                bg={selected.has(entry.id) ? 'var(--mantine-color-thesis-0)' : undefined}
                style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
              >
                <Checkbox
                  mt={2}
                  checked={selected.has(entry.id)}
                  onChange={(event) => onSelect([entry.id], event.currentTarget.checked)}
                  aria-label={entry.name}
                />
                <Stack
                  gap={2}
                  style={{ flex: 1, minWidth: 0 }}
                  onClick={() => onSelect([entry.id], !selected.has(entry.id))}
                >
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" fw={500} lineClamp={1}>
                      {entry.name}
                    </Text>
                    {queued.has(entry.id) && (
                      <Badge size="xs" color="orange" variant="light">
                        Pending
                      </Badge>
                    )}
                  </Group>
                  {entry.description && (
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {entry.description}
                    </Text>
                  )}
                </Stack>
                {entry.tags && (
                  <Group gap={4} wrap="nowrap">
                    {entry.tags}
                  </Group>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </ScrollArea>
    </Paper>
  );
}
