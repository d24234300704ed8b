// Load generation shared by the benchmarks: autocannon runs and the bare reference server.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
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
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux); null elsewhere.
 * Unlike requests per second, CPU time per request hardly depends on what else the machine runs.
 */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks of 1/100 s
  } catch {
    return null;
  }
}

/**
 * One autocannon run: `connections` clients cycling through `requests` for `seconds`. Latencies in
 * ms (autocannon's histogram), errors = connection errors and timeouts, load average before; with
 * `pid`, the server's CPU time per answered request (`cpuPerRequest`, ms).
 */
export async function hammer({ base, requests, connections, seconds, headers = {}, token, timeout = 30, pid }) {
  const load = loadavg()[0];
  const cpuBefore = pid ? cpuMs(pid) : null;
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    timeout,
    headers: { ...BROWSER_HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    requests,
  });
  const cpuAfter = pid ? cpuMs(pid) : null;
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
    cpuPerRequest: cpuBefore === null || cpuAfter === null || !result.requests.total ? null : (cpuAfter - cpuBefore) / result.requests.total,
  };
}

export const fmt = (value) => (value === undefined || value === null ? '–' : value < 10 ? value.toFixed(2) : value < 100 ? value.toFixed(1) : Math.round(value).toLocaleString('en-US'));
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
};
