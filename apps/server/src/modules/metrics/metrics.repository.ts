import type { ScreenMetricValue } from '@thesis/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { chunks } from '../investments/investments.repository';

/** Per company id, its stored metrics by metric id. */
export type MetricsByCompany = Map<string, Record<string, ScreenMetricValue>>;

/** Reads stored fundamentals (investment_metrics) for the rows a page or a portfolio shows. */
export class MetricsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The asked metrics of the asked companies; a company without stored metrics is absent. */
  async forCompanies(investmentIds: readonly string[], metricIds: readonly string[]): Promise<MetricsByCompany> {
    const found: MetricsByCompany = new Map();
    if (investmentIds.length === 0 || metricIds.length === 0) return found;
    for (const ids of chunks([...new Set(investmentIds)], 500)) {
      const rows = await this.db
        .selectFrom('investment_metrics')
        .select(['investment_id', 'metric_id', 'value', 'reason', 'as_of'])
        .where('investment_id', 'in', ids)
        .where('metric_id', 'in', metricIds)
        .execute();
      for (const row of rows) {
        const metrics = found.get(row.investment_id) ?? found.set(row.investment_id, {}).get(row.investment_id)!;
        metrics[row.metric_id] = { value: row.value === null ? null : Number(row.value), reason: row.reason, as_of: row.as_of };
      }
    }
    return found;
  }
}
