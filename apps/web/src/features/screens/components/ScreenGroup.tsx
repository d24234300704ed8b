import { ActionIcon, Anchor, Badge, Checkbox, Group, Menu, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconDots, IconPencil, IconPlayerPause, IconPlayerPlay, IconRefresh, IconStar, IconTable, IconTrash } from '@tabler/icons-react';
import { screenSourceText, type Screen } from '@thesis/domain';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { screenResults } from '../../../lib/paths';
import { SelectAllCheckbox } from '../../../components/table/SelectAllCheckbox';

export interface ScreenRowActions {
  onEdit(screen: Screen): void;
  onDelete(screen: Screen): void;
  onRun(screen: Screen): void;
  onToggleActive(screen: Screen): void;
}

interface ScreenGroupProps extends ScreenRowActions {
  title: string;
  emptyText: string;
  screens: Screen[];
  selected: ReadonlySet<string>;
  onSelect(ids: string[], selected: boolean): void;
  running: string | null;
}

/** The active or the inactive screens, with a select-all box for batch activation. */
export function ScreenGroup({ title, emptyText, screens, selected, onSelect, running, ...actions }: ScreenGroupProps) {
  const ids = screens.map((screen) => screen.id);
  const headingId = `group-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper withBorder radius="md" component="section" aria-labelledby={headingId}>
      <Group gap="xs" px="md" py="sm">
        <Title order={2} fz="md" id={headingId}>{title}</Title>
        <Badge variant="light" color="gray" size="sm" aria-label={`${screens.length} screens`}>{screens.length}</Badge>
      </Group>
      {screens.length === 0 ? (
        <Text size="sm" c="dimmed" px="md" pb="md">{emptyText}</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="sm" highlightOnHover aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={44}>
                  <SelectAllCheckbox title={title} ids={ids} selected={selected} onSelect={onSelect} />
                </Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th ta="right">Companies</Table.Th>
                <Table.Th visibleFrom="sm">Last run</Table.Th>
                <Table.Th><VisuallyHidden>Actions</VisuallyHidden></Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {screens.map((screen) => (
                <Table.Tr key={screen.id} bg={selected.has(screen.id) ? 'var(--mantine-color-thesis-0)' : undefined} data-testid="screen-row">
                  <Table.Td>
                    <Checkbox aria-label={`Select ${screen.name}`} checked={selected.has(screen.id)} onChange={(event) => onSelect([screen.id], event.currentTarget.checked)} />
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      <Group gap="xs">
                        <Anchor component={Link} to={screenResults(screen.id)} fw={600} c="dark.8">{screen.name}</Anchor>
                        {screen.is_default && (
                          <Badge size="sm" variant="light" color="thesis" leftSection={<IconStar size={11} aria-hidden="true" />}>Default</Badge>
                        )}
                      </Group>
                      <Text size="sm" c="dimmed" lineClamp={2} maw={620}>{screen.description || screenSourceText(screen)}</Text>
                      {screen.description && <Text size="xs" c="dimmed" data-testid="screen-source">{screenSourceText(screen)}</Text>}
                    </Stack>
                  </Table.Td>
                  <Table.Td ta="right" w={110}><Text size="sm" fw={500}>{screen.last_run_at ? screen.investment_count : '–'}</Text></Table.Td>
                  <Table.Td w={140} visibleFrom="sm">
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{screen.last_run_at ? formatDate(screen.last_run_at) : 'Never run'}</Text>
                  </Table.Td>
                  <Table.Td w={52}>
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${screen.name}`} loading={running === screen.id}>
                          <IconDots size={18} />
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item component={Link} to={screenResults(screen.id)} leftSection={<IconTable size={16} />}>Open results</Menu.Item>
                        <Menu.Item leftSection={<IconRefresh size={16} />} onClick={() => actions.onRun(screen)}>Run now</Menu.Item>
                        <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => actions.onEdit(screen)}>Edit</Menu.Item>
                        {!screen.is_default && (
                          <Menu.Item leftSection={screen.is_active ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />} onClick={() => actions.onToggleActive(screen)}>
                            {screen.is_active ? 'Deactivate' : 'Activate'}
                          </Menu.Item>
                        )}
                        <Menu.Divider />
                        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => actions.onDelete(screen)}>Delete</Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
