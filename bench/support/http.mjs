// Helpers the benchmarks share: a free loopback port, waiting for a server to answer, percentiles.
import { createServer } from 'node:net';

/** A port on 127.0.0.1 that is free right now. */
export function freePort() {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** Polls `url` every `every` ms until it answers 2xx; throws after `ms`. */
export async function waitFor(url, ms = 20_000, every = 100) {
  for (const until = Date.now() + ms; Date.now() < until; ) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, every));
  }
  throw new Error(`${url} did not answer`);
}

/** The p-th percentile (nearest rank) of ascending `sorted`. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
