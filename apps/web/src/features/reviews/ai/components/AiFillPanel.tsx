import { Alert, Anchor, Button, Collapse, Group, List, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconSparkles } from '@tabler/icons-react';
import { AI_FILL_MESSAGES, type InvestmentProcess } from '@thesis/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { useReviewScope } from '../../review-context';
import { namesOf, skipGroups } from '../skip-groups';
import { useSuggestionActions } from '../suggestion-mutations';
import classes from './Suggestion.module.css';

/**
 * The last AI fill of a process, for a viewer who may change it: how many suggestions are open
 * (accept or discard all), what it read, which items it left empty and why, or why it failed.
 */
export function AiFillPanel({ process, onRetry }: { process: InvestmentProcess; onRetry(): void }) {
  const { reviewId, readOnly } = useReviewScope();
  const { acceptAll, discardAll } = useSuggestionActions(reviewId);
  const [showSkipped, setShowSkipped] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const fill = process.ai_fill;
  const open = process.suggestions?.length ?? 0;
  if (readOnly || !fill || fill.status === 'pending') return null;

  if (fill.status === 'failed') {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={AI_FILL_MESSAGES.failed} mb="sm" data-testid="ai-fill-failed">
        <Stack gap={6}>
          {fill.message && <Text size="sm">{fill.message}</Text>}
          <Group>
            <Button size="xs" variant="light" color="red" onClick={onRetry}>
              Try again
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }

  const names = namesOf(process.factors ?? []);
  return (
    <Paper className={classes.panel} radius="md" p="sm" mb="sm" data-testid="ai-fill-panel">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Group gap={6}>
            <IconSparkles size={16} color="var(--mantine-color-violet-7)" aria-hidden="true" />
            <Text size="sm" fw={600}>
              {open > 0 ? `${open} suggestion${open === 1 ? '' : 's'} to review` : 'Every suggestion has been accepted or discarded'}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            By {fill.source}
            {fill.message ? ` · ${fill.message}` : ''}
          </Text>
          {fill.skipped.length > 0 && (
            <Anchor component="button" type="button" size="xs" ta="left" onClick={() => setShowSkipped((value) => !value)} aria-expanded={showSkipped}>
              {showSkipped ? 'Hide' : 'Show'} the {fill.skipped.length} item{fill.skipped.length === 1 ? '' : 's'} left for you, and why
            </Anchor>
          )}
        </Stack>
        {open > 0 && (
          <Group gap={6}>
            <Button size="xs" color="violet" loading={acceptAll.isPending} onClick={() => acceptAll.mutate(process.id)}>
              Accept all
            </Button>
            <Button size="xs" variant="default" onClick={() => setConfirming(true)}>
              Discard all
            </Button>
          </Group>
        )}
      </Group>
      <Collapse expanded={showSkipped}>
        <List size="xs" spacing={6} mt="xs" data-testid="ai-fill-skipped">
          {skipGroups(fill.skipped, names).map((group) => (
            <List.Item key={group.reason}>
              <Text size="xs" fw={600}>
                {group.reason.charAt(0).toUpperCase() + group.reason.slice(1)} ({group.names.length} item{group.names.length === 1 ? '' : 's'})
              </Text>
              <Text size="xs" c="dimmed" lineClamp={group.judgement ? 2 : undefined}>
                {group.names.join(' · ')}
              </Text>
            </List.Item>
          ))}
        </List>
      </Collapse>
      <ConfirmDialog opened={confirming} onClose={() => setConfirming(false)} title="Discard all suggestions?" confirmLabel="Discard all" color="red" onConfirm={() => discardAll.mutateAsync(process.id)}>
        <Text size="sm">
          The {open} open suggestion{open === 1 ? '' : 's'} of “{process.name}” will be removed. Your items stay as they are. This cannot be undone, but you
          can fill the process again.
        </Text>
      </ConfirmDialog>
    </Paper>
  );
}
