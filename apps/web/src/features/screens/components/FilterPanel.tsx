import { Button, Fieldset, Group, MultiSelect, NumberInput, Paper, SegmentedControl, Select, SimpleGrid, Stack, TagsInput, Text } from '@mantine/core';
import { IconFilterCheck, IconRestore } from '@tabler/icons-react';
import { CURRENCIES, GRADES_WORST_FIRST, MARKET_MESSAGES, SCALE_LABELS, type Grade, type ScreenAggregations, type ScreenFilter, type ScreenProcessColumn } from '@thesis/domain';
import { useEffect, useState } from 'react';
import { draftOf, filtersOf, type FilterDraft } from '../filter-draft';
import { FundamentalsFilter } from './FundamentalsFilter';

interface FilterPanelProps {
  filters: ScreenFilter[];
  processes: ScreenProcessColumn[];
  aggregations: ScreenAggregations | undefined;
  onApply(filters: ScreenFilter[]): void;
}

const GRADE_OPTIONS = [...GRADES_WORST_FIRST].reverse().map((grade) => ({ value: grade, label: `${SCALE_LABELS[grade]} or better` }));
const toNumber = (value: string | number): number | null => (value === '' || value === null ? null : Number(value));

/** The filters of a screen: company info, process scores, valuation and factor grades, portfolio, fundamentals. Apply writes them to the address. */
export function FilterPanel({ filters, processes, aggregations, onApply }: FilterPanelProps) {
  const [draft, setDraft] = useState<FilterDraft>(() => draftOf(filters, processes));
  useEffect(() => setDraft(draftOf(filters, processes)), [filters, processes]);
  const set = (patch: Partial<FilterDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const setScore = (processId: string, patch: Partial<FilterDraft['scores'][string]>) =>
    setDraft((current) => ({ ...current, scores: { ...current.scores, [processId]: { min: null, max: null, valuation: null, ...current.scores[processId], ...patch } } }));
  const sectors = (aggregations?.sectors ?? []).flatMap((row) => (row.sector ? [row.sector] : []));
  const industries = [...new Set((aggregations?.industries ?? []).flatMap((row) => (row.industry ? [row.industry] : [])))];

  return (
    <Paper withBorder radius="md" p="md" component="form" aria-label="Filters" onSubmit={(event) => { event.preventDefault(); onApply(filtersOf(draft)); }}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          <TagsInput label="Sector" placeholder="Any sector" data={sectors} value={draft.sector} onChange={(sector) => set({ sector })} clearable />
          <TagsInput label="Industry" placeholder="Any industry" data={industries} value={draft.industry} onChange={(industry) => set({ industry })} clearable />
          <TagsInput label="Exchange" placeholder="Any exchange" data={['ASX', 'NYSE', 'NASDAQ']} value={draft.exchange} onChange={(exchange) => set({ exchange })} clearable />
          <MultiSelect label="Currency" placeholder="Any currency" data={[...CURRENCIES]} value={draft.currency} onChange={(currency) => set({ currency })} clearable />
          <Group grow gap="xs" align="flex-end">
            <NumberInput label="Last price from" value={draft.priceMin ?? ''} onChange={(value) => set({ priceMin: toNumber(value) })} min={0} decimalScale={4} description={MARKET_MESSAGES.priceFilterNoPrice} inputWrapperOrder={['label', 'input', 'description']} />
            <NumberInput label="to" value={draft.priceMax ?? ''} onChange={(value) => set({ priceMax: toNumber(value) })} min={0} decimalScale={4} />
          </Group>
          <Group grow gap="xs" align="flex-end">
            <NumberInput label="Market cap from (m)" value={draft.capMin ?? ''} onChange={(value) => set({ capMin: toNumber(value) })} min={0} thousandSeparator="," />
            <NumberInput label="to (m)" value={draft.capMax ?? ''} onChange={(value) => set({ capMax: toNumber(value) })} min={0} thousandSeparator="," />
          </Group>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="portfolio-filter">Portfolio</Text>
            <SegmentedControl aria-labelledby="portfolio-filter" value={draft.portfolio} onChange={(portfolio) => set({ portfolio: portfolio as FilterDraft['portfolio'] })}
              data={[{ value: 'any', label: 'Any' }, { value: 'yes', label: 'Held' }, { value: 'no', label: 'Not held' }]} />
          </Stack>
        </SimpleGrid>
        {processes.map((process) => {
          const score = draft.scores[process.id];
          return (
            <Fieldset key={process.id} legend={`${process.name}${process.role === 'lead' ? ' (lead)' : ''}`} variant="filled" p="sm">
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
                <Group grow gap="xs" align="flex-end">
                  <NumberInput label="Score from" value={score?.min ?? ''} onChange={(value) => setScore(process.id, { min: toNumber(value) })} />
                  <NumberInput label="to" value={score?.max ?? ''} onChange={(value) => setScore(process.id, { max: toNumber(value) })} />
                </Group>
                <Select label="Valuation" placeholder="Any valuation" data={GRADE_OPTIONS} value={score?.valuation ?? null} onChange={(value) => setScore(process.id, { valuation: value as Grade | null })} clearable />
                {process.factors.map((factor) => (
                  <Select key={factor.id} label={factor.name} placeholder="Any grade" data={GRADE_OPTIONS} value={draft.factors[factor.id] ?? null}
                    onChange={(value) => set({ factors: { ...draft.factors, [factor.id]: value as Grade | null } })} clearable />
                ))}
              </SimpleGrid>
            </Fieldset>
          );
        })}
        <FundamentalsFilter metrics={draft.metrics} onChange={(metricId, range) => setDraft((current) => ({ ...current, metrics: { ...current.metrics, [metricId]: range } }))} />
        {draft.extra.length > 0 && <Text size="xs" c="dimmed">{draft.extra.length} more filter{draft.extra.length > 1 ? 's' : ''} from the address stay applied.</Text>}
        <Group justify="flex-end">
          <Button variant="default" leftSection={<IconRestore size={16} />} onClick={() => onApply([])}>Reset</Button>
          <Button type="submit" leftSection={<IconFilterCheck size={16} />}>Apply</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
