import { ActionIcon, Anchor, Badge, Button, Group, Menu, Stack, Switch, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowsExchange,
  IconDots,
  IconPencil,
  IconPlus,
  IconStar,
  IconTrash,
} from '@tabler/icons-react';
import { MESSAGES, type Process } from '@thesis/domain';
import { Link } from 'react-router';
import { countLabel } from '../../features/processes/labels';
import { useUpdateProcess } from '../../features/processes/process-mutations';
import { countTree } from '../../features/processes/tree';
import { formatDate } from '../../lib/format';
import { toast } from '../../lib/notify';
import { PATHS } from '../../lib/paths';

interface ProcessHeaderProps {
  process: Process;
  onEditDetails(): void;
  onMakeDefault(): void;
  onDelete(): void;
  onCreate(): void;
  onEditEntity(): void;
}

/** The process's name, description, state (default, active), counts and actions. */
export function ProcessHeader({
  process,
  onEditDetails,
  onMakeDefault,
  onDelete,
  onCreate,
  onEditEntity,
}: ProcessHeaderProps) {
  const update = useUpdateProcess();
  const counts = countTree(process);
  const canChange = process.abilities.update;

  function setActive(active: boolean) {
    // Mirrors the server rule (spec §8): the default process cannot leave the active processes.
    if (!active && process.is_default) {
      toast.error(MESSAGES.cannotRemoveDefault);
      return;
    }
    update.mutate({ id: process.id, changes: { is_active: active } });
  }

  return (
    <Stack gap="sm" mb="lg">
      <Anchor component={Link} to={PATHS.processes} size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden="true" />
          Processes
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={6} style={{ flex: 1, minWidth: 280 }}>
          <Group gap="sm" align="center">
            <Title order={1} fz={{ base: 24, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
              {process.name}
            </Title>
            {process.is_default && (
              <Badge variant="filled" color="thesis" leftSection={<IconStar size={12} aria-hidden="true" />}>
                Default
              </Badge>
            )}
            <Badge variant="light" color={process.is_active ? 'green' : 'gray'}>
              {process.is_active ? 'Active' : 'Inactive'}
            </Badge>
            {canChange && !process.is_default && (
              <Button size="compact-sm" variant="subtle" leftSection={<IconStar size={14} />} onClick={onMakeDefault}>
                Make default
              </Button>
            )}
          </Group>
          <Text c="dimmed" maw={820}>
            {process.description || 'No description yet.'}
          </Text>
          <Group gap="lg" mt={4}>
            {[
              countLabel(counts.factors, 'factor'),
              countLabel(counts.checklists, 'checklist'),
              countLabel(counts.questions, 'question'),
              `${countLabel(process.investment_count, 'investment')} reviewed`,
              `Updated ${formatDate(process.updated_at)}`,
            ].map((text) => (
              <Text key={text} size="sm" c="dimmed">
                {text}
              </Text>
            ))}
          </Group>
        </Stack>
        {canChange && (
          <Group gap="sm">
            <Switch
              label="Active"
              checked={process.is_active}
              onChange={(event) => setActive(event.currentTarget.checked)}
            />
            <Button variant="default" leftSection={<IconArrowsExchange size={16} />} onClick={onEditEntity}>
              Edit entity
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
              Add item
            </Button>
            <Menu position="bottom-end">
              <Menu.Target>
                <ActionIcon variant="default" size="lg" aria-label="More process actions">
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEditDetails}>
                  Edit name and description
                </Menu.Item>
                <Menu.Item leftSection={<IconStar size={16} />} onClick={onMakeDefault} disabled={process.is_default}>
                  {process.is_default ? 'This is your default process' : 'Make default'}
                </Menu.Item>
                <Menu.Divider />
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={onDelete}
                  disabled={!process.abilities.delete}
                >
                  Delete process
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        )}
      </Group>
    </Stack>
  );
}
