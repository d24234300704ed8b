import { Alert, Anchor, Button, Collapse, Group, List, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconSparkles } from '@tabler/icons-react';
import { AI_FILL_MESSAGES, type InvestmentProcess } from '@thesis/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { useReviewScope } from '../../review-context';
import { itemsById, skipGroups } from '../skip-groups';
import { useSuggestionActions } from '../suggestion-mutations';
import { fromFigures } from '../suggestion-order';
import { SuggestionsByConfidence } from './SuggestionsByConfidence';
import classes from './Suggestion.module.css';

/** The panel's headline: what is open, or that the reviewer handled everything, or that nothing could be suggested. */
function headline(open: number, made: number): string {
  if (open > 0) return `${open} suggestion${open === 1 ? '' : 's'} to review`;
  if (made > 0) return 'Every suggestion has been accepted or discarded';
  return 'No item could be suggested';
}

/**
 * The last AI fill of a process, for a viewer who may change it: how many suggestions are open
 * (accept them all, only those from filed figures, or discard them), the list by confidence, what
 * it read, which items it left empty and why, or why it failed.
 */
export function AiFillPanel({ process, onRetry }: { process: InvestmentProcess; onRetry(): void }) {
  const { reviewId, readOnly } = useReviewScope();
  const { acceptAll, discardAll } = useSuggestionActions(reviewId);
  const [showSkipped, setShowSkipped] = useState(false);
  const [showList, setShowList] = useState(false);
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

  const items = itemsById(process.factors ?? []);
  const names = new Map([...items].map(([id, item]) => [id, item.name]));
  const suggestions = process.suggestions ?? [];
  const figures = fromFigures(suggestions).length;
  return (
    <Paper className={classes.panel} radius="md" p="sm" mb="sm" data-testid="ai-fill-panel">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Group gap={6}>
            <IconSparkles size={16} color="var(--mantine-color-violet-7)" aria-hidden="true" />
            <Text size="sm" fw={600}>
              {headline(open, fill.suggested)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            By {fill.source}
            {fill.message ? ` · ${fill.message}` : ''}
          </Text>
          {open > 0 && (
            <Anchor component="button" type="button" size="xs" ta="left" onClick={() => setShowList((value) => !value)} aria-expanded={showList}>
              {showList ? 'Hide' : 'List'} the {open} open suggestion{open === 1 ? '' : 's'}, most confident first
            </Anchor>
          )}
          {fill.skipped.length > 0 && (
            <Anchor component="button" type="button" size="xs" ta="left" onClick={() => setShowSkipped((value) => !value)} aria-expanded={showSkipped}>
              {showSkipped ? 'Hide' : 'Show'} the {fill.skipped.length} item{fill.skipped.length === 1 ? '' : 's'} left for you, and why
            </Anchor>
          )}
        </Stack>
        {open > 0 && (
          <Group gap={6}>
            <Button size="xs" color="violet" loading={acceptAll.isPending && !acceptAll.variables?.from} disabled={acceptAll.isPending} onClick={() => acceptAll.mutate({ processId: process.id })}>
              Accept all
            </Button>
            {figures > 0 && figures < open && (
              <Button size="xs" variant="light" color="violet" loading={acceptAll.isPending && acceptAll.variables?.from === 'figures'} disabled={acceptAll.isPending} onClick={() => acceptAll.mutate({ processId: process.id, from: 'figures' })}>
                Accept the {figures} from filed figures
              </Button>
            )}
            <Button size="xs" variant="default" onClick={() => setConfirming(true)}>
              Discard all
            </Button>
          </Group>
        )}
      </Group>
      <Collapse expanded={showList && open > 0}>
        <SuggestionsByConfidence suggestions={suggestions} items={items} />
      </Collapse>
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
