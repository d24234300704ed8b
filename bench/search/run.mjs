// Search benchmark (`npm run bench -- search`): a 100 000-investment universe in a temporary SQLite
// data dir, the built server against a bare Fastify route on loopback, plus the in-process server
// time of the search. Prints a Markdown report; copy it into docs/benchmarks.md.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { freePort, percentile, waitFor } from '../support/http.mjs';
import { generateUniverse } from './generate.mjs';
import { QUERY_CLASSES } from './queries.mjs';
import { logConfiguration, withBenchLogLevel } from '../support/log-level.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = 10;
const SAMPLES = 300;
const dataDir = mkdtempSync(join(tmpdir(), 'thesis-bench-search-'));
const env = withBenchLogLevel({ ...process.env, DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01', AUTH_RATE_LIMIT_MAX: '1000', HOST: '127.0.0.1', NODE_ENV: 'production' });
delete env.DATABASE_URL;
const started = Date.now();
const log = (message) => console.error(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`);

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, env, encoding: 'utf8', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

const cli = (...args) => run(process.execPath, [join(root, 'apps/server/dist/cli.js'), ...args]);


/** Unloaded latency: one request at a time over a kept-alive connection. */
async function sequential(base, paths, headers) {
  const samples = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const begin = performance.now();
    const response = await fetch(`${base}${paths[i % paths.length]}`, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${paths[i % paths.length]}: ${response.status}`);
    samples.push(performance.now() - begin);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

/** Throughput and latency under load (autocannon, CONNECTIONS connections). */
async function loaded(base, paths, headers) {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    headers,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`autocannon: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p97_5: result.latency.p97_5 };
}

const fmt = (value) => (value < 10 ? value.toFixed(2) : value.toFixed(1));
let server;
let bare;
const loadBefore = loadavg()[0].toFixed(1);
try {
  log('building the server bundle');
  run('npm', ['run', 'build', '-w', '@thesis/server']);
  log(`generating ${ROWS.toLocaleString('en-US')} investments`);
  const csv = join(dataDir, 'universe.csv');
  await generateUniverse(csv, ROWS);
  log('importing them with import:universe');
  const importStart = Date.now();
  cli('import:universe', csv);
  const importSeconds = (Date.now() - importStart) / 1000;
  cli('users:create', '--email', 'bench@example.com', '--username', 'bench', '--password', 'bench password 123', '--role', 'investor', '--verified');

  log('in-process server time of the search');
  const serverTime = JSON.parse(run(process.execPath, ['--import', 'tsx', join(root, 'bench/search/query-time.ts'), dataDir]));

  const port = await freePort();
  server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], { cwd: tmpdir(), env: { ...env, PORT: String(port) }, stdio: ['ignore', openSync(join(dataDir, 'server.log'), 'a'), 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/healthz`);
  const login = await fetch(`${base}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bench@example.com', password: 'bench password 123' }) });
  const token = (await login.json()).data.access_token;
  const headers = { authorization: `Bearer ${token}` };
  const pathsOf = (texts) => texts.map((text) => `/api/v1/investments?search=${encodeURIComponent(`ticker:${text}`)}&limit=10`);
  const sample = await (await fetch(`${base}${pathsOf(['a'])[0]}`, { headers })).json();

  bare = Fastify({ logger: false });
  bare.get('/bare', () => sample);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareBase = `http://127.0.0.1:${bare.server.address().port}`;

  const rows = [];
  const bareUnloaded = await sequential(bareBase, ['/bare'], headers);
  const bareLoaded = await loaded(bareBase, ['/bare'], headers);
  for (const [label, texts] of Object.entries(QUERY_CLASSES)) {
    log(`HTTP: ${label}`);
    const unloaded = await sequential(base, pathsOf(texts), headers);
    const load = await loaded(base, pathsOf(texts), headers);
    rows.push({ label, unloaded, load, time: serverTime[label] });
  }

  const lines = [
    `Search benchmark: ${ROWS.toLocaleString('en-US')} investments (SQLite), ${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}, load average ${loadBefore} before and ${loadavg()[0].toFixed(1)} after.`,
    `Import of the universe with import:universe: ${importSeconds.toFixed(1)} s. Loaded: ${CONNECTIONS} connections for ${DURATION} s per row. Unloaded: ${SAMPLES} sequential requests.`,
    '',
    '| Query | server time p50 / p95 (ms) | use case p50 / p95 (ms) | HTTP unloaded p50 / p95 (ms) | HTTP loaded p50 / p97.5 (ms) | requests/s |',
    '|---|---|---|---|---|---|',
    ...rows.map(({ label, unloaded, load, time }) =>
      `| ${label} | ${fmt(time.query.p50)} / ${fmt(time.query.p95)} | ${fmt(time.useCase.p50)} / ${fmt(time.useCase.p95)} | ${fmt(unloaded.p50)} / ${fmt(unloaded.p95)} | ${fmt(load.p50)} / ${fmt(load.p97_5)} | ${Math.round(load.rps)} |`),
    `| bare Fastify route (same JSON) | – | – | ${fmt(bareUnloaded.p50)} / ${fmt(bareUnloaded.p95)} | ${fmt(bareLoaded.p50)} / ${fmt(bareLoaded.p97_5)} | ${Math.round(bareLoaded.rps)} |`,
  ];
  console.log([logConfiguration(), '', ...lines].join('\n'));
  const worst = Math.max(...rows.map((row) => row.time.query.p95));
  console.log(`\nTarget: server time p95 ≤ 5 ms — ${worst <= 5 ? 'met' : 'MISSED'} (worst p95 ${fmt(worst)} ms). Total run ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  if (worst > 5) process.exitCode = 1;
} finally {
  server?.kill('SIGTERM');
  await bare?.close();
  rmSync(dataDir, { recursive: true, force: true });
}
