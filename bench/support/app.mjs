// Starts the built app for a benchmark — SQLite in a temporary DATA_DIR, or PostgreSQL in a schema of
// its own (TEST_DATABASE_URL), one instance or several sharing the database — and tears it down.
// BENCH_ROOT points at another checkout (built with `npm run build`) to measure that version instead.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { freePort, waitFor } from './http.mjs';
import { withBenchLogLevel } from './log-level.mjs';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The checkout whose built server is measured. */
export const appRoot = resolve(process.env.BENCH_ROOT ?? repoRoot);

/** The Node flags the measured checkout ships its server with (none for a version before the list). */
const flagsFile = join(appRoot, 'scripts/server-flags.mjs');
const SERVER_NODE_FLAGS = existsSync(flagsFile) ? (await import(pathToFileURL(flagsFile).href)).SERVER_NODE_FLAGS : [];

export const BENCH_USER = { email: 'bench@example.com', username: 'bench', password: 'bench password 123' };

/** Builds web app and server of the repository (not of BENCH_ROOT, which must be built already). */
export function buildRepo(log) {
  if (process.env.BENCH_ROOT || process.env.BENCH_NO_BUILD) return;
  log?.('building the app (npm run build)');
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`npm run build failed:\n${result.stdout}\n${result.stderr}`);
}

async function pgQuery(url, text) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Starts `instances` servers on one fresh database. Returns their base URLs, the environment (for
 * the operator CLI), `analyze()` and `stop()`, which ends the servers and removes the data.
 */
export async function startApp({ dialect, instances = 1, log = () => {} }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'thesis-bench-'));
  const env = withBenchLogLevel({ ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01', AUTH_RATE_LIMIT_MAX: '100000', HOST: '127.0.0.1' });
  delete env.DATABASE_URL;
  delete env.DATABASE_SCHEMA;
  const schema = `bench_${process.pid}_${Date.now() % 100000}`;
  const url = process.env.TEST_DATABASE_URL;
  if (dialect === 'postgres') {
    if (!url) throw new Error('PostgreSQL benchmarks need TEST_DATABASE_URL');
    await pgQuery(url, `create schema "${schema}"`);
    Object.assign(env, { DATABASE_URL: url, DATABASE_SCHEMA: schema });
  }
  const servers = [];
  const bases = [];
  const stop = async () => {
    await Promise.all(servers.map((server) => stopProcess(server)));
    rmSync(dataDir, { recursive: true, force: true });
    // The app's schema and the job queue's (`<schema>_jobs`, created by pg-boss on start).
    if (dialect === 'postgres') await pgQuery(url, `drop schema if exists "${schema}" cascade; drop schema if exists "${schema}_jobs" cascade`);
  };
  try {
    // One after the other: the first migrates and loads the shipped universe, the others find it done.
    for (let i = 0; i < instances; i += 1) {
      const port = await freePort();
      log(`${dialect}: starting server ${i + 1} of ${instances} on port ${port}`);
      // The server runs with the flags it ships with (scripts/server-flags.mjs), then BENCH_NODE_ARGS:
      // '--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the servers under the benchmark's load.
      const nodeArgs = [...SERVER_NODE_FLAGS, ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)];
      // Each server's log goes to a file, as a deployment's would: server-<n>.log in the data
      // directory, or FILE.<n> with BENCH_SERVER_LOG=FILE (kept after the run, to find slow requests).
      const logFile = openSync(process.env.BENCH_SERVER_LOG ? `${process.env.BENCH_SERVER_LOG}.${i + 1}` : join(dataDir, `server-${i + 1}.log`), 'w');
      const serverEnv = { ...env, PORT: String(port) };
      const server = spawn(process.execPath, [...nodeArgs, join(appRoot, 'apps/server/dist/main.js')], { cwd: tmpdir(), env: serverEnv, stdio: ['ignore', logFile, 'inherit'] });
      servers.push(server);
      bases.push(`http://127.0.0.1:${port}`);
      await waitFor(`${bases[i]}/readyz`, 180_000, 200);
    }
    const cli = (...args) => {
      const result = spawnSync(process.execPath, [join(appRoot, 'apps/server/dist/cli.js'), ...args], { cwd: tmpdir(), env, encoding: 'utf8' });
      if (result.status !== 0) throw new Error(`cli ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
      return result.stdout;
    };
    // After seeding: PostgreSQL's planner statistics, as autovacuum keeps them on a production server
    // (this machine's PostgreSQL runs with autovacuum off, so tables filled through the API were
    // never analysed and got plans that read every row). Nothing to do on SQLite.
    const analyze = async () => {
      if (dialect === 'postgres') await pgQuery(url, `set search_path to "${schema}"; analyze`);
    };
    return { bases, servers, env, cli, analyze, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves with the exit code once the process is gone. */
export function stopProcess(child, graceMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      done(code);
    });
    child.kill('SIGTERM');
  });
}

/** A JSON API call that must succeed; answers `data`. */
export async function api(base, method, path, token, body) {
  const response = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** Creates the bench investor with the operator CLI and signs in; answers the access token. */
export async function signIn(app) {
  app.cli('users:create', '--email', BENCH_USER.email, '--username', BENCH_USER.username, '--password', BENCH_USER.password, '--role', 'investor', '--verified');
  const { access_token: token } = await api(app.bases[0], 'POST', '/login', null, { email: BENCH_USER.email, password: BENCH_USER.password });
  return token;
}

/** Runs `task` over `items`, `width` at a time. */
export async function inParallel(items, width, task) {
  let next = 0;
  const results = new Array(items.length);
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  }));
  return results;
}
