import { Anchor, Box, Button, Center, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import {
  DASHBOARD_CHART_EMPTY,
  DASHBOARD_CHART_TITLES,
  dashboardPeriodLabel,
  isChartEmpty,
  type ChartData,
  type DashboardChart,
  type DashboardPeriod,
} from '@thesis/domain';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { useDashboardChart } from '../api';
import { ChartSummaryTable } from './ChartSummaryTable';
import { PeriodSelect } from './PeriodSelect';

const HEIGHT = 220;
const ChartCanvas = lazy(() => import('./ChartCanvas'));

function totalOf(chart: ChartData): number {
  return chart.datasets.reduce((sum, dataset) => sum + dataset.data.reduce((a, b) => a + b, 0), 0);
}

/** What the chart shows, in words (the canvas's accessible name). */
function describe(title: string, period: DashboardPeriod, chart: ChartData): string {
  const total = totalOf(chart);
  const parts = chart.datasets.filter((dataset) => dataset.data.some((value) => value > 0)).map((dataset) => `${dataset.label}: ${dataset.data.reduce((a, b) => a + b, 0)}`);
  const breakdown = chart.datasets.length > 1 && parts.length > 0 ? ` (${parts.join(', ')})` : '';
  return `${title}, ${dashboardPeriodLabel(period).toLowerCase()}: ${total} in total${breakdown}, from ${chart.labels[0]} to ${chart.labels.at(-1)}.`;
}

function EmptyChart({ chart }: { chart: DashboardChart }) {
  return (
    <Center h={HEIGHT}>
      <Stack align="center" gap={6} maw={300}>
        <IconChartBar size={28} stroke={1.5} color="var(--mantine-color-gray-5)" aria-hidden="true" />
        <Text size="sm" ta="center" c="dimmed" data-testid="chart-empty">
          {DASHBOARD_CHART_EMPTY[chart]}
        </Text>
        <Anchor component={Link} to={PATHS.investments} size="sm" fw={600}>
          Go to Investments
        </Anchor>
      </Stack>
    </Center>
  );
}

/**
 * One dashboard chart (spec §2): Reviews as a line, Edits and Decisions as stacked bars, each with
 * its own period selector; changing it fetches this chart only.
 */
export function ActivityChart({ chart }: { chart: DashboardChart }) {
  const [period, setPeriod] = useState<DashboardPeriod>('month');
  const query = useDashboardChart(chart, period);
  const title = DASHBOARD_CHART_TITLES[chart];
  const data = query.data;
  const headingId = `dashboard-chart-${chart}`;

  let body;
  if (query.isPending) body = <Skeleton h={HEIGHT} radius="sm" data-testid="chart-loading" />;
  else if (query.isError && !data)
    body = (
      <Center h={HEIGHT}>
        <Stack align="center" gap="xs">
          <Text size="sm" c="dimmed">
            The {title.toLowerCase()} chart could not be loaded.
          </Text>
          <Button size="compact-sm" variant="default" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      </Center>
    );
  else if (!data || isChartEmpty(data)) body = <EmptyChart chart={chart} />;
  else
    body = (
      <Box h={HEIGHT} pos="relative" style={{ opacity: query.isPlaceholderData ? 0.55 : 1, transition: 'opacity 120ms' }}>
        <Suspense fallback={<Skeleton h={HEIGHT} radius="sm" />}>
          <ChartCanvas kind={chart === 'reviews' ? 'line' : 'bar'} data={data} label={describe(title, period, data)} />
        </Suspense>
        <ChartSummaryTable caption={`${title} per period`} chart={data} />
      </Box>
    );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId} data-testid={`chart-${chart}`} aria-busy={query.isFetching}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} fz="md" id={headingId}>
          {title}
        </Title>
        <PeriodSelect chartTitle={title} value={period} onChange={setPeriod} />
      </Group>
      {body}
    </Paper>
  );
}
