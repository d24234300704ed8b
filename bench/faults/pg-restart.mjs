// PostgreSQL stops and starts again under load (a restart or failover): /readyz answers 503 while
// it is down, requests answer 503 instead of hanging or 500, and the app recovers by itself within
// 5 s of the database being back. Runs against a private cluster, so nobody else's tests notice.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { call, freePort, freshSchema, log, must, pct, serverEnv, signedInInvestor, sleep, startServer, stopServer, tempDir } from './support.mjs';

const CLIENTS = 8;
const CLIENT_TIMEOUT_MS = 15_000;
/** The server's own limit: a request waits at most 5 s for a database connection. */
const SERVER_TIMEOUT_MS = 5_000;
const RECOVERY_TARGET_MS = 5_000;

export async function pgRestart(cluster) {
  const database = await freshSchema(cluster.url, 'thesis_fault');
  const dataDir = tempDir('pg-restart');
  const emptyReference = join(dataDir, 'no-reference');
  mkdirSync(emptyReference);
  const env = serverEnv(dataDir, database, { REFERENCE_DATA_DIR: emptyReference });
  const server = await startServer(env, await freePort());
  const problems = [];
  const requests = [];
  const readiness = [];
  let phase = 'before';
  let running = true;
  const timeline = {};
  try {
    const token = await signedInInvestor(server.base, env, 'restart@example.com');
    const processId = (await must(server.base, 'POST', '/processes', { token, body: { name: 'Restart process' } })).id;

    const client = async (n) => {
      for (let i = 0; running; i += 1) {
        const read = i % 2 === 0;
        const at = phase;
        const response = read
          ? await call(server.base, 'GET', '/users/profile', { token, timeoutMs: CLIENT_TIMEOUT_MS })
          : await call(server.base, 'PATCH', `/processes/${processId}`, { token, body: { description: `client ${n} write ${i}` }, timeoutMs: CLIENT_TIMEOUT_MS });
        requests.push({ at, status: response.status, ms: response.ms, error: response.error, end: Date.now() });
        if (response.status !== 200) await sleep(50);
      }
    };
    const probe = async () => {
      while (running) {
        const at = phase;
        const response = await call(server.base, 'GET', '/readyz', { timeoutMs: CLIENT_TIMEOUT_MS });
        readiness.push({ phase: at, status: response.status, ms: response.ms, time: Date.now() });
        await sleep(100);
      }
    };
    const load = [...Array.from({ length: CLIENTS }, (_, n) => client(n)), probe()];

    await sleep(2000);
    phase = 'stopping';
    timeline.stop = Date.now();
    cluster.stop('fast');
    timeline.stopped = Date.now();
    // Probes and requests that start from here on find the database gone.
    phase = 'down';
    log(`PostgreSQL stopped (${timeline.stopped - timeline.stop} ms); keeping it down for 4 s`);
    await sleep(4000);
    cluster.start();
    timeline.up = Date.now();
    phase = 'recovering';
    log('PostgreSQL accepts connections again');
    while (Date.now() - timeline.up < 15_000) {
      const ready = readiness.find((entry) => entry.time > timeline.up && entry.status === 200);
      const served = requests.find((entry) => entry.end > timeline.up && entry.status === 200);
      if (ready && served) {
        timeline.ready = ready.time;
        timeline.served = served.end;
        break;
      }
      await sleep(50);
    }
    phase = 'after';
    await sleep(2000);
    running = false;
    await Promise.all(load);
  } finally {
    running = false;
    await stopServer(server);
    await database.drop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }

  const down = readiness.filter((entry) => entry.phase === 'down');
  const recovery = timeline.ready ? Math.max(timeline.ready, timeline.served) - timeline.up : null;
  const latencies = requests.map((entry) => entry.ms).sort((a, b) => a - b);
  const byStatus = (list) => Object.entries(list.reduce((counts, entry) => ({ ...counts, [entry.status]: (counts[entry.status] ?? 0) + 1 }), {})).map(([status, n]) => `${status}: ${n}`).join(', ');
  const checks = [
    { name: '/readyz answers 503 while PostgreSQL is down', ok: down.length > 0 && down.every((entry) => entry.status === 503), detail: `${down.length} probes: ${byStatus(down)}` },
    { name: `the app recovers within ${RECOVERY_TARGET_MS / 1000} s of PostgreSQL being back (/readyz 200 and an API request served)`, ok: recovery !== null && recovery <= RECOVERY_TARGET_MS, detail: recovery === null ? 'never recovered' : `${recovery} ms` },
    { name: 'no request answers 500 or fails without an answer', ok: requests.every((entry) => entry.status === 200 || entry.status === 503), detail: `${requests.length} requests: ${byStatus(requests)}` },
    { name: `no request takes longer than the server's ${SERVER_TIMEOUT_MS / 1000} s connection timeout (plus 1 s)`, ok: (latencies.at(-1) ?? 0) <= SERVER_TIMEOUT_MS + 1000, detail: `p50 ${pct(latencies, 50).toFixed(0)} ms, p99 ${pct(latencies, 99).toFixed(0)} ms, max ${(latencies.at(-1) ?? 0).toFixed(0)} ms` },
    { name: 'while down, requests are refused with 503', ok: requests.some((entry) => entry.at === 'down' && entry.status === 503), detail: `during the outage: ${byStatus(requests.filter((entry) => entry.at === 'down'))}` },
    { name: 'after recovery every request succeeds', ok: requests.filter((entry) => entry.at === 'after').every((entry) => entry.status === 200), detail: byStatus(requests.filter((entry) => entry.at === 'after')) },
  ];
  for (const check of checks) if (!check.ok) problems.push(`${check.name}: ${check.detail}`);
  return { checks, problems, downMs: timeline.up - timeline.stop };
}
