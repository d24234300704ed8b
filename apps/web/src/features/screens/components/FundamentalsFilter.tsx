import { Accordion, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { METRIC_FAMILY_LABELS, SCREEN_METRICS, screenMetric, type ScreenMetricId } from '@thesis/domain';
import type { FilterDraft } from '../filter-draft';

interface FundamentalsFilterProps {
  metrics: FilterDraft['metrics'];
  onChange(metricId: ScreenMetricId, range: { min: number | null; max: number | null }): void;
}

const toNumber = (value: string | number): number | null => (value === '' || value === null ? null : Number(value));
const FAMILIES = [...new Set(SCREEN_METRICS.map((metric) => metric.family))];
const UNIT_SUFFIX: Record<string, string> = { '%': ' %', '×': '×' };

/** The Fundamentals group of the filter panel: a from/to range per catalogue metric, in its unit, by family. */
export function FundamentalsFilter({ metrics, onChange }: FundamentalsFilterProps) {
  const active = Object.values(metrics).filter((range) => range.min !== null || range.max !== null).length;
  return (
    <Accordion variant="contained" defaultValue={active ? 'fundamentals' : null}>
      <Accordion.Item value="fundamentals">
        <Accordion.Control>
          <Text fw={600} size="sm">Fundamentals{active ? ` (${active})` : ''}</Text>
          <Text size="xs" c="dimmed">Computed from each company's filed figures and last price; a company without the figure fails the filter.</Text>
        </Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm">
            {FAMILIES.map((family) => (
              <div key={family}>
                <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>{METRIC_FAMILY_LABELS[family]}</Text>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
                  {SCREEN_METRICS.filter((metric) => metric.family === family).map((definition) => {
                    const metric = screenMetric(definition.id as ScreenMetricId);
                    const range = metrics[metric.id] ?? { min: null, max: null };
                    const suffix = UNIT_SUFFIX[metric.unit];
                    return (
                      <Group key={metric.id} grow gap="xs" align="flex-end" title={metric.definition}>
                        <NumberInput label={`${metric.label} from`} value={range.min ?? ''} suffix={suffix} decimalScale={2} onChange={(value) => onChange(metric.id, { ...range, min: toNumber(value) })} />
                        <NumberInput label="to" aria-label={`${metric.label} to`} value={range.max ?? ''} suffix={suffix} decimalScale={2} onChange={(value) => onChange(metric.id, { ...range, max: toNumber(value) })} />
                      </Group>
                    );
                  })}
                </SimpleGrid>
              </div>
            ))}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
