import { Button, Group, MultiSelect, NumberInput, Paper, Select, SimpleGrid, Text } from '@mantine/core';
import { IconFilter, IconRestore } from '@tabler/icons-react';
import { MARKET_MESSAGES, type Portfolio, type ScreenFilter } from '@thesis/domain';
import { useState, type FormEvent } from 'react';

interface Draft {
  sector: string[];
  industry: string[];
  exchange: string[];
  priceMin: number | string;
  priceMax: number | string;
  capMin: number | string;
  capMax: number | string;
  processId: string | null;
  scoreMin: number | string;
}

const num = (value: number | string): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function draftOf(filters: readonly ScreenFilter[]): Draft {
  const draft: Draft = { sector: [], industry: [], exchange: [], priceMin: '', priceMax: '', capMin: '', capMax: '', processId: null, scoreMin: '' };
  for (const filter of filters) {
    if (filter.type === 'text' && filter.field !== 'currency') draft[filter.field] = [...filter.values];
    if (filter.type === 'range' && filter.field === 'price') Object.assign(draft, { priceMin: filter.min ?? '', priceMax: filter.max ?? '' });
    if (filter.type === 'range' && filter.field === 'market_cap') Object.assign(draft, { capMin: filter.min ?? '', capMax: filter.max ?? '' });
    if (filter.type === 'process' && filter.measure === 'score') Object.assign(draft, { processId: filter.processId, scoreMin: filter.min ?? '' });
  }
  return draft;
}

/** The filters a draft stands for; filters of the address this panel does not edit are kept. */
function filtersOf(draft: Draft, others: readonly ScreenFilter[]): ScreenFilter[] {
  const out: ScreenFilter[] = [];
  if (draft.sector.length) out.push({ type: 'text', field: 'sector', values: draft.sector });
  if (draft.industry.length) out.push({ type: 'text', field: 'industry', values: draft.industry });
  if (draft.exchange.length) out.push({ type: 'text', field: 'exchange', values: draft.exchange });
  const range = (min: number | null, max: number | null) => (min !== null && max !== null && min > max ? { min: max, max: min } : { min, max });
  if (num(draft.priceMin) !== null || num(draft.priceMax) !== null) out.push({ type: 'range', field: 'price', ...range(num(draft.priceMin), num(draft.priceMax)) });
  if (num(draft.capMin) !== null || num(draft.capMax) !== null) out.push({ type: 'range', field: 'market_cap', ...range(num(draft.capMin), num(draft.capMax)) });
  if (draft.processId && num(draft.scoreMin) !== null) out.push({ type: 'process', processId: draft.processId, measure: 'score', min: num(draft.scoreMin), max: null });
  return [...out, ...others];
}

const edited = (filter: ScreenFilter) =>
  (filter.type === 'text' && filter.field !== 'currency') || filter.type === 'range' || (filter.type === 'process' && filter.measure === 'score');

interface PortfolioFiltersProps {
  filters: readonly ScreenFilter[];
  portfolio: Portfolio | undefined;
  onApply(filters: ScreenFilter[]): void;
  onReset(): void;
}

/** Filters of the portfolio: edited here, written to the address by Apply, all cleared by Reset (spec §2). */
export function PortfolioFilters({ filters, portfolio, onApply, onReset }: PortfolioFiltersProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  const [seen, setSeen] = useState(filters);
  if (seen !== filters) {
    // The address changed (Apply, Reset, back button): show what it holds.
    setSeen(filters);
    setDraft(draftOf(filters));
  }
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const holdings = portfolio?.investments ?? [];
  // Options stay those of every holding seen, so a filtered view still offers the other sectors.
  const [known, setKnown] = useState<{ sector: string[]; industry: string[]; exchange: string[] }>({ sector: [], industry: [], exchange: [] });
  const merge = (list: string[], values: (string | null | undefined)[]) => [...new Set([...list, ...values.filter((value): value is string => !!value)])].sort();
  const nextSectors = merge(known.sector, holdings.map((holding) => holding.investment.sector_l1));
  const nextIndustries = merge(known.industry, holdings.map((holding) => holding.investment.sector_l3));
  const nextExchanges = merge(known.exchange, holdings.map((holding) => holding.investment.exchange));
  if (nextSectors.length !== known.sector.length || nextIndustries.length !== known.industry.length || nextExchanges.length !== known.exchange.length) {
    setKnown({ sector: nextSectors, industry: nextIndustries, exchange: nextExchanges });
  }
  const options = (list: string[], chosen: string[]) => merge(list, chosen);
  const processes = portfolio?.processes ?? [];

  function apply(event: FormEvent) {
    event.preventDefault();
    onApply(filtersOf(draft, filters.filter((filter) => !edited(filter))));
  }

  return (
    <Paper withBorder p="md" radius="md" mb="md" component="form" onSubmit={apply} aria-label="Portfolio filters">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <MultiSelect label="Sector" placeholder={draft.sector.length ? undefined : 'Any sector'} data={options(nextSectors, draft.sector)} value={draft.sector} onChange={(sector) => set({ sector })} searchable clearable />
        <MultiSelect label="Industry" placeholder={draft.industry.length ? undefined : 'Any industry'} data={options(nextIndustries, draft.industry)} value={draft.industry} onChange={(industry) => set({ industry })} searchable clearable />
        <MultiSelect label="Exchange" placeholder={draft.exchange.length ? undefined : 'Any exchange'} data={options(nextExchanges, draft.exchange)} value={draft.exchange} onChange={(exchange) => set({ exchange })} clearable />
        <Group grow gap="xs" align="flex-start">
          <NumberInput label="Last price from" value={draft.priceMin} onChange={(priceMin) => set({ priceMin })} min={0} decimalScale={4} description={MARKET_MESSAGES.priceFilterNoPrice} inputWrapperOrder={['label', 'input', 'description']} />
          <NumberInput label="to" value={draft.priceMax} onChange={(priceMax) => set({ priceMax })} min={0} decimalScale={4} />
        </Group>
        <Group grow gap="xs" align="flex-start">
          <NumberInput label="Market cap from (m)" value={draft.capMin} onChange={(capMin) => set({ capMin })} min={0} thousandSeparator="," />
          <NumberInput label="to (m)" value={draft.capMax} onChange={(capMax) => set({ capMax })} min={0} thousandSeparator="," />
        </Group>
        <Select
          label="Process"
          placeholder={processes.length ? 'Any process' : 'No reviewed holdings yet'}
          data={processes.map((process) => ({ value: process.process_id, label: process.name }))}
          value={draft.processId}
          onChange={(processId) => set({ processId })}
          disabled={!processes.length}
          clearable
        />
        <NumberInput label="Minimum score" value={draft.scoreMin} onChange={(scoreMin) => set({ scoreMin })} disabled={!draft.processId} description={draft.processId ? undefined : 'Choose a process first'} />
      </SimpleGrid>
      <Group justify="space-between" mt="md">
        <Text size="xs" c="dimmed">
          Filters and sort are kept in the address: copy it to share this view.
        </Text>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconRestore size={16} aria-hidden="true" />} onClick={onReset}>
            Reset
          </Button>
          <Button type="submit" leftSection={<IconFilter size={16} aria-hidden="true" />}>
            Apply
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
