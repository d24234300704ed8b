import { describe, expect, it } from 'vitest';
import { chartDataSchema, dashboardChartData, dashboardChartQuerySchema, isChartEmpty } from './chart-data';

const NOW = '2026-03-05T10:00:00.000Z';

describe('dashboard chart data', () => {
  it('counts events per bucket with empty buckets as 0', () => {
    const chart = dashboardChartData('month', [{ at: '2026-03-05T09:00:00Z' }, { at: '2026-03-05T00:00:00Z' }, { at: '2026-02-04T00:00:00Z' }], NOW, { defaultLabel: 'Reviews' });
    expect(chart.labels).toHaveLength(30);
    expect(chart.datasets).toHaveLength(1);
    expect(chart.datasets[0]!.label).toBe('Reviews');
    expect(chart.datasets[0]!.data[0]).toBe(1);
    expect(chart.datasets[0]!.data[29]).toBe(2);
    expect(chart.datasets[0]!.data.reduce((a, b) => a + b, 0)).toBe(3);
    expect(chartDataSchema.safeParse(chart).success).toBe(true);
  });
  it('ignores events outside the period, on either side of its boundaries', () => {
    const chart = dashboardChartData('month', [
      { at: '2026-02-03T23:59:59.999Z' }, // just before the first bucket
      { at: '2026-03-06T00:00:00.000Z' }, // just after the last
      { at: 'not a date' },
    ], NOW);
    expect(isChartEmpty(chart)).toBe(true);
  });
  it('counts by UTC day whatever the offset the timestamp was written with', () => {
    const chart = dashboardChartData('month', [
      { at: '2026-03-01T01:00:00+02:00' }, // 28 Feb 23:00 UTC
      { at: '2026-03-01T09:30:00+10:00' }, // 28 Feb 23:30 UTC
      { at: '2026-02-28T20:00:00-05:00' }, // 1 Mar 01:00 UTC
    ], NOW);
    const byLabel = Object.fromEntries(chart.labels.map((label, i) => [label, chart.datasets[0]!.data[i]]));
    expect(byLabel['28 Feb']).toBe(2);
    expect(byLabel['01 Mar']).toBe(1);
  });
  it('counts weekly buckets across a month boundary and monthly buckets across a year', () => {
    const quarter = dashboardChartData('quarter', [{ at: '2026-03-01T23:59:59Z' }, { at: '2026-03-02T00:00:00Z' }], NOW);
    expect(quarter.datasets[0]!.data.slice(-2)).toEqual([1, 1]); // Sunday closes the week of 23 Feb
    const year = dashboardChartData('year', [{ at: '2025-12-31T23:59:59.999Z' }, { at: '2026-01-01T00:00:00Z' }, { at: '2025-03-31T23:59:59Z' }], NOW);
    expect(year.labels.slice(8, 10)).toEqual(['Dec 2025', 'Jan 2026']);
    expect(year.datasets[0]!.data).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0]);
  });
  it('stacks series in the given order, keeping empty ones, and appends unlisted ones', () => {
    const chart = dashboardChartData(
      'half',
      [
        { at: '2026-03-03T00:00:00Z', series: 'sell' },
        { at: '2026-03-03T00:00:00Z', series: 'buy' },
        { at: '2026-02-10T00:00:00Z', series: 'buy' },
        { at: '2026-03-04T00:00:00Z', series: 'short' },
      ],
      NOW,
      { series: ['buy', 'sell', 'hold'], seriesLabels: { buy: 'Buy', sell: 'Sell', hold: 'Hold' } },
    );
    expect(chart.datasets.map((d) => [d.key, d.label])).toEqual([['buy', 'Buy'], ['sell', 'Sell'], ['hold', 'Hold'], ['short', 'short']]);
    expect(chart.datasets[0]!.data.at(-1)).toBe(1);
    expect(chart.datasets[0]!.data.reduce((a, b) => a + b, 0)).toBe(2);
    expect(chart.datasets[2]!.data.every((v) => v === 0)).toBe(true);
  });
  it('adds pre-aggregated day totals', () => {
    const chart = dashboardChartData('month', [{ at: '2026-03-04', count: 7 }, { at: '2026-03-04', count: 5 }, { at: '2026-03-03', count: Number.NaN }], NOW);
    expect(chart.datasets[0]!.data.slice(-3)).toEqual([0, 12, 0]);
  });
  it('is empty with no events', () => {
    const chart = dashboardChartData('year', [], NOW);
    expect(chart.datasets).toEqual([{ key: '', label: '', data: new Array(12).fill(0) }]);
    expect(isChartEmpty(chart)).toBe(true);
    expect(isChartEmpty(dashboardChartData('year', [], NOW, { series: ['a', 'b'] }))).toBe(true);
  });
  it('reads the period query, month by default', () => {
    expect(dashboardChartQuerySchema.parse({})).toEqual({ type: 'month' });
    expect(dashboardChartQuerySchema.parse({ type: 'half' })).toEqual({ type: 'half' });
    expect(dashboardChartQuerySchema.safeParse({ type: 'week' }).error?.issues[0]?.message).toBe('type must be month, quarter, half or year');
  });
});
