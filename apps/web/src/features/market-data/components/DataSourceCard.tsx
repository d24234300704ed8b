import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { formatDateTime, type DataSourceView } from '@thesis/domain';
import { isApiError } from '../../../lib/api-error';
import { useSourceSync } from '../api';
import { SyncRunsTable } from './SyncRunsTable';

/** One connector: is it set up, when it runs next, what its filers' last outcomes were, and its runs. */
export function DataSourceCard({ source }: { source: DataSourceView }) {
  const sync = useSourceSync(source.id);
  const canSync = source.configured;
  const headingId = `source-${source.id}`;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={4} maw={720}>
            <Group gap="xs">
              <Title order={2} size="h4" id={headingId}>
                {source.name}
              </Title>
              <Badge color={source.configured ? 'green' : 'gray'} variant="light">
                {source.configured ? 'Configured' : 'Not configured'}
              </Badge>
              {source.running && (
                <Badge color="thesis" variant="light">
                  Sync running
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {source.description}
            </Text>
          </Stack>
          {canSync && (
            <Button leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={() => sync.mutate()} loading={sync.isPending} disabled={source.running}>
              Sync now
            </Button>
          )}
        </Group>
        {source.setup && (
          <Alert color="gray" variant="light" title="How to turn it on">
            {source.setup}
          </Alert>
        )}
        {sync.isSuccess && (
          <Alert color="green" variant="light" role="status">
            {sync.data.message}
          </Alert>
        )}
        {sync.isError && (
          <Alert color="red" variant="light" role="alert">
            {isApiError(sync.error) ? sync.error.message : 'The sync could not be queued. Try again.'}
          </Alert>
        )}
        <Group gap="xl" wrap="wrap">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Schedule
            </Text>
            <Text size="sm">{source.schedule ? `${source.schedule} (cron, UTC)` : 'Not scheduled'}</Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Next run
            </Text>
            <Text size="sm">{source.next_run_at ? formatDateTime(source.next_run_at) : '–'}</Text>
          </Stack>
          {source.filers && (
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                Companies by last outcome
              </Text>
              <Text size="sm">
                {source.filers.synced.toLocaleString('en-US')} synced · {source.filers.skipped.toLocaleString('en-US')} skipped · {source.filers.failed.toLocaleString('en-US')} failed
              </Text>
            </Stack>
          )}
        </Group>
        <SyncRunsTable runs={source.runs} unit={source.id === 'sec' ? 'companies' : 'listings'} />
      </Stack>
    </Paper>
  );
}
