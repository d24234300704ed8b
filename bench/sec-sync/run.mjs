// A full SEC filings sync against a local stand-in (`npm run bench -- sec-sync`): every registrant
// the SEC lists on a US exchange (about 5,800 in data/reference), each with the trimmed real facts of
// one of four fixture companies. Measures the sync's time and rate (unpaced: the SEC itself allows
// 10 requests a second, so a real first sync of N companies takes at least N × 2 / 10 s), its peak
// memory, what it adds to the database, and review reads of a signed-in user while it runs (p99
// against the same reads just before). The CLI runs the sync, as an operator would, beside the
// server, with the configuration the app ships (LOG_LEVEL info) unless BENCH_LOG_LEVEL says otherwise.
//
//   npm run bench -- sec-sync                                     SQLite, every company
//   BENCH_SEC_COMPANIES=1000 npm run bench -- sec-sync             the first 1,000 (how it scales)
//   BENCH_DB=postgres TEST_DATABASE_URL=… npm run bench -- sec-sync
import { spawn } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { appRoot, buildRepo, signIn, startApp } from '../support/app.mjs';
import { fmt, hammer, median } from '../support/load.mjs';
import { logConfiguration } from '../support/log-level.mjs';
import { routesFor, seedWorkload } from '../support/workload.mjs';
import { startSecStandIn } from './stand-in.mjs';

const DIALECT = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'sqlite';
const COMPANIES = Number(process.env.BENCH_SEC_COMPANIES ?? Infinity);
const WINDOW_SECONDS = 5;
const CONNECTIONS = 4;
const started = Date.now();
const log = (message) => console.error(`[${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);

function rssKb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

async function databaseBytes(env) {
  if (DIALECT === 'sqlite') {
    const file = join(env.DATA_DIR, 'thesis.db');
    const size = (path) => { try { return statSync(path).size; } catch { return 0; } };
    return size(file) + size(`${file}-wal`);
  }
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query('select coalesce(sum(pg_total_relation_size(format(\'%I.%I\', schemaname, tablename))), 0)::bigint as bytes from pg_tables where schemaname = $1', [env.DATABASE_SCHEMA]);
    return Number(rows[0].bytes);
  } finally {
    await client.end();
  }
}

buildRepo(log);
const standIn = await startSecStandIn({ limit: COMPANIES });
log(`stand-in serves ${standIn.companies.toLocaleString('en-US')} registrants at ${standIn.url}`);
const app = await startApp({ dialect: DIALECT, log });
try {
  const token = await signIn(app);
  const data = await seedWorkload(app.bases[0], token, { reviews: 50, log });
  await app.analyze();
  const requests = routesFor(data).review;
  const pid = app.servers[0].pid;
  log('review reads before the sync');
  const before = await hammer({ base: app.bases[0], requests, connections: CONNECTIONS, seconds: 10, token, pid });
  const bytesBefore = await databaseBytes(app.env);
  const env = { ...app.env, SEC_USER_AGENT: 'Thesis benchmark bench@example.com', SEC_DATA_URL: standIn.url, SEC_FILES_URL: standIn.url, SEC_REQUESTS_PER_SECOND: '1000' };
  log('data:sync sec --all');
  const syncStarted = Date.now();
  const cli = spawn(process.execPath, [join(appRoot, 'apps/server/dist/cli.js'), 'data:sync', 'sec', '--all'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  cli.stdout.on('data', (chunk) => (output += chunk));
  cli.stderr.on('data', (chunk) => (output += chunk));
  let peakKb = 0;
  const sampler = setInterval(() => (peakKb = Math.max(peakKb, rssKb(cli.pid))), 200);
  const exited = new Promise((resolve) => cli.once('exit', (code) => resolve(code)));
  let running = true;
  void exited.then(() => (running = false));
  const during = [];
  while (running) {
    const window = await hammer({ base: app.bases[0], requests, connections: CONNECTIONS, seconds: WINDOW_SECONDS, token, pid });
    if (running) during.push(window);
  }
  const code = await exited;
  clearInterval(sampler);
  const seconds = (Date.now() - syncStarted) / 1000;
  if (code !== 0) throw new Error(`data:sync failed (${code}):\n${output}`);
  const bytesAfter = await databaseBytes(app.env);
  const summary = output.split('\n').find((line) => line.startsWith('SEC filings:')) ?? output;
  const p99s = during.map((window) => window.p99);
  const sorted = [...p99s].sort((a, b) => a - b);
  console.log(`\n### SEC filings sync against the stand-in (${DIALECT}, ${new Date().toISOString().slice(0, 10)})\n`);
  console.log(logConfiguration());
  console.log(`Command: \`${process.env.BENCH_SEC_COMPANIES ? `BENCH_SEC_COMPANIES=${COMPANIES} ` : ''}${DIALECT === 'postgres' ? 'BENCH_DB=postgres ' : ''}npm run bench -- sec-sync\`\n`);
  console.log('| Measure | Value |\n|---|---|');
  console.log(`| Registrants served | ${standIn.companies.toLocaleString('en-US')} (${standIn.requests().toLocaleString('en-US')} requests answered) |`);
  console.log(`| Sync summary | ${summary.trim()} |`);
  console.log(`| Time, unpaced | ${fmt(seconds)} s (${fmt(standIn.companies / seconds)} companies/s) |`);
  console.log(`| Time at the SEC's 10 requests/s | at least ${fmt((standIn.companies * 2) / 10 / 60)} min (2 requests a company) |`);
  console.log(`| Peak memory of the sync (RSS) | ${fmt(peakKb / 1024)} MB |`);
  console.log(`| Database size | ${fmt(bytesBefore / 1e6)} MB → ${fmt(bytesAfter / 1e6)} MB (+${fmt((bytesAfter - bytesBefore) / 1e6)} MB) |`);
  console.log(`| Review read before: req/s, p50, p99 | ${fmt(before.rps)}, ${fmt(before.p50)} ms, ${fmt(before.p99)} ms |`);
  console.log(`| Review read during (${during.length} windows of ${WINDOW_SECONDS} s): median req/s, median p99, worst p99 | ${fmt(median(during.map((window) => window.rps)))}, ${fmt(median(p99s))} ms, ${fmt(sorted.at(-1))} ms |`);
  console.log(`| Errors during | ${during.reduce((sum, window) => sum + window.errors + window.non2xx, 0)} |`);
} finally {
  await app.stop();
  await standIn.stop();
}
