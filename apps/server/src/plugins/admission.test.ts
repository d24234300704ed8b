import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAdmission } from './admission';

describe('admission: requests worked on in arrival order, a few at a time', () => {
  it('lets `places` requests in, queues the rest first come first served, and answers health checks at once', async () => {
    const app = Fastify({ logger: false });
    registerAdmission(app, 1);
    const started: number[] = [];
    const gates: (() => void)[] = [];
    app.get('/work/:n', async (request) => {
      started.push(Number((request.params as { n: string }).n));
      await new Promise<void>((resolve) => gates.push(resolve));
      return { ok: true };
    });
    app.get('/healthz', () => ({ status: 'ok' }));
    await app.ready();

    const answers = [1, 2, 3].map((n) => app.inject({ method: 'GET', url: `/work/${n}` }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).toEqual([1]);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) {
      gates.shift()!();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(started).toEqual([1, 2, 3]);
    expect((await Promise.all(answers)).map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    await app.close();
  });

  it('gives the place back when a request fails', async () => {
    const app = Fastify({ logger: false });
    registerAdmission(app, 1);
    app.get('/boom', async () => {
      throw new Error('boom');
    });
    app.get('/fine', async () => ({ ok: true }));
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/boom' })).statusCode).toBe(500);
    expect((await app.inject({ method: 'GET', url: '/fine' })).statusCode).toBe(200);
    await app.close();
  });

  it('gives the place back when a client hangs up, while waiting or while being worked on (the server never stalls)', async () => {
    const app = Fastify({ logger: false });
    registerAdmission(app, 1);
    const gates: (() => void)[] = [];
    app.get('/slow', async () => {
      await new Promise<void>((resolve) => gates.push(resolve));
      return { ok: true };
    });
    app.get('/fine', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const hangUpSoon = (path: string) => {
      const sent = httpRequest({ host: '127.0.0.1', port, path });
      sent.on('error', () => undefined);
      sent.end();
      setTimeout(() => sent.destroy(), 50);
    };
    const settle = () => new Promise((resolve) => setTimeout(resolve, 150));
    try {
      // Worked on, its client waiting for the answer: every other request queues behind it.
      const first = fetch(`http://127.0.0.1:${port}/slow`, { signal: AbortSignal.timeout(5_000) });
      await settle();
      hangUpSoon('/fine'); // waits for the place, and its client leaves before its turn
      hangUpSoon('/fine');
      await settle();
      for (const open of gates.splice(0)) open();
      expect((await first).status).toBe(200);
      hangUpSoon('/slow'); // admitted, then its client leaves while it is worked on
      await settle();
      for (const open of gates.splice(0)) open();
      await settle();
      const answer = await fetch(`http://127.0.0.1:${port}/fine`, { signal: AbortSignal.timeout(2_000) });
      expect(answer.status).toBe(200);
      const again = await fetch(`http://127.0.0.1:${port}/fine`, { signal: AbortSignal.timeout(2_000) });
      expect(again.status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('works through a burst in short turns of the event loop, so new connections are accepted and read meanwhile', async () => {
    // 40 requests arrive at once, each 6 ms of synchronous work (a SQLite request runs to its answer
    // without yielding). Let in all together they held the event loop for 240 ms, and Node accepts
    // one new connection per turn: new clients waited seconds under load. In slices, no turn lasts
    // much longer than the places' work.
    const app = Fastify({ logger: false });
    registerAdmission(app, 4);
    app.get('/work', () => {
      const until = performance.now() + 6;
      while (performance.now() < until);
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    let longestTurn = 0;
    let running = true;
    let last = performance.now();
    const tick = () => {
      const now = performance.now();
      longestTurn = Math.max(longestTurn, now - last);
      last = now;
      if (running) setImmediate(tick);
    };
    try {
      // One connection each, opened before the burst, so that the requests become readable together.
      const agent = new Agent({ keepAlive: true, maxSockets: 40 });
      const get = () => new Promise<number>((resolve, reject) => {
        const sent = httpRequest({ host: '127.0.0.1', port, path: '/work', agent }, (answer) => {
          answer.resume();
          answer.on('end', () => resolve(answer.statusCode ?? 0));
        });
        sent.on('error', reject);
        sent.end();
      });
      await Promise.all(Array.from({ length: 40 }, get));
      setImmediate(tick);
      last = performance.now();
      const statuses = await Promise.all(Array.from({ length: 40 }, get));
      running = false;
      expect(statuses.every((status) => status === 200)).toBe(true);
      expect(longestTurn).toBeLessThan(120);
      agent.destroy();
    } finally {
      running = false;
      await app.close();
    }
  });
});
