import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { displayTicker, SEARCH_DEBOUNCE_MS, type InvestmentSummary } from '@thesis/domain';
import { useState } from 'react';
import { useInvestmentSearch } from '../../investments/queries';
import type { SharesTarget } from './SharesModal';

/** Step one of "Add holding" on the portfolio page: find the company by ticker or name. */
export function PickInvestmentModal({ opened, onClose, onPick }: { opened: boolean; onClose(): void; onPick(investment: SharesTarget): void }) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data: results = [], isFetching } = useInvestmentSearch(debounced);
  const [chosen, setChosen] = useState<InvestmentSummary | null>(null);
  const options = results.map((result) => ({ value: result.id, label: `${displayTicker(result.ticker)} · ${result.name}${result.exchange ? ` (${result.exchange})` : ''}` }));

  function close() {
    setText('');
    setChosen(null);
    onClose();
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Add a holding"
      closeButtonProps={{ 'aria-label': 'Close' }}
      // The suggestions open inside the dialog (for assistive technology) and may reach past its edge.
      styles={{ content: { overflow: 'visible' } }}
    >
      <Stack gap="md">
        <Select
          label="Company"
          placeholder="Enter name or ticker code"
          searchable
          data={options}
          searchValue={text}
          onSearchChange={setText}
          value={chosen?.id ?? null}
          onChange={(id) => setChosen(results.find((result) => result.id === id) ?? null)}
          nothingFoundMessage={debounced && !isFetching ? 'No results' : undefined}
          filter={({ options: all }) => all}
          // The suggestions (at most 10) fit without a scroll area.
          comboboxProps={{ withinPortal: false }}
          maxDropdownHeight={420}
          data-autofocus
        />
        <Text size="xs" c="dimmed">
          Listed companies and your own unlisted ones.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            disabled={!chosen}
            onClick={() => {
              if (!chosen) return;
              onPick({ id: chosen.id, ticker: chosen.ticker, name: chosen.name });
              close();
            }}
          >
            Next: shares
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
