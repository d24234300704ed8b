import { Anchor, Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { SCORE_TYPE_LABELS, type Item, type ItemKind } from '@thesis/domain';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { KIND_PLURAL_LABELS } from '../processes/labels';
import { templatePath } from './template-routes';

const PAGE = 15;

/** Template factors, checklists or questions: a searchable list of links to their template pages. */
export function TemplateItemList({ kind, items }: { kind: ItemKind; items: Item[] }) {
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(PAGE);
  const matches = useMemo(() => {
    const text = query.trim().toLowerCase();
    return text
      ? items.filter((item) => `${item.name} ${item.group} ${item.description ?? ''}`.toLowerCase().includes(text))
      : items;
  }, [items, query]);
  const label = KIND_PLURAL_LABELS[kind].toLowerCase();

  return (
    <Stack gap="sm">
      <TextInput
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        placeholder={`Search ${items.length} template ${label}`}
        aria-label={`Search template ${label}`}
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setShown(PAGE);
        }}
        maw={420}
      />
      <Paper withBorder radius="md">
        {matches.length === 0 ? (
          <Text c="dimmed" size="sm" p="md">
            No template {label} match “{query}”.
          </Text>
        ) : (
          matches.slice(0, shown).map((item, index) => (
            <Group
              key={item.id}
              justify="space-between"
              wrap="nowrap"
              px="md"
              py="sm"
              style={{ borderTop: index === 0 ? undefined : '1px solid var(--mantine-color-gray-2)' }}
            >
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Anchor component={Link} to={templatePath(kind, item.id)} fw={500} lineClamp={1}>
                  {item.name}
                </Anchor>
                {item.description && (
                  <Text size="sm" c="dimmed" lineClamp={1}>
                    {item.description}
                  </Text>
                )}
              </Stack>
              <Group gap={6} wrap="nowrap">
                <Badge variant="light" color="gray" size="sm" tt="none">
                  {item.group}
                </Badge>
                <Badge variant="light" color="thesis" size="sm" tt="none">
                  {SCORE_TYPE_LABELS[item.type]}
                </Badge>
              </Group>
            </Group>
          ))
        )}
      </Paper>
      {matches.length > shown && (
        <Group justify="center">
          <Button variant="subtle" onClick={() => setShown((count) => count + PAGE * 2)}>
            Show more ({matches.length - shown} left)
          </Button>
        </Group>
      )}
    </Stack>
  );
}
