// Mixed load benchmark (`npm run bench -- load`): 200 connections for 60 s — 50 each searching,
// reading a 30-item review, scoring factors and paging a screen — on SQLite, on PostgreSQL, and on
// two app instances sharing one PostgreSQL behind a round-robin proxy (`postgres-2`; `postgres-2-least`
// balances by least outstanding requests instead), each beside the bare Fastify reference measured in
// the same run. A freshly started server first takes the same mix for
// BENCH_WARMUP_SECONDS (10): its first requests of each route run code not yet compiled (the first
// 2 s answered 50–75 % of the later rate), so that phase is reported on its own rows (`cold`) and held
// to the same goals except p99, which is measured on the minute after it. On PostgreSQL it then stops
// the server under load and counts the answers (graceful shutdown: no 500). Prints Markdown; see
// docs/benchmarks.md.
//
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench -- load
//   BENCH_TARGETS=sqlite npm run bench -- load        one target (sqlite, postgres, postgres-2, postgres-2-least)
import { spawn } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRepo, signIn, startApp, stopProcess } from '../support/app.mjs';
import { fmt, hammer, startBare } from '../support/load.mjs';
import { routesFor, seedWorkload } from '../support/workload.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const BARE_SECONDS = Number(process.env.BENCH_BARE_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 10);
const PER_ROUTE = Number(process.env.BENCH_CONNECTIONS ?? 50);
const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 300);
const MIX = ['search', 'review', 'score', 'screen'];
const TARGETS = (process.env.BENCH_TARGETS ?? (process.env.TEST_DATABASE_URL ? 'sqlite,postgres,postgres-2' : 'sqlite')).split(',');
const GOALS = { p99: 500, max: 2000 };
const started = Date.now();
const log = (message) => console.error(`[${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);

async function startProxy(bases, { least }) {
  const child = spawn(process.execPath, [join(here, 'proxy.mjs'), ...(least ? ['--least'] : []), ...bases], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((done, fail) => {
    child.stdout.once('data', (chunk) => done(Number(String(chunk).trim())));
    child.once('exit', (code) => fail(new Error(`proxy exited with ${code}`)));
  });
  return { base: `http://127.0.0.1:${port}`, child };
}

/** Stops the (only) server while 50 connections read and score; counts what they were answered. */
async function shutdownUnderLoad(app, routes, token) {
  const requests = [...routes.review, ...routes.score.slice(0, 20)];
  const load = hammer({ base: app.bases[0], requests, connections: PER_ROUTE, seconds: 6, token, timeout: 10 });
  await new Promise((done) => setTimeout(done, 2000));
  const signalled = Date.now();
  const exitCode = await stopProcess(app.servers[0], 30_000);
  const exitMs = Date.now() - signalled;
  const result = await load;
  const serverErrors = Object.entries(result.statuses).filter(([code]) => code.startsWith('5') && code !== '503').reduce((sum, [, count]) => sum + count, 0);
  return { ...result, exitCode, exitMs, serverErrors, unavailable: result.statuses['503'] ?? 0 };
}

async function measureTarget(target) {
  const dialect = target.startsWith('postgres') ? 'postgres' : 'sqlite';
  const instances = target.startsWith('postgres-2') ? 2 : 1;
  const app = await startApp({ dialect, instances, log });
  const bare = await startBare();
  const proxy = instances > 1 ? await startProxy(app.bases, { least: target === 'postgres-2-least' }) : null;
  try {
    const token = await signIn(app);
    const data = await seedWorkload(app.bases[0], token, { reviews: REVIEWS, log: (m) => log(`${target}: ${m}`) });
    await app.analyze();
    const routes = routesFor(data);
    const base = proxy ? proxy.base : app.bases[0];
    log(`${target}: bare reference, ${PER_ROUTE * MIX.length} connections`);
    const bareBefore = await hammer({ base: bare.base, requests: bare.requests, connections: PER_ROUTE * MIX.length, seconds: BARE_SECONDS });
    /** Each route's result by name. */
    const mix = async (seconds) => {
      const results = await Promise.all(MIX.map((name) => hammer({ base, requests: routes[name], connections: PER_ROUTE, seconds, token })));
      return Object.fromEntries(MIX.map((name, i) => [name, results[i]]));
    };
    let cold = null;
    if (WARMUP_SECONDS > 0) {
      log(`${target}: the first ${WARMUP_SECONDS} s of the mix (cold)`);
      cold = await mix(WARMUP_SECONDS);
    }
    log(`${target}: mixed load, ${PER_ROUTE * MIX.length} connections for ${SECONDS} s`);
    const load = loadavg()[0];
    const mixed = await mix(SECONDS);
    const bareAfter = await hammer({ base: bare.base, requests: bare.requests, connections: PER_ROUTE * MIX.length, seconds: BARE_SECONDS });
    const shutdown = target === 'postgres' ? await shutdownUnderLoad(app, routes, token) : null;
    return { target, load, loadAfter: loadavg()[0], bareRps: (bareBefore.rps + bareAfter.rps) / 2, mixed, cold, shutdown };
  } finally {
    if (proxy) await stopProcess(proxy.child);
    await stopProcess(bare.child);
    await app.stop();
  }
}

const LABELS = { sqlite: 'SQLite', postgres: 'PostgreSQL', 'postgres-2': 'PostgreSQL, 2 instances + proxy', 'postgres-2-least': 'PostgreSQL, 2 instances + least-requests proxy' };
buildRepo(log);
const loadBefore = loadavg()[0];
const results = [];
for (const target of TARGETS) results.push(await measureTarget(target));

const lines = [
  `Load benchmark: ${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}; load average ${loadBefore.toFixed(1)} at start, ${loadavg()[0].toFixed(1)} at the end.`,
  `${PER_ROUTE} connections each for ${MIX.join(', ')} (${PER_ROUTE * MIX.length} in all), ${SECONDS} s after ${WARMUP_SECONDS} s of the same mix on the freshly started server (cold); ${REVIEWS} reviewed companies; 30 s request timeout; answers asked compressed like a browser. Bare: the same ${PER_ROUTE * MIX.length} connections on the bare route before and after.`,
  '',
  '| Target | Route | req/s | p50 (ms) | p99 (ms) | max (ms) | errors + timeouts | non-2xx |',
  '|---|---|---|---|---|---|---|---|',
];
let failed = false;
for (const { target, mixed, cold } of results) {
  const phases = [[mixed, ''], ...(cold ? [[cold, ', cold']] : [])];
  for (const [phase, label] of phases) {
    for (const [name, result] of Object.entries(phase)) {
      // The cold phase answers every request in time (no error, max) but its p99 is not the goal's.
      failed ||= result.errors + result.timeouts + result.non2xx > 0 || result.max > GOALS.max || (phase === mixed && result.p99 > GOALS.p99);
      lines.push(`| ${LABELS[target]}${label} | ${name} | ${fmt(result.rps)} | ${fmt(result.p50)} | ${fmt(result.p99)} | ${fmt(result.max)} | ${result.errors + result.timeouts} | ${result.non2xx} |`);
    }
  }
}
lines.push('', '| Target | mixed req/s | bare req/s | ratio | worst p99 (ms) | worst max (ms) | cold: req/s, worst p99 / max (ms) | load avg during / after |', '|---|---|---|---|---|---|---|---|');
const worst = (phase) => {
  const all = Object.values(phase);
  return { rps: all.reduce((sum, result) => sum + result.rps, 0), p99: Math.max(...all.map((r) => r.p99)), max: Math.max(...all.map((r) => r.max)) };
};
for (const { target, mixed, cold, bareRps, load, loadAfter } of results) {
  const warm = worst(mixed);
  const first = cold ? worst(cold) : null;
  lines.push(`| ${LABELS[target]} | ${fmt(warm.rps)} | ${fmt(bareRps)} | ${((warm.rps / bareRps) * 100).toFixed(1)} % | ${fmt(warm.p99)} | ${fmt(warm.max)} | ${first ? `${fmt(first.rps)}, ${fmt(first.p99)} / ${fmt(first.max)}` : '—'} | ${load.toFixed(1)} / ${loadAfter.toFixed(1)} |`);
}
for (const { shutdown } of results.filter((entry) => entry.shutdown)) {
  failed ||= shutdown.serverErrors > 0 || shutdown.exitCode !== 0;
  lines.push('', `Shutdown under load (PostgreSQL, SIGTERM 2 s into 50 connections reading and scoring): exit code ${shutdown.exitCode} after ${shutdown.exitMs} ms; answers ${JSON.stringify(shutdown.statuses)}; 5xx other than 503: ${shutdown.serverErrors}; connection errors once the port closed: ${shutdown.errors}.`);
}
lines.push('', `Goals (every target): no error, timeout or non-2xx answer and max ≤ ${GOALS.max} ms from the first request on, p99 ≤ ${GOALS.p99} ms after the cold phase; shutdown without a 500 — ${failed ? 'MISSED' : 'met'}. Total run ${((Date.now() - started) / 1000).toFixed(0)} s.`);
console.log(lines.join('\n'));
if (failed) process.exitCode = 1;
