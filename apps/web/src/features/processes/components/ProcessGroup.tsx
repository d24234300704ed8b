import { Badge, Group, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Process } from '@thesis/domain';
import { ProcessRow, type ProcessRowActions } from './ProcessRow';
import { SelectAllCheckbox } from '../../../components/table/SelectAllCheckbox';

interface ProcessGroupProps extends ProcessRowActions {
  title: string;
  emptyText: string;
  processes: Process[];
  selected: ReadonlySet<string>;
  onSelect(ids: string[], selected: boolean): void;
  currentUserId: string | undefined;
}

/** The active or the inactive processes, as a table with a select-all box. */
export function ProcessGroup({
  title,
  emptyText,
  processes,
  selected,
  onSelect,
  currentUserId,
  ...actions
}: ProcessGroupProps) {
  const ids = processes.map((process) => process.id);
  const headingId = `group-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper withBorder radius="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" px="md" py="sm">
        <Group gap="xs">
          <Title order={2} fz="md" id={headingId}>
            {title}
          </Title>
          <Badge variant="light" color="gray" size="sm" aria-label={`${processes.length} processes`}>
            {processes.length}
          </Badge>
        </Group>
      </Group>
      {processes.length === 0 ? (
        <Text size="sm" c="dimmed" px="md" pb="md">
          {emptyText}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table verticalSpacing="sm" highlightOnHover aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={44}>
                  <SelectAllCheckbox title={title} ids={ids} selected={selected} onSelect={onSelect} />
                </Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  Investments
                </Table.Th>
                <Table.Th visibleFrom="sm">Updated</Table.Th>
                <Table.Th visibleFrom="sm">Owner</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {processes.map((process) => (
                <ProcessRow
                  key={process.id}
                  process={process}
                  selected={selected.has(process.id)}
                  onSelect={(id, on) => onSelect([id], on)}
                  currentUserId={currentUserId}
                  {...actions}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
