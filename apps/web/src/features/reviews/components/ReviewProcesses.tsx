import { Button, EmptyState, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconListCheck, IconPlus } from '@tabler/icons-react';
import type { InvestmentProcess } from '@thesis/domain';
import { ReviewProcessCard } from './ReviewProcessCard';

/** The processes attached to the review, or the invitation to attach one. */
export function ReviewProcesses({ processes, onAttach }: { processes: InvestmentProcess[]; onAttach?: () => void }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="processes-heading">
      <Group justify="space-between">
        <Title order={2} fz="lg" id="processes-heading">
          Processes
        </Title>
        {processes.length > 0 && onAttach && (
          <Text size="xs" c="dimmed">
            Score each item by its own scale; changes are saved as you go.
          </Text>
        )}
      </Group>
      {processes.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <EmptyState icon={<IconListCheck size={28} stroke={1.6} aria-hidden="true" />} variant="light" py="md">
            <EmptyState.Title order={3}>No processes attached yet</EmptyState.Title>
            <EmptyState.Description maw={520}>
              {onAttach
                ? 'Attach one of your processes to score this company against its factors, checklists and questions.'
                : 'The owner has not attached any process to this review yet.'}
            </EmptyState.Description>
            {onAttach && (
              <EmptyState.Actions>
                <Button leftSection={<IconPlus size={16} />} onClick={onAttach}>
                  Attach processes
                </Button>
              </EmptyState.Actions>
            )}
          </EmptyState>
        </Paper>
      ) : (
        processes.map((process) => <ReviewProcessCard key={process.id} process={process} />)
      )}
    </Stack>
  );
}
