// In-process server time of the dashboard: the chart use case (SQL day counts + domain buckets) for
// every chart and period, and the My Recent Reviews list, timed against the benchmark database.
// Usage: node --import tsx bench/dashboard/server-time.ts USER_ID  (env: the server's; prints JSON)
import { DASHBOARD_CHARTS, DASHBOARD_PERIODS, listReviewsQuerySchema } from '@thesis/domain';
import { loadConfig } from '../../apps/server/src/config';
import { viewerOf } from '../../apps/server/src/modules/teams/workspace';
import { openDatabase } from '../../apps/server/src/db/database';
import { DashboardRepository } from '../../apps/server/src/modules/dashboard/dashboard.repository';
import { DashboardService } from '../../apps/server/src/modules/dashboard/dashboard.service';
import { FinancialsRepository } from '../../apps/server/src/modules/investments/financials.repository';
import { ReviewReader } from '../../apps/server/src/modules/reviews/review-reader';
import { noReviewSharing } from '../../apps/server/src/modules/reviews/review-sharing';
import { ReviewPolicy } from '../../apps/server/src/modules/reviews/reviews.policy';
import { ReviewsService } from '../../apps/server/src/modules/reviews/reviews.service';
import type { UserRow } from '../../apps/server/src/modules/users/users.repository';

const userId = process.argv[2];
if (!userId) throw new Error('usage: server-time.ts USER_ID');
const db = openDatabase(loadConfig().database);
const viewer = viewerOf((await db.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow()) as UserRow, null);
const charts = new DashboardService({ repository: new DashboardRepository(db.db), now: () => new Date() });
const reviews = new ReviewsService({ db: db.db, policy: new ReviewPolicy(noReviewSharing), reader: new ReviewReader(() => ''), financials: new FinancialsRepository(db.db) });
const recentQuery = listReviewsQuerySchema.parse({ orderBy: 'updated_at', sortedBy: 'desc', limit: '5', include: 'defaultProcess' });

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 25);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 100) / 100;
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)) };
};
async function time(work: () => Promise<unknown>): Promise<ReturnType<typeof stats>> {
  for (let i = 0; i < 3; i += 1) await work();
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const started = performance.now();
    await work();
    samples.push(performance.now() - started);
  }
  return stats(samples);
}

const results: Record<string, ReturnType<typeof stats>> = {};
for (const chart of DASHBOARD_CHARTS) for (const period of DASHBOARD_PERIODS) results[`${chart} ${period}`] = await time(() => charts.chart(viewer, chart, period));
results['recent reviews'] = await time(() => reviews.list(viewer, recentQuery));
await db.destroy();
console.log(JSON.stringify(results));
