import { ActionIcon, Divider, List, Popover, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { displayTicker, type ScreenInvestment } from '@thesis/domain';
import { formatDate } from '../../../lib/format';

/** Why a company passes or fails each filter, and how fresh its figures and review are. */
export function RowExplanation({ row, hasFilters }: { row: ScreenInvestment; hasFilters: boolean }) {
  const { evaluation, freshness } = row;
  const color = !evaluation.passed ? 'red' : freshness.stale ? 'orange' : 'gray';
  const Icon = !evaluation.passed ? IconX : freshness.stale ? IconAlertTriangle : IconInfoCircle;
  return (
    <Popover width={320} position="right-start" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon size="sm" variant="subtle" color={color} aria-label={`Why ${displayTicker(row.ticker)} ${evaluation.passed ? 'passes' : 'fails'}`}>
          <Icon size={15} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text fw={700} size="sm">{displayTicker(row.ticker)} · {evaluation.passed ? 'in the screen' : 'out of the screen'}</Text>
          {hasFilters ? (
            <List spacing={4} size="sm" center>
              {evaluation.results.map((result) => (
                <List.Item key={result.key} icon={<ThemeIcon size={18} radius="xl" color={result.passed ? 'green' : 'red'} variant="light">{result.passed ? <IconCheck size={12} /> : <IconX size={12} />}</ThemeIcon>}>
                  {result.explanation}
                </List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm" c="dimmed">No filters: every company of the screen's source is in.</Text>
          )}
          <Divider />
          <Text size="xs" c="dimmed">Figures as of {freshness.figures_updated_at ? formatDate(freshness.figures_updated_at) : 'unknown'}.</Text>
          <Text size="xs" c="dimmed">{freshness.reviewed_at ? `Your review last changed ${formatDate(freshness.reviewed_at)}.` : 'Not reviewed by you yet.'}</Text>
          {freshness.stale && <Text size="xs" c="orange.9">Your review changed after the last run: run the screen again for the filters and sort to use the new scores.</Text>}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
