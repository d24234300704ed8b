import { defineConfig } from 'vitest/config';

/**
 * The server's test files share one module graph per worker (isolate: false): each file no longer
 * imports the whole app afresh, which took more time than the tests themselves. Files that read
 * process-wide state (the statements a process has named so far) run in fresh workers.
 */
const SERVER_FRESH = ['src/db/database.test.ts', 'src/db/write-together.test.ts'];
const server = { root: './apps/server', test: { environment: 'node' as const, testTimeout: 20_000, hookTimeout: 30_000 } };

export default defineConfig({
  test: {
    // Three workers on two cores: the API tests spend much of their time waiting on the database,
    // so a third worker fills the gaps (full run 11.0 → 5.8 min on this machine, both databases).
    maxWorkers: 3,
    projects: [
      'packages/domain',
      { ...server, test: { ...server.test, name: 'server', include: ['src/**/*.test.ts'], exclude: SERVER_FRESH, isolate: false } },
      { ...server, test: { ...server.test, name: 'server-fresh', include: SERVER_FRESH } },
      'apps/web',
    ],
  },
});
