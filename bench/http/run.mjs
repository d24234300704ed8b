// Per-route HTTP benchmark (`npm run bench -- http`): each route of the table in docs/benchmarks.md
// against the bare Fastify reference, interleaved in one run (bare, route, bare, next route …) so
// each ratio compares two measurements taken seconds apart on the same machine. Prints Markdown.
// Besides requests per second it reads each server's CPU time (/proc) around its run: CPU ms per
// request, route against bare, is the ratio a quiet machine would show when the server is the
// bottleneck, and hardly moves with what else the machine runs.
//
//   npm run bench -- http                                    SQLite
//   BENCH_DB=postgres TEST_DATABASE_URL=… npm run bench -- http   PostgreSQL
//   BENCH_ROOT=/path/to/other/checkout npm run bench -- http      another (built) version
import { cpus, loadavg } from 'node:os';
import { buildRepo, signIn, startApp, stopProcess } from '../support/app.mjs';
import { fmt, hammer, startBare } from '../support/load.mjs';
import { logConfiguration } from '../support/log-level.mjs';
import { routesFor, seedWorkload } from '../support/workload.mjs';

const DIALECT = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'sqlite';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 300);
const ROUTES = (process.env.BENCH_ROUTES ?? 'healthz,profile,search,review,dashboard,screen').split(',');
const started = Date.now();
const log = (message) => console.error(`[${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);

buildRepo(log);
const loadBefore = loadavg()[0];
const app = await startApp({ dialect: DIALECT, log });
const bare = await startBare();
try {
  const token = await signIn(app);
  const data = await seedWorkload(app.bases[0], token, { reviews: REVIEWS, log });
  await app.analyze();
  const routes = routesFor(data);
  const reviewBytes = (await (await fetch(`${app.bases[0]}${routes.review[0].path}`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer()).byteLength;
  const results = Object.fromEntries(ROUTES.map((name) => [name, []]));
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const name of ROUTES) {
      log(`round ${round}/${ROUNDS}: ${name}`);
      const before = await hammer({ base: bare.base, requests: bare.requests, connections: CONNECTIONS, seconds: SECONDS, pid: bare.child.pid });
      const route = await hammer({ base: app.bases[0], requests: routes[name], connections: CONNECTIONS, seconds: SECONDS, token, pid: app.servers[0].pid });
      const after = await hammer({ base: bare.base, requests: bare.requests, connections: CONNECTIONS, seconds: SECONDS, pid: bare.child.pid });
      if (route.non2xx || route.errors) throw new Error(`${name}: ${route.non2xx} non-2xx answers, ${route.errors} errors ${JSON.stringify(route.statuses)}`);
      const bareCpu = (before.cpuPerRequest + after.cpuPerRequest) / 2;
      results[name].push({ route, bareRps: (before.rps + after.rps) / 2, ratio: route.rps / ((before.rps + after.rps) / 2), bareCpu, cpuRatio: bareCpu / route.cpuPerRequest });
    }
  }
  const lines = [
    `HTTP benchmark on ${DIALECT === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: ${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}; load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after.`,
    logConfiguration('a file (one per server)'),
    `${CONNECTIONS} connections, ${SECONDS} s a measurement, ${ROUNDS} rounds of bare → route → bare; ratio = route req/s ÷ mean of the two bare runs around it; the median round is shown. ${data.companies} reviewed companies; the review page is ${(reviewBytes / 1024).toFixed(1)} KB (uncompressed); requests ask for brotli/gzip like a browser.`,
    '',
    '| Route | req/s | bare req/s | ratio | p50 (ms) | p99 (ms) | max (ms) | load avg | ratios of all rounds | CPU ms a request (route / bare) | CPU ratio |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...ROUTES.map((name) => {
      const rounds = results[name];
      const mid = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor((rounds.length - 1) / 2)];
      const cpu = [...rounds].sort((a, b) => a.cpuRatio - b.cpuRatio)[Math.floor((rounds.length - 1) / 2)];
      return `| ${name} | ${fmt(mid.route.rps)} | ${fmt(mid.bareRps)} | ${(mid.ratio * 100).toFixed(1)} % | ${fmt(mid.route.p50)} | ${fmt(mid.route.p99)} | ${fmt(mid.route.max)} | ${mid.route.load.toFixed(1)} | ${rounds.map((entry) => `${(entry.ratio * 100).toFixed(1)} %`).join(', ')} | ${cpu.route.cpuPerRequest?.toFixed(3)} / ${cpu.bareCpu?.toFixed(3)} | ${(cpu.cpuRatio * 100).toFixed(1)} % |`;
    }),
  ];
  console.log(lines.join('\n'));
  log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} finally {
  await stopProcess(bare.child);
  await app.stop();
}
