import { Alert, Button, Group, Pagination, Paper, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { formatDate } from '../../../lib/format';
import { useState } from 'react';
import { useTeamEvents } from '../api';

/** The team's history, newest first, ten at a time. */
export function TeamHistory({ teamId }: { teamId: string }) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useTeamEvents(teamId, page);
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} fz="lg">
          History
        </Title>
        {isPending ? (
          <Stack gap="xs">
            {[0, 1, 2].map((row) => <Skeleton key={row} height={18} />)}
          </Stack>
        ) : isError ? (
          <Alert color="red" variant="light" title="The history could not be loaded">
            <Button size="xs" variant="light" onClick={() => void refetch()}>
              Try again
            </Button>
          </Alert>
        ) : data.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing has happened in this team yet.
          </Text>
        ) : (
          <>
            <Timeline bulletSize={12} lineWidth={2}>
              {data.data.map((event) => (
                <Timeline.Item key={event.id} title={<Text size="sm">{event.text}</Text>}>
                  <Text size="xs" c="dimmed">
                    {formatDate(event.created_at)} · {new Date(event.created_at).toISOString().slice(11, 16)} UTC
                  </Text>
                </Timeline.Item>
              ))}
            </Timeline>
            {data.meta.pagination.total_pages > 1 && (
              <Group justify="center">
                <Pagination value={page} onChange={setPage} total={data.meta.pagination.total_pages} size="sm" aria-label="History pages" />
              </Group>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
