// Statement times on PostgreSQL (`npm run bench -- pg-statements`): the HTTP benchmarks' data, then
// 200 requests one after the other for each route of the mixed load, with every statement the
// server sends timed in the server (bench/support/pg-statement-timer.mjs). Prints the mean time
// of each route and the statements that took the most time in all. Sequential requests show what
// each statement costs the database without queueing.
//
//   TEST_DATABASE_URL=postgres://… npm run bench -- pg-statements
//   BENCH_TOP=40 …       list the 40 statements that took the most time (15)
//   BENCH_ANALYZE=0 …    the tables as seeded, never analysed (autovacuum off or not there yet)
//   BENCH_ROOT=/path/to/other/checkout …   another (built) version
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRepo, signIn, startApp } from '../support/app.mjs';
import { routesFor, seedWorkload } from '../support/workload.mjs';
import { fmt } from '../support/load.mjs';

if (!process.env.TEST_DATABASE_URL) {
  console.log('bench/pg-statements needs TEST_DATABASE_URL (a PostgreSQL database); skipped.');
  process.exit(0);
}
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const TOP = Number(process.env.BENCH_TOP ?? 15);
const ANALYZE = process.env.BENCH_ANALYZE !== '0';
const here = dirname(fileURLToPath(import.meta.url));
const started = Date.now();
const log = (message) => console.error(`[${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);
const dir = mkdtempSync(join(tmpdir(), 'thesis-pg-times-'));
process.env.BENCH_PG_TIMES = join(dir, 'times.json');
process.env.BENCH_NODE_ARGS = `${process.env.BENCH_NODE_ARGS ?? ''} --import ${join(here, '../support/pg-statement-timer.mjs')}`;

buildRepo(log);
const app = await startApp({ dialect: 'postgres', log });
const lines = [];
try {
  const token = await signIn(app);
  const data = await seedWorkload(app.bases[0], token, { reviews: 300, log });
  if (ANALYZE) await app.analyze();
  const routes = routesFor(data);
  process.kill(app.servers[0].pid, 'SIGUSR2');
  lines.push(`Sequential requests on PostgreSQL, ${REQUESTS} a route, tables ${ANALYZE ? 'analysed after seeding' : 'never analysed'}; ${new Date().toISOString().slice(0, 10)}.`, '', '| Route | ms a request (client) |', '|---|---|');
  for (const name of ['search', 'review', 'score', 'screen']) {
    const list = routes[name];
    const began = performance.now();
    for (let i = 0; i < REQUESTS; i += 1) {
      const request = list[i % list.length];
      const response = await fetch(`${app.bases[0]}${request.path}`, { method: request.method, headers: { authorization: `Bearer ${token}`, ...(request.headers ?? {}) }, body: request.body });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${name}: ${response.status}`);
    }
    lines.push(`| ${name} | ${fmt((performance.now() - began) / REQUESTS)} |`);
  }
  process.kill(app.servers[0].pid, 'SIGUSR2');
} finally {
  await app.stop();
}
const rows = JSON.parse(readFileSync(process.env.BENCH_PG_TIMES, 'utf8'));
rmSync(dir, { recursive: true, force: true });
const total = rows.reduce((sum, row) => sum + row.ms, 0);
lines.push('', `Statements: ${fmt(total)} ms in all; the ${TOP} that took the most:`, '', '| total ms | runs | mean ms | statement |', '|---|---|---|---|');
for (const row of rows.slice(0, TOP)) lines.push(`| ${fmt(row.ms)} | ${row.count} | ${row.ms / row.count < 10 ? (row.ms / row.count).toFixed(3) : fmt(row.ms / row.count)} | ${row.sql.replace(/\s+/g, ' ').slice(0, 140).replace(/\|/g, '\\|')}… |`);
console.log(lines.join('\n'));
log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
