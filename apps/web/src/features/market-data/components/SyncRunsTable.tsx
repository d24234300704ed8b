import { Badge, Progress, Spoiler, Stack, Table, Text } from '@mantine/core';
import { formatDateTime, type SyncRunView } from '@thesis/domain';

const STATUS_COLOR: Record<SyncRunView['status'], string> = { running: 'thesis', completed: 'green', failed: 'red' };
const TRIGGER_LABEL: Record<SyncRunView['trigger'], string> = { cli: 'Command line', schedule: 'Schedule', operator: 'Administrator' };

function Counts({ run }: { run: SyncRunView }) {
  return (
    <Text size="sm">
      {run.updated.toLocaleString('en-US')} updated · {run.unchanged.toLocaleString('en-US')} unchanged · {run.skipped.toLocaleString('en-US')} skipped ·{' '}
      <Text span c={run.failed > 0 ? 'red.8' : undefined} fw={run.failed > 0 ? 600 : undefined}>
        {run.failed.toLocaleString('en-US')} failed
      </Text>
    </Text>
  );
}

/** The latest runs of a source: when, who started it, how far it got, and each failure with its reason. */
export function SyncRunsTable({ runs, unit }: { runs: SyncRunView[]; unit: string }) {
  if (runs.length === 0) return <Text size="sm" c="dimmed">No sync has run yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="xs" striped aria-label="Latest runs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Started</Table.Th>
            <Table.Th>By</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Progress</Table.Th>
            <Table.Th>Outcome</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {runs.map((run) => {
            const share = run.total ? Math.min(100, (run.done / run.total) * 100) : 0;
            return (
              <Table.Tr key={run.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(run.started_at)}</Table.Td>
                <Table.Td>{TRIGGER_LABEL[run.trigger]}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOR[run.status]} variant="light">
                    {run.status}
                  </Badge>
                </Table.Td>
                <Table.Td miw={160}>
                  <Stack gap={4}>
                    <Text size="sm">
                      {run.done.toLocaleString('en-US')} / {run.total === null ? '…' : run.total.toLocaleString('en-US')} {unit}
                    </Text>
                    {run.status === 'running' && <Progress value={share} size="sm" aria-label={`${Math.floor(share)}% done`} />}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Stack gap={4}>
                    <Counts run={run} />
                    {run.message && (
                      <Text size="sm" c="red.8">
                        {run.message}
                      </Text>
                    )}
                    {run.failures.length > 0 && (
                      <Spoiler maxHeight={44} showLabel={`Show all ${run.failures.length} failures`} hideLabel="Show fewer">
                        <Stack gap={2}>
                          {run.failures.map((failure) => (
                            <Text key={failure.key} size="xs">
                              <Text span fw={600}>
                                {failure.key}
                              </Text>
                              : {failure.reason}
                            </Text>
                          ))}
                        </Stack>
                      </Spoiler>
                    )}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
