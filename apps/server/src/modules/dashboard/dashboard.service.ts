import {
  DASHBOARD_CHART_KINDS,
  DASHBOARD_CHART_SERIES,
  dashboardBuckets,
  dashboardChartData,
  editSeriesOf,
  type ChartData,
  type DashboardChart,
  type DashboardEvent,
  type DashboardPeriod,
} from '@thesis/domain';
import type { Viewer } from '../teams/workspace';
import type { BucketCount, DashboardRepository } from './dashboard.repository';

interface Deps {
  repository: DashboardRepository;
  now: () => Date;
}

/** The series of a count in its chart: edit kinds grouped, decisions by action, reviews one line. */
function seriesOf(chart: DashboardChart, row: BucketCount): string | null {
  if (chart === 'edits') return editSeriesOf(row.kind);
  if (chart === 'decisions') return row.series || null;
  return null;
}

/**
 * The dashboard charts (spec §7 GET /dashboard/reviews | edits | decisions?type=): the viewer's own
 * activity events in the period's UTC buckets (domain rules), every bucket listed (empty ones 0).
 */
export class DashboardService {
  constructor(private readonly deps: Deps) {}

  async chart(viewer: Viewer, chart: DashboardChart, period: DashboardPeriod): Promise<ChartData> {
    const now = this.deps.now();
    const buckets = dashboardBuckets(period, now);
    const rows = await this.deps.repository.bucketCounts({ userId: viewer.id, kinds: DASHBOARD_CHART_KINDS[chart], buckets });
    const events: DashboardEvent[] = rows.flatMap((row) => {
      const bucket = buckets[row.bucket];
      return bucket ? [{ at: bucket.start, series: seriesOf(chart, row), count: row.count }] : [];
    });
    return dashboardChartData(period, events, now, DASHBOARD_CHART_SERIES[chart]);
  }
}
