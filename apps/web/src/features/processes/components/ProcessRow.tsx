import { ActionIcon, Anchor, Badge, Checkbox, Group, Menu, Stack, Table, Text } from '@mantine/core';
import { IconDots, IconExternalLink, IconPlayerPause, IconPlayerPlay, IconStar, IconTrash } from '@tabler/icons-react';
import type { Process } from '@thesis/domain';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { process as processPath } from '../../../lib/paths';
import { OwnerLabel } from './OwnerLabel';

export interface ProcessRowActions {
  onMakeDefault(process: Process): void;
  onToggleActive(process: Process): void;
  onDelete(process: Process): void;
}

interface ProcessRowProps extends ProcessRowActions {
  process: Process;
  selected: boolean;
  onSelect(id: string, selected: boolean): void;
  currentUserId: string | undefined;
}

/** One process in the list: name, description, investment count, updated date, owner and actions. */
export function ProcessRow({ process, selected, onSelect, currentUserId, ...actions }: ProcessRowProps) {
  const { abilities } = process;
  return (
    <Table.Tr bg={selected ? 'var(--mantine-color-thesis-0)' : undefined} data-testid="process-row">
      <Table.Td w={44}>
        <Checkbox
          aria-label={`Select ${process.name}`}
          checked={selected}
          onChange={(event) => onSelect(process.id, event.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td>
        <Stack gap={2}>
          <Group gap="xs" wrap="wrap">
            <Anchor component={Link} to={processPath(process.id)} fw={600} c="dark.8" lineClamp={2}>
              {process.name}
            </Anchor>
            {process.is_default && (
              <Badge size="sm" variant="light" color="thesis" leftSection={<IconStar size={11} aria-hidden="true" />}>
                Default
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" lineClamp={2} maw={620}>
            {process.description || 'No description'}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td ta="right" w={120} visibleFrom="sm">
        <Text size="sm" fw={500}>
          {process.investment_count}
        </Text>
      </Table.Td>
      <Table.Td w={130} visibleFrom="sm">
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(process.updated_at)}
        </Text>
      </Table.Td>
      <Table.Td w={150} visibleFrom="sm">
        <OwnerLabel owner={process.user} currentUserId={currentUserId} />
      </Table.Td>
      <Table.Td w={52}>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${process.name}`}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to={processPath(process.id)} leftSection={<IconExternalLink size={16} />}>
              Open
            </Menu.Item>
            {abilities.update && !process.is_default && (
              <Menu.Item leftSection={<IconStar size={16} />} onClick={() => actions.onMakeDefault(process)}>
                Make default
              </Menu.Item>
            )}
            {abilities.update && (
              <Menu.Item
                leftSection={process.is_active ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
                onClick={() => actions.onToggleActive(process)}
              >
                {process.is_active ? 'Deactivate' : 'Activate'}
              </Menu.Item>
            )}
            {abilities.delete && (
              <>
                <Menu.Divider />
                <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => actions.onDelete(process)}>
                  Delete
                </Menu.Item>
              </>
            )}
          </Menu.Dropdown>
        </Menu>
      </Table.Td>
    </Table.Tr>
  );
}
