import { Anchor, Group, List, Text } from '@mantine/core';
import type { AiSuggestion, InvestmentItem } from '@thesis/domain';
import { byConfidence, CONFIDENCE_LABELS } from '../suggestion-order';
import { proposalText } from '../suggestion-text';

/** Brings a suggestion beside its item into view and moves the focus to its Accept button. */
function reveal(suggestionId: string) {
  const row = document.querySelector<HTMLElement>(`[data-suggestion-id="${CSS.escape(suggestionId)}"]`);
  row?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  row?.querySelector<HTMLButtonElement>('button')?.focus({ preventScroll: true });
}

/** The open suggestions of a process, most sure first: item, proposal, confidence and source; each opens its row. */
export function SuggestionsByConfidence({ suggestions, items }: { suggestions: readonly AiSuggestion[]; items: Map<string, InvestmentItem> }) {
  return (
    <List type="ordered" size="xs" spacing={4} mt="xs" data-testid="suggestions-by-confidence">
      {byConfidence(suggestions).map((suggestion) => {
        const item = items.get(suggestion.investment_item_id);
        return (
          <List.Item key={suggestion.id}>
            <Group gap={6} wrap="wrap">
              <Anchor component="button" type="button" size="xs" fw={600} onClick={() => reveal(suggestion.id)}>
                {item?.name ?? 'An item removed since'}
              </Anchor>
              {item && <Text size="xs">{proposalText(item, suggestion)}</Text>}
              <Text size="xs" c="dimmed">
                {CONFIDENCE_LABELS[suggestion.confidence]} · {suggestion.source}
              </Text>
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}
