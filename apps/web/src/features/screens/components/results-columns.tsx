import { ActionIcon, Anchor, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconChevronLeft, IconChevronRight, IconChevronsLeft } from '@tabler/icons-react';
import { createColumnHelper, tableFeatures, type ColumnDef } from '@tanstack/react-table';
import {
  displayTicker,
  formatMillions,
  NOT_RECORDED,
  SCALE_LABELS,
  screenMetric,
  sortKeyString,
  type ScreenMetricId,
  type ScreenInvestment,
  type ScreenProcessColumn,
  type ScreenSort,
  type ScreenSortKey,
  type ScreenGroupState,
} from '@thesis/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { investmentReview } from '../../../lib/paths';
import { PriceCell } from '../../investments/components/PriceCell';
import { MetricCell } from '../../../components/MetricCell';
import { RowExplanation } from './RowExplanation';

export const features = tableFeatures({});
const helper = createColumnHelper<typeof features, ScreenInvestment>();

export interface ColumnOptions {
  processes: ScreenProcessColumn[];
  /** Each process group is expanded (every column), collapsed (score and relevance) or hidden (score only). */
  groupStates: Record<string, ScreenGroupState>;
  companyInfoOpen: boolean;
  sort: ScreenSort | null;
  onSort(key: ScreenSortKey): void;
  onToggleCompanyInfo(): void;
  onToggleGroup(processId: string): void;
  hasFilters: boolean;
  /** The fundamentals the view filters or sorts on: one column each. */
  metricIds: readonly ScreenMetricId[];
}

function SortHeader({ label, sortKey, options }: { label: string; sortKey: ScreenSortKey; options: ColumnOptions }) {
  const active = options.sort && sortKeyString(options.sort.key) === sortKeyString(sortKey);
  const Icon = !active ? IconArrowsSort : options.sort!.direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <UnstyledButton onClick={() => options.onSort(sortKey)} aria-label={`Sort by ${label}${active ? (options.sort!.direction === 'asc' ? ', sorted ascending' : ', sorted descending') : ''}`} style={{ display: 'flex', alignItems: 'center', gap: 4, fontWeight: 600, fontSize: 13 }}>
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{label}</span>
      <Icon size={14} aria-hidden="true" style={{ flex: 'none', opacity: active ? 1 : 0.45 }} />
    </UnstyledButton>
  );
}

function GroupHeader({ label, state, onToggle, hint }: { label: string; state: string; onToggle(): void; hint: string }) {
  const Icon = state === 'expanded' ? IconChevronLeft : state === 'collapsed' ? IconChevronsLeft : IconChevronRight;
  return (
    <Group gap={4} wrap="nowrap" justify="space-between">
      <Text fw={700} size="sm" truncate>{label}</Text>
      <Tooltip label={hint}>
        <ActionIcon size="sm" variant="subtle" color="gray" onClick={onToggle} aria-label={`${hint}: ${label}`}>
          <Icon size={14} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** A missing value, greyed in the cell's own type size. */
const missing = (text: string): ReactNode => <Text span inherit c="dimmed">{text}</Text>;
const grade = (value: string | null | undefined): ReactNode => (value ? SCALE_LABELS[value as keyof typeof SCALE_LABELS] : missing('–'));
const numberOrDash = (value: number | null | undefined): ReactNode => (value === null || value === undefined ? missing('–') : value);

function processOf(row: ScreenInvestment, processId: string) {
  return row.processes.data.find((process) => process.process_id === processId);
}

/** The columns of the results table for the current collapse states. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of different value types, as helper.columns types them
export function resultColumns(options: ColumnOptions): ColumnDef<typeof features, ScreenInvestment, any>[] {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of different value types
  const companyInfo: ColumnDef<typeof features, ScreenInvestment, any>[] = options.companyInfoOpen
    ? [
        helper.accessor((row) => row.sector, {
          id: 'sector',
          header: () => <SortHeader label="Sector" sortKey={{ type: 'company', field: 'sector' }} options={options} />,
          cell: (info) => (info.getValue() ? <>{info.getValue()}{info.row.original.classification === 'sic' && <Text fz="xs" c="dimmed">SEC industry</Text>}</> : missing(NOT_RECORDED)),
        }),
        helper.accessor((row) => row.last_price, {
          id: 'price',
          header: () => <SortHeader label="Last price" sortKey={{ type: 'company', field: 'price' }} options={options} />,
          cell: (info) => <PriceCell price={info.getValue()} currency={info.row.original.currency} asOf={info.row.original.freshness.figures_updated_at} custom={info.row.original.type === 'custom'} />,
        }),
        helper.accessor((row) => row.market_cap, { id: 'market_cap', header: () => <SortHeader label="Market cap" sortKey={{ type: 'company', field: 'market_cap' }} options={options} />, cell: (info) => formatMillions(info.getValue(), info.row.original.currency ?? undefined) }),
      ]
    : [helper.display({ id: 'company-info-collapsed', header: () => <Text size="xs" c="dimmed">Hidden</Text>, cell: () => null })];

  const processGroups = options.processes.map((process) => {
    const state = options.groupStates[process.id] ?? 'expanded';
    const score = helper.accessor((row) => processOf(row, process.id)?.score ?? null, {
      id: `p.${process.id}.score`,
      header: () => <SortHeader label="Score" sortKey={{ type: 'process', processId: process.id, measure: 'score' }} options={options} />,
      cell: (info) => numberOrDash(info.getValue()),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
    const columns: ColumnDef<typeof features, ScreenInvestment, any>[] = [score];
    if (state !== 'hidden') {
      columns.push(helper.accessor((row) => processOf(row, process.id)?.relevance ?? null, {
        id: `p.${process.id}.relevance`,
        header: () => <SortHeader label="Relevance" sortKey={{ type: 'process', processId: process.id, measure: 'relevance' }} options={options} />,
        cell: (info) => numberOrDash(info.getValue()),
      }));
    }
    if (state === 'expanded') {
      columns.push(helper.accessor((row) => processOf(row, process.id)?.valuation_grade ?? null, {
        id: `p.${process.id}.valuation`,
        header: () => <SortHeader label="Valuation" sortKey={{ type: 'process', processId: process.id, measure: 'valuation' }} options={options} />,
        cell: (info) => grade(info.getValue()),
      }));
      for (const factor of process.factors) {
        columns.push(helper.accessor((row) => processOf(row, process.id)?.factors.find((entry) => entry.source_id === factor.id)?.score ?? null, {
          id: `f.${process.id}.${factor.id}`,
          header: () => <SortHeader label={factor.name} sortKey={{ type: 'factor', factorId: factor.id }} options={options} />,
          cell: (info) => grade(info.getValue()),
        }));
      }
    }
    const hint = state === 'expanded' ? 'Collapse' : state === 'collapsed' ? 'Collapse fully' : 'Expand';
    return helper.group({
      id: `group-${process.id}`,
      header: () => <GroupHeader label={`${process.name}${process.role === 'lead' ? ' (lead)' : ''}`} state={state} hint={hint} onToggle={() => options.onToggleGroup(process.id)} />,
      columns,
    });
  });

  const fundamentals = options.metricIds.length === 0 ? [] : [helper.group({
    id: 'fundamentals',
    header: () => <Text fw={700} size="sm">Fundamentals</Text>,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as the process groups
    columns: options.metricIds.map((metricId): ColumnDef<typeof features, ScreenInvestment, any> => {
      const { label } = screenMetric(metricId);
      return helper.accessor((row) => row.metrics[metricId]?.value ?? null, {
        id: `m.${metricId}`,
        header: () => <SortHeader label={label} sortKey={{ type: 'metric', metricId }} options={options} />,
        cell: (info) => <MetricCell metricId={metricId} metric={info.row.original.metrics[metricId]} label={label} />,
      });
    }),
  })];

  return [
    helper.group({
      id: 'company',
      header: () => <Text fw={700} size="sm">Company</Text>,
      columns: helper.columns([
        helper.accessor('ticker', {
          id: 'ticker',
          header: () => <SortHeader label="Ticker" sortKey={{ type: 'company', field: 'ticker' }} options={options} />,
          cell: (info) => {
            const row = info.row.original;
            return (
              <Group gap={6} wrap="nowrap">
                <RowExplanation row={row} hasFilters={options.hasFilters} />
                {row.investment_review_id
                  ? <Anchor component={Link} to={investmentReview(row.investment_review_id)} fw={700} size="sm">{displayTicker(row.ticker)}</Anchor>
                  : <Anchor component={Link} to={`/investments/${row.id}`} fw={700} size="sm">{displayTicker(row.ticker)}</Anchor>}
              </Group>
            );
          },
        }),
        helper.accessor('name', { id: 'name', header: () => <SortHeader label="Company name" sortKey={{ type: 'company', field: 'name' }} options={options} />, cell: (info) => <Text size="sm" truncate title={info.getValue()}>{info.getValue()}</Text> }),
      ]),
    }),
    // What the view screens on comes first, in view at 1280 px.
    ...fundamentals,
    helper.group({
      id: 'company-info',
      header: () => <GroupHeader label="Company info" state={options.companyInfoOpen ? 'expanded' : 'hidden'} hint={options.companyInfoOpen ? 'Collapse' : 'Expand'} onToggle={options.onToggleCompanyInfo} />,
      columns: companyInfo,
    }),
    ...processGroups,
  ];
}
