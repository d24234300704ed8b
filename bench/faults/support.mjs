// Shared by the fault scripts: the built server as a child process, an API client with timeouts,
// the operator CLI, and a private PostgreSQL cluster started for the run.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, waitFor } from '../support/http.mjs';
import { withBenchLogLevel } from '../support/log-level.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const SECRET = 'fault-secret-fault-secret-fault-secret-01';
export const PASSWORD = 'fault script passphrase';
const started = Date.now();
export const log = (message) => console.error(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`);
export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** The environment of a server on `dataDir` (SQLite), or on `database` ({ url, schema }). */
export function serverEnv(dataDir, database, extra = {}) {
  const env = withBenchLogLevel({ ...process.env, DATA_DIR: dataDir, JWT_SECRET: SECRET, AUTH_RATE_LIMIT_MAX: '100000', HOST: '127.0.0.1', NODE_ENV: 'production', ...extra });
  delete env.DATABASE_URL;
  delete env.DATABASE_SCHEMA;
  if (database) Object.assign(env, { DATABASE_URL: database.url, DATABASE_SCHEMA: database.schema });
  return env;
}

/** Starts `node apps/server/dist/main.js` and waits for /readyz. */
export async function startServer(env, port) {
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], { cwd: tmpdir(), env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  let errors = [];
  child.stderr.on('data', (chunk) => (stderr += chunk.toString()));
  // Log lines at error level, kept to explain a failed check.
  child.stdout.on('data', (chunk) => {
    for (const line of chunk.toString().split('\n')) if (line.includes('"level":50')) errors.push(line);
    errors = errors.slice(-20);
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/readyz`, 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`server did not start: ${error.message}\n${stderr.slice(-2000)}`);
  }
  return { child, base, stderr: () => stderr, errors: () => errors };
}

/** kill -9, and wait until the process is gone. */
export async function killHard(server) {
  const exited = new Promise((done) => server.child.once('exit', done));
  server.child.kill('SIGKILL');
  await exited;
}

export async function stopServer(server) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((done) => server.child.once('exit', done));
  server.child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000).then(() => server.child.kill('SIGKILL'))]);
}

/**
 * One API call with a client-side timeout. Never throws: answers { status, body, ms }, with status
 * 0 when the connection failed or timed out (an unacknowledged write).
 */
export async function call(base, method, path, { token, body, timeoutMs = 30_000, headers = {} } = {}) {
  const begin = performance.now();
  try {
    const response = await fetch(`${base}${path.startsWith('/api') || path.startsWith('/readyz') || path.startsWith('/healthz') ? '' : '/api/v1'}${path}`, {
      method,
      headers: { ...(body !== undefined && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, body: json, ms: performance.now() - begin };
  } catch (error) {
    return { status: 0, body: undefined, ms: performance.now() - begin, error: error.name === 'TimeoutError' ? 'timeout' : error.message };
  }
}

/** A call that must succeed with `status`; answers its data. */
export async function must(base, method, path, options = {}, status = [200, 201]) {
  const response = await call(base, method, path, options);
  if (!(Array.isArray(status) ? status : [status]).includes(response.status)) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.body ?? response.error)}`);
  return response.body?.data;
}

/** Runs the operator CLI (bundle) with the server's environment. */
export function cli(env, args) {
  const result = spawnSync(process.execPath, [join(root, 'apps/server/dist/cli.js'), ...args], { cwd: tmpdir(), env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`cli ${args.join(' ')}: ${result.stdout}${result.stderr}`);
  return result.stdout;
}

/** A verified investor created with the CLI, signed in. */
export async function signedInInvestor(base, env, email) {
  cli(env, ['users:create', '--email', email, '--username', email.split('@')[0].replace(/[^a-z0-9]/gi, '_'), '--password', PASSWORD, '--role', 'investor', '--verified']);
  const login = await must(base, 'POST', '/login', { body: { email, password: PASSWORD } });
  return login.access_token;
}

export function buildServer() {
  log('building the server bundle');
  execFileSync('npm', ['run', 'build', '-w', '@thesis/server'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

export function tempDir(prefix) {
  return mkdtempSync(join(tmpdir(), `thesis-fault-${prefix}-`));
}

/** A fresh schema on the shared test PostgreSQL (TEST_DATABASE_URL) for one scenario. */
export async function freshSchema(url, name) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`drop schema if exists "${name}" cascade`);
  await client.query(`create schema "${name}"`);
  await client.end();
  return { url, schema: name, async drop() {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop schema if exists "${name}" cascade`);
    await c.end();
  } };
}

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/**
 * A private PostgreSQL cluster in a temporary directory on its own port, so that stopping it
 * disturbs nobody else's tests. initdb refuses to run as root: as root it runs as `postgres`.
 */
export async function privateCluster() {
  const dir = tempDir('pg');
  const data = join(dir, 'data');
  mkdirSync(data);
  const asRoot = process.getuid?.() === 0;
  const run = (tool, args) => {
    const command = asRoot ? 'runuser' : join(PG_BIN, tool);
    const full = asRoot ? ['-u', 'postgres', '--', join(PG_BIN, tool), ...args] : args;
    return execFileSync(command, full, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
    chownSync(data, uid, gid);
  }
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on`;
  const cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']),
    stop: (mode = 'fast') => run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']),
    async destroy() {
      try {
        cluster.stop('immediate');
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}

/** Percentile (nearest rank) of an ascending list. */
export const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);

export { freePort };
