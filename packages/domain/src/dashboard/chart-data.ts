import type { DashboardPeriod } from '../constants/sharing';
import { bucketIndexOf, dashboardBuckets } from './period-buckets';
import type { Instant } from './utc-calendar';

/**
 * Chart data of the dashboard (spec §3: labels and datasets.data; §7 GET /dashboard/reviews |
 * edits | decisions?type=month|quarter|half|year). Events are counted into the period's UTC
 * buckets; empty buckets count 0; events outside the period are ignored.
 *
 * One dataset per series: Reviews is a single line (no series), Edits and Decisions are stacked
 * bars whose series are e.g. what was edited or the decision's action. `series` fixes the order
 * (and keeps empty series so colours stay stable); series met but not listed follow in order of
 * first appearance. An event's `count` (default 1) lets the caller pass pre-aggregated day totals.
 */
export interface DashboardEvent {
  at: Instant;
  series?: string | null;
  count?: number;
}

export interface ChartDataset {
  /** The series key ('' for the single series). */
  key: string;
  label: string;
  data: number[];
}

export interface ChartData {
  labels: string[];
  datasets: ChartDataset[];
}

export interface ChartOptions {
  /** Series in display order; each gets a dataset even when empty. */
  series?: readonly string[];
  /** Display names of series keys; the key itself otherwise. */
  seriesLabels?: Readonly<Record<string, string>>;
  /** Label of the dataset of events without a series. */
  defaultLabel?: string;
}

// The request and answer schemas live apart: the dashboard page reads chart data without zod.
export { chartDataSchema, dashboardChartQuerySchema } from './chart-schemas';

export function dashboardChartData(period: DashboardPeriod, events: Iterable<DashboardEvent>, now: Instant = new Date(), options: ChartOptions = {}): ChartData {
  const buckets = dashboardBuckets(period, now);
  const series = new Map<string, number[]>();
  const ensure = (key: string) => {
    let data = series.get(key);
    if (!data) {
      data = new Array<number>(buckets.length).fill(0);
      series.set(key, data);
    }
    return data;
  };
  for (const key of options.series ?? []) ensure(key);
  // Day totals repeat the same instant for every kind and series: place each instant once.
  const placed = new Map<string, number>();
  const indexOf = (at: Instant): number => {
    if (typeof at !== 'string') return bucketIndexOf(buckets, at);
    let index = placed.get(at);
    if (index === undefined) {
      index = bucketIndexOf(buckets, at);
      placed.set(at, index);
    }
    return index;
  };
  for (const event of events) {
    const index = indexOf(event.at);
    if (index === -1) continue;
    const count = event.count ?? 1;
    if (!Number.isFinite(count)) continue;
    ensure(event.series ?? '')[index]! += count;
  }
  if (series.size === 0) ensure('');
  return {
    labels: buckets.map((bucket) => bucket.label),
    datasets: [...series].map(([key, data]) => ({ key, label: key ? (options.seriesLabels?.[key] ?? key) : (options.defaultLabel ?? ''), data })),
  };
}

/** True when nothing happened in the period: the chart shows its empty-state sentence instead. */
export function isChartEmpty(chart: ChartData): boolean {
  return chart.datasets.every((dataset) => dataset.data.every((value) => value === 0));
}
