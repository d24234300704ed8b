import { LAYOUT, type ChartData } from '@thesis/domain';
import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
  type ChartData as ChartJsData,
  type ChartOptions,
} from 'chart.js';

ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, BarElement, Filler, Tooltip, Legend);

/** The palette colour of the n-th series (spec §9: eight colours). */
export function seriesColor(index: number): string {
  return LAYOUT.chartPalette[index % LAYOUT.chartPalette.length]!;
}

/** Datasets that carry at least one count: a stacked chart's legend lists only what happened. */
function withData(chart: ChartData): ChartData['datasets'] {
  const used = chart.datasets.filter((dataset) => dataset.data.some((value) => value > 0));
  return used.length > 0 ? used : chart.datasets.slice(0, 1);
}

/** The Reviews chart: one line of counts per bucket. */
export function lineData(chart: ChartData): ChartJsData<'line'> {
  return {
    labels: chart.labels,
    datasets: chart.datasets.map((dataset, index) => ({
      label: dataset.label,
      data: dataset.data,
      borderColor: seriesColor(index),
      backgroundColor: `${seriesColor(index)}22`,
      pointBackgroundColor: seriesColor(index),
      pointRadius: 3,
      pointHoverRadius: 5,
      borderWidth: 2,
      tension: 0.3,
      cubicInterpolationMode: 'monotone',
      fill: true,
    })),
  };
}

/** Edits and Decisions: stacked bars, one colour per series (colours follow the series order, so they never shift). */
export function stackedBarData(chart: ChartData): ChartJsData<'bar'> {
  const colourOf = new Map(chart.datasets.map((dataset, index) => [dataset.key, seriesColor(index)]));
  return {
    labels: chart.labels,
    datasets: withData(chart).map((dataset) => ({
      label: dataset.label,
      data: dataset.data,
      backgroundColor: colourOf.get(dataset.key),
      barThickness: LAYOUT.barThickness,
      borderRadius: 2,
      stack: 'activity',
    })),
  };
}

const axisFont = { family: 'inherit', size: 11 };
const tick = { font: axisFont, color: '#495057' };

function axes(stacked: boolean) {
  return {
    x: { stacked, grid: { display: false }, ticks: { ...tick, maxRotation: 0, autoSkip: true, maxTicksLimit: 8 } },
    y: { stacked, beginAtZero: true, ticks: { ...tick, precision: 0 }, grid: { color: '#e9ecef' } },
  };
}

/** Reviews: one line, whole-number counts from 0, no legend (the title says it). */
export function lineOptions(): ChartOptions<'line'> {
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: { duration: 250 },
    interaction: { mode: 'index', intersect: false },
    plugins: { legend: { display: false } },
    scales: axes(false),
  };
}

/** Edits and Decisions: stacked bars with a legend; the tooltip lists only the series with counts. */
export function stackedBarOptions(): ChartOptions<'bar'> {
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: { duration: 250 },
    interaction: { mode: 'index', intersect: false },
    plugins: {
      legend: { display: true, position: 'bottom', labels: { boxWidth: 10, boxHeight: 10, font: axisFont, color: '#343a40' } },
      tooltip: { filter: (item) => Number(item.raw) > 0 },
    },
    scales: axes(true),
  };
}
