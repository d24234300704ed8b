// Dashboard benchmark (`npm run bench -- dashboard`): a user with 2 000 reviews and 50 000 activity
// events; p95 of each dashboard endpoint over HTTP against the built server, on SQLite and — when
// TEST_DATABASE_URL is set — on PostgreSQL (its own schema). Prints a Markdown report; copy it into
// docs/benchmarks.md.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, percentile, waitFor } from '../support/http.mjs';
import { logConfiguration, withBenchLogLevel } from '../support/log-level.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const TARGET_MS = 30;
const PERIODS = ['month', 'quarter', 'half', 'year'];
const ENDPOINTS = [
  ...['reviews', 'edits', 'decisions'].map((chart) => ({ label: `GET /dashboard/${chart}`, paths: PERIODS.map((type) => `/api/v1/dashboard/${chart}?type=${type}`) })),
  { label: 'GET /investment-reviews (My Recent Reviews)', paths: ['/api/v1/investment-reviews?orderBy=updated_at&sortedBy=desc&limit=5&include=defaultProcess'] },
  // Not a dashboard endpoint: the cost every authenticated request pays on this machine right now.
  { label: 'baseline: GET /users/profile', paths: ['/api/v1/users/profile'], baseline: true },
];
const started = Date.now();
const log = (message) => console.error(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`);

function run(command, args, env) {
  const result = spawnSync(command, args, { cwd: root, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

const fmt = (value) => (value < 10 ? value.toFixed(2) : value.toFixed(1));

/** One request at a time over a kept-alive connection, cycling through the paths (all periods). */
async function sequential(base, paths, headers) {
  for (const path of paths) await (await fetch(`${base}${path}`, { headers })).arrayBuffer(); // warm-up
  const samples = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const path = paths[i % paths.length];
    const begin = performance.now();
    const response = await fetch(`${base}${path}`, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    samples.push(performance.now() - begin);
  }
  samples.sort((a, b) => a - b);
  return { min: samples[0], p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples.at(-1) };
}

async function api(base, method, path, token, body) {
  const response = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** Prepares a database, fills it, measures every endpoint; the server and data go away after. */
async function measure(dialect) {
  const dataDir = mkdtempSync(join(tmpdir(), 'thesis-bench-dashboard-'));
  const env = withBenchLogLevel({ ...process.env, DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01', AUTH_RATE_LIMIT_MAX: '1000', HOST: '127.0.0.1', NODE_ENV: 'production' });
  delete env.DATABASE_URL;
  delete env.DATABASE_SCHEMA;
  const schema = `bench_dashboard_${process.pid}`;
  const url = process.env.TEST_DATABASE_URL;
  if (dialect === 'postgres') {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`create schema "${schema}"`);
    await client.end();
    Object.assign(env, { DATABASE_URL: url, DATABASE_SCHEMA: schema });
  }
  let server;
  try {
    const port = await freePort();
    log(`${dialect}: starting the server (migrations, the shipped universe)`);
    server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], { cwd: tmpdir(), env: { ...env, PORT: String(port) }, stdio: ['ignore', openSync(join(dataDir, 'server.log'), 'a'), 'inherit'] });
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/readyz`, 120_000, 200);
    run(process.execPath, [join(root, 'apps/server/dist/cli.js'), 'users:create', '--email', 'bench@example.com', '--username', 'bench', '--password', 'bench password 123', '--role', 'investor', '--verified'], env);
    const { access_token: token } = await api(base, 'POST', '/login', null, { email: 'bench@example.com', password: 'bench password 123' });
    const me = await api(base, 'GET', '/users/profile', token);

    // One real review through the API: the default process with five factors, attached and scored.
    const core = await api(base, 'POST', '/processes', token, { name: 'Core' });
    for (const [name, type] of [['Moat', 'Qualitative5pt'], ['Management', 'Qualitative7pt'], ['Balance sheet', 'Qualitative3pt'], ['Growth', 'Qualitative5pt'], ['Momentum', 'Flags']]) {
      await api(base, 'POST', '/factors', token, { name, type, parent_id: core.id });
    }
    const [first] = await api(base, 'GET', `/investments?search=${encodeURIComponent('ticker:AAPL')}&limit=1`, token);
    const review = await api(base, 'POST', `/investments/${first.id}/processes`, token, { process_ids: [core.id] });
    await api(base, 'PATCH', `/investment-factors/${review.processes[0].factors[0].id}`, token, { score: 'v_good' });

    log(`${dialect}: writing 2 000 reviews and 50 000 activity events`);
    const seeded = JSON.parse(run(process.execPath, ['--import', 'tsx', join(root, 'bench/dashboard/seed.ts'), me.id, review.id], env));

    log(`${dialect}: in-process server time`);
    const serverTime = JSON.parse(run(process.execPath, ['--import', 'tsx', join(root, 'bench/dashboard/server-time.ts'), me.id], env));

    const headers = { authorization: `Bearer ${token}` };
    const rows = [];
    for (const endpoint of ENDPOINTS) {
      log(`${dialect}: ${endpoint.label}`);
      rows.push({ ...endpoint, result: await sequential(base, endpoint.paths, headers) });
    }
    return { dialect, seeded, rows, serverTime };
  } finally {
    server?.kill('SIGTERM');
    await new Promise((done) => setTimeout(done, 300));
    if (process.env.BENCH_KEEP) log(`${dialect}: kept ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
    if (dialect === 'postgres') {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    }
  }
}

const loadBefore = loadavg()[0].toFixed(1);
log('building the server bundle');
run('npm', ['run', 'build', '-w', '@thesis/server'], process.env);
const results = [await measure('sqlite')];
if (process.env.TEST_DATABASE_URL) results.push(await measure('postgres'));

const lines = [
  `Dashboard benchmark: ${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}, load average ${loadBefore} before and ${loadavg()[0].toFixed(1)} after. ${SAMPLES} sequential requests per endpoint (the charts cycle through month, quarter, half and year).`,
  '',
  '| Database | Endpoint | reviews / events | HTTP min (ms) | HTTP p50 (ms) | HTTP p95 (ms) | max (ms) |',
  '|---|---|---|---|---|---|---|',
  ...results.flatMap(({ dialect, seeded, rows }) =>
    rows.map(({ label, result }) => `| ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} | ${label} | ${seeded.reviews.toLocaleString('en-US')} / ${seeded.events.toLocaleString('en-US')} | ${fmt(result.min)} | ${fmt(result.p50)} | ${fmt(result.p95)} | ${fmt(result.max)} |`),
  ),
  '',
  'In-process server time (the use case alone: SQL and bucketing, or the list with its rows), p50 / p95 in ms:',
  '',
  `| Use case | ${results.map(({ dialect }) => (dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL')).join(' | ')} |`,
  `|---|${results.map(() => '---|').join('')}`,
  ...Object.keys(results[0].serverTime).map((key) => `| ${key} | ${results.map(({ serverTime }) => `${fmt(serverTime[key].p50)} / ${fmt(serverTime[key].p95)}`).join(' | ')} |`),
];
console.log([logConfiguration(), '', ...lines].join('\n'));
const worst = Math.max(...results.flatMap(({ rows }) => rows.filter((row) => !row.baseline).map((row) => row.result.p95)));
console.log(`\nTarget: p95 ≤ ${TARGET_MS} ms for every endpoint — ${worst <= TARGET_MS ? 'met' : 'MISSED'} (worst p95 ${fmt(worst)} ms). Total run ${((Date.now() - started) / 1000).toFixed(0)} s.`);
if (worst > TARGET_MS) process.exitCode = 1;
