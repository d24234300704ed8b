import { Box, Text, VisuallyHidden } from '@mantine/core';
import {
  CHART_BARS,
  CHART_ESTIMATE_OPACITY,
  CHART_LINES,
  CHART_SERIES_COLOURS,
  CHART_SERIES_LABELS,
  chartMoneyAxisName,
  chartMoneyUnit,
  chartSummary,
  formatChartMoneyTick,
  formatMillions,
  formatPerShare,
  LAYOUT,
  type ChartColumn,
} from '@thesis/domain';
import { BarController, BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip, type ChartData, type ChartOptions } from 'chart.js';
import { useId } from 'react';
import { Chart } from 'react-chartjs-2';

ChartJS.register(BarController, LineController, BarElement, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

/** #rrggbb at an opacity: the lighter shade of an estimate. */
function shade(hex: string, opacity: number): string {
  const alpha = Math.round(opacity * 255).toString(16).padStart(2, '0');
  return `${hex}${alpha}`;
}

function chartData(columns: readonly ChartColumn[]): ChartData<'bar' | 'line', (number | null)[], string> {
  const colours = (hex: string) => columns.map((column) => (column.estimate ? shade(hex, CHART_ESTIMATE_OPACITY) : hex));
  return {
    labels: columns.map((column) => column.label),
    datasets: [
      ...CHART_BARS.map((field) => ({
        type: 'bar' as const,
        label: CHART_SERIES_LABELS[field],
        data: columns.map((column) => column.values[field]),
        backgroundColor: colours(CHART_SERIES_COLOURS[field]),
        borderColor: CHART_SERIES_COLOURS[field],
        borderWidth: columns.map((column) => (column.estimate ? 1 : 0)),
        barThickness: LAYOUT.barThickness,
        pointStyle: 'rect' as const,
        yAxisID: 'money',
        order: 2,
      })),
      ...CHART_LINES.map((field, index) => ({
        type: 'line' as const,
        label: `${CHART_SERIES_LABELS[field]} (per share)`,
        data: columns.map((column) => column.values[field]),
        borderColor: CHART_SERIES_COLOURS[field],
        backgroundColor: colours(CHART_SERIES_COLOURS[field]),
        pointBackgroundColor: colours(CHART_SERIES_COLOURS[field]),
        pointRadius: 3,
        pointStyle: 'circle' as const,
        borderWidth: 2,
        borderDash: index === 1 ? [6, 3] : [],
        segment: { borderDash: (context: { p1DataIndex: number }) => (columns[context.p1DataIndex]?.estimate ? [2, 3] : index === 1 ? [6, 3] : []) },
        spanGaps: true,
        yAxisID: 'perShare',
        order: 1,
      })),
    ],
  };
}

function chartOptions(columns: readonly ChartColumn[], currency: string): ChartOptions<'bar' | 'line'> {
  const unit = chartMoneyUnit(columns);
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    interaction: { mode: 'index', intersect: false },
    plugins: {
      legend: { position: 'bottom', labels: { boxWidth: 10, usePointStyle: true, sort: (a, b) => (a.datasetIndex ?? 0) - (b.datasetIndex ?? 0) } },
      tooltip: {
        callbacks: {
          label: (item) => {
            const value = item.raw as number | null;
            if (value === null) return `${item.dataset.label ?? ''}: –`;
            return `${item.dataset.label ?? ''}: ${item.dataset.yAxisID === 'perShare' ? formatPerShare(value, currency) : formatMillions(value, currency)}`;
          },
        },
      },
    },
    scales: {
      money: { type: 'linear', position: 'left', title: { display: true, text: `${chartMoneyAxisName(columns, currency)} (sales, EBIT, NPAT)` }, ticks: { callback: (value) => formatChartMoneyTick(Number(value), unit) } },
      perShare: { type: 'linear', position: 'right', grid: { drawOnChartArea: false }, title: { display: true, text: `${currency} per share (EPS, DPS)` }, ticks: { callback: (value) => formatPerShare(Number(value), currency) } },
    },
  };
}

/** The ten years as a chart (issue 19 item 9), with its text alternative. Loaded on demand (chart.js is heavy). */
export default function TenYearChart({ columns, currency }: { columns: readonly ChartColumn[]; currency: string }) {
  const describedBy = useId();
  const summary = chartSummary(columns, currency);
  return (
    <Box component="figure" m={0} data-testid="ten-year-chart">
      <Box h={280}>
        <Chart type="bar" data={chartData(columns)} options={chartOptions(columns, currency)} role="img" aria-label="Ten-year chart of sales, EBIT, NPAT, EPS and DPS" aria-describedby={describedBy} />
      </Box>
      <Text component="figcaption" size="xs" c="dimmed" mt={4}>
        Bars: sales, EBIT and NPAT ({chartMoneyAxisName(columns, currency)}, left axis). Lines: EPS and DPS per share, split-adjusted (right axis).
        {columns.some((column) => column.estimate) ? ' Lighter bars and dotted lines are your estimates.' : ''}
      </Text>
      <VisuallyHidden id={describedBy} data-testid="ten-year-chart-summary">
        {summary}
      </VisuallyHidden>
    </Box>
  );
}
