import { Anchor, Badge, Box, Button, Collapse, Group, List, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import type { AiSuggestion, InvestmentItem } from '@thesis/domain';
import { useState } from 'react';
import { useReviewScope } from '../../review-context';
import { basisOf, CONFIDENCE_LABELS } from '../suggestion-order';
import { proposalText } from '../suggestion-text';
import { useSuggestionActions } from '../suggestion-mutations';
import { SuggestionEditModal } from './SuggestionEditModal';
import classes from './Suggestion.module.css';

/**
 * A suggestion beside its item: what it proposes, the figures it used, and Accept / Edit / Discard.
 * Nothing is written to the item until the reviewer accepts.
 */
export function SuggestionRow({ item, suggestion }: { item: InvestmentItem; suggestion: AiSuggestion }) {
  const { reviewId, readOnly } = useReviewScope();
  const { accept, discard } = useSuggestionActions(reviewId);
  const [why, setWhy] = useState(false);
  const [editing, setEditing] = useState(false);
  const subject = `${item.kind} ${item.name}`;
  const busy = accept.isPending || discard.isPending;

  return (
    <Box className={classes.suggestion} data-testid="suggestion" data-item={item.name} data-suggestion-id={suggestion.id}>
      <Group justify="space-between" align="flex-start" gap={6} wrap="wrap">
        <Group gap={8} wrap="wrap" style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Badge color="violet" variant="light" size="sm" tt="none" leftSection={<IconSparkles size={12} aria-hidden="true" />}>
            Suggested
          </Badge>
          <Text size="sm" fw={600} data-testid="proposal">
            {proposalText(item, suggestion)}
          </Text>
          <Text size="xs" c="dimmed" data-testid="suggestion-basis">
            {basisOf(suggestion)} · {CONFIDENCE_LABELS[suggestion.confidence]}
          </Text>
        </Group>
        {!readOnly && (
          <Group gap={4} wrap="nowrap">
            <Button size="compact-sm" variant="light" color="violet" loading={accept.isPending} disabled={busy} onClick={() => accept.mutate({ suggestion })} aria-label={`Accept the suggestion for ${subject}`}>
              Accept
            </Button>
            <Button size="compact-sm" variant="subtle" color="violet" disabled={busy} onClick={() => setEditing(true)} aria-label={`Edit the suggestion for ${subject}`}>
              Edit
            </Button>
            <Button size="compact-sm" variant="subtle" color="gray" loading={discard.isPending} disabled={busy} onClick={() => discard.mutate(suggestion)} aria-label={`Discard the suggestion for ${subject}`}>
              Discard
            </Button>
          </Group>
        )}
      </Group>
      {suggestion.evidence.length > 0 && (
        <List size="xs" spacing={0} mt={4} className={classes.evidence} data-testid="evidence">
          {suggestion.evidence.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      )}
      <Anchor component="button" type="button" size="xs" mt={2} onClick={() => setWhy((open) => !open)} aria-expanded={why}>
        {why ? 'Hide why' : 'Why?'}
      </Anchor>
      <Collapse expanded={why}>
        <Stack gap={2} pt={4}>
          <Text size="xs">{suggestion.rationale}</Text>
          {suggestion.comment && (
            <Text size="xs" c="dimmed">
              Comment it adds: {suggestion.comment}
            </Text>
          )}
        </Stack>
      </Collapse>
      {editing && (
        <SuggestionEditModal
          item={item}
          suggestion={suggestion}
          onClose={() => setEditing(false)}
          onAccept={(edits) => accept.mutateAsync({ suggestion, edits }).then(() => setEditing(false))}
        />
      )}
    </Box>
  );
}
