// What bench/pg-statements and bench/sqlite-statements print: the HTTP benchmarks' data, then
// `BENCH_REQUESTS` requests (200) one after the other for each route of the mixed load, with every
// statement the server runs timed in the server (statement-timer.mjs). Prints the mean time of each
// route and the statements that took the most time in all (`BENCH_TOP`, 15). Sequential requests
// show what each statement costs without queueing.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRepo, signIn, startApp } from './app.mjs';
import { fmt } from './load.mjs';
import { routesFor, seedWorkload } from './workload.mjs';

/** `analyze` false: PostgreSQL's tables as seeded, never analysed (autovacuum off or not there yet). */
export async function printStatementTimes({ dialect, analyze = true }) {
  const requests = Number(process.env.BENCH_REQUESTS ?? 200);
  const top = Number(process.env.BENCH_TOP ?? 15);
  const started = Date.now();
  const log = (message) => console.error(`[${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);
  const dir = mkdtempSync(join(tmpdir(), 'thesis-statement-times-'));
  process.env.BENCH_STATEMENT_TIMES = join(dir, 'times.json');
  process.env.BENCH_NODE_ARGS = `${process.env.BENCH_NODE_ARGS ?? ''} --import ${join(dirname(fileURLToPath(import.meta.url)), 'statement-timer.mjs')}`;

  buildRepo(log);
  const app = await startApp({ dialect, log });
  const database = dialect === 'postgres' ? 'PostgreSQL' : 'SQLite';
  const lines = [];
  try {
    const token = await signIn(app);
    const data = await seedWorkload(app.bases[0], token, { reviews: 300, log });
    if (analyze) await app.analyze();
    const routes = routesFor(data);
    process.kill(app.servers[0].pid, 'SIGUSR2');
    lines.push(`Sequential requests on ${database}, ${requests} a route${dialect === 'postgres' ? `, tables ${analyze ? 'analysed after seeding' : 'never analysed'}` : ''}; ${new Date().toISOString().slice(0, 10)}.`, '', '| Route | ms a request (client) |', '|---|---|');
    for (const name of ['search', 'review', 'score', 'screen']) {
      const list = routes[name];
      const began = performance.now();
      for (let i = 0; i < requests; i += 1) {
        const request = list[i % list.length];
        const response = await fetch(`${app.bases[0]}${request.path}`, { method: request.method, headers: { authorization: `Bearer ${token}`, ...(request.headers ?? {}) }, body: request.body });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${name}: ${response.status}`);
      }
      lines.push(`| ${name} | ${fmt((performance.now() - began) / requests)} |`);
    }
    process.kill(app.servers[0].pid, 'SIGUSR2');
  } finally {
    await app.stop();
  }
  const rows = JSON.parse(readFileSync(process.env.BENCH_STATEMENT_TIMES, 'utf8'));
  rmSync(dir, { recursive: true, force: true });
  const total = rows.reduce((sum, row) => sum + row.ms, 0);
  lines.push('', `Statements: ${fmt(total)} ms in all; the ${top} that took the most:`, '', '| total ms | runs | mean ms | statement |', '|---|---|---|---|');
  for (const row of rows.slice(0, top)) lines.push(`| ${fmt(row.ms)} | ${row.count} | ${row.ms / row.count < 10 ? (row.ms / row.count).toFixed(3) : fmt(row.ms / row.count)} | ${row.sql.replace(/\s+/g, ' ').slice(0, 140).replace(/\|/g, '\\|')}… |`);
  console.log(lines.join('\n'));
  log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
