// In-process server time of the search: the repository query alone, and the whole use case
// (query + rows + presentation), timed over many queries against the benchmark database.
// Usage: node --import tsx bench/search/query-time.ts DATA_DIR  (prints JSON)
import { join } from 'node:path';
import { openDatabase } from '../../apps/server/src/db/database';
import { FinancialsRepository } from '../../apps/server/src/modules/investments/financials.repository';
import { noInvestmentExtensions } from '../../apps/server/src/modules/investments/investment-extensions';
import { InvestmentSearchRepository } from '../../apps/server/src/modules/investments/investments-search.repository';
import { InvestmentsRepository } from '../../apps/server/src/modules/investments/investments.repository';
import { InvestmentsService } from '../../apps/server/src/modules/investments/investments.service';
import { SearchRankingRepository } from '../../apps/server/src/modules/investments/search-ranking.repository';
import type { UserRow } from '../../apps/server/src/modules/users/users.repository';
import { QUERY_CLASSES } from './queries.mjs';
import { viewerOf } from '../../apps/server/src/modules/teams/workspace';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: query-time.ts DATA_DIR');
const db = openDatabase({ kind: 'sqlite', file: join(dataDir, 'thesis.db') });
const search = new InvestmentSearchRepository(db.db);
const service = new InvestmentsService({
  investments: new InvestmentsRepository(db.db),
  search,
  ranking: new SearchRankingRepository(db.db),
  financials: new FinancialsRepository(db.db),
  extensions: noInvestmentExtensions,
  refreshMetrics: () => Promise.resolve(),
});
const user = viewerOf({ id: '00000000-0000-7000-8000-000000000000', role: 'investor' } as UserRow, null);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), max: round(sorted.at(-1)!), n: sorted.length };
};

const ROUNDS = 10;
const results: Record<string, { query: ReturnType<typeof stats>; useCase: ReturnType<typeof stats> }> = {};
for (const [label, queries] of Object.entries(QUERY_CLASSES)) {
  for (const text of queries.slice(0, 3)) await service.list(user, { search: `ticker:${text}`, limit: 10, page: 1 }); // warm-up
  const query: number[] = [];
  const useCase: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const text of queries) {
      let started = performance.now();
      await search.search(user.id, text, 10);
      query.push(performance.now() - started);
      started = performance.now();
      await service.list(user, { search: `ticker:${text}`, limit: 10, page: 1 });
      useCase.push(performance.now() - started);
    }
  }
  results[label] = { query: stats(query), useCase: stats(useCase) };
}
await db.destroy();
console.log(JSON.stringify(results));
