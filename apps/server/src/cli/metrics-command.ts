import { computeAllMetrics } from '../modules/metrics/compute-all-metrics';
import { CliError, type Command } from './command';

/** One line for the operator: how many companies and rows, and how long it took. */
export function metricsRefreshLine(result: { companies: number; rows: number; milliseconds: number }): string {
  return `Metrics computed for ${result.companies.toLocaleString('en-US')} ${result.companies === 1 ? 'company' : 'companies'} with data (${result.rows.toLocaleString('en-US')} values and reasons) in ${result.milliseconds.toLocaleString('en-US')} ms.`;
}

/** metrics:refresh — recomputes every company's stored fundamentals (docs/market-data.md). */
export const metricsCommand: Command = {
  usage: 'metrics:refresh',
  summary: 'Recompute the stored fundamentals (P/E, margins, ROE …) of every company with data',
  async run(args, { db, out }) {
    if (args.length > 0) throw new CliError('Usage: metrics:refresh');
    out(metricsRefreshLine(await computeAllMetrics(db.db)));
  },
};
