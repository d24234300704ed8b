// Load generation shared by the benchmarks: autocannon runs and the bare reference server.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = dirname(fileURLToPath(import.meta.url));

/** What browsers send: compressed answers are part of the cost of a request. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** Starts the bare reference server; answers its base URL and the child process. */
export async function startBare() {
  const child = spawn(process.execPath, [join(here, 'bare-server.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((done, fail) => {
    child.stdout.once('data', (chunk) => done(Number(String(chunk).trim())));
    child.once('exit', (code) => fail(new Error(`bare server exited with ${code}`)));
  });
  return { base: `http://127.0.0.1:${port}`, child, requests: [{ method: 'GET', path: '/bare' }] };
}

/**
 * One autocannon run: `connections` clients cycling through `requests` for `seconds`. Latencies in
 * ms (autocannon's histogram), errors = connection errors and timeouts, load average before.
 */
export async function hammer({ base, requests, connections, seconds, headers = {}, token, timeout = 30 }) {
  const load = loadavg()[0];
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    timeout,
    headers: { ...BROWSER_HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    requests,
  });
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]));
  return {
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statuses,
    load,
  };
}

export const fmt = (value) => (value === undefined || value === null ? '–' : value < 10 ? value.toFixed(2) : value < 100 ? value.toFixed(1) : Math.round(value).toLocaleString('en-US'));
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
};
