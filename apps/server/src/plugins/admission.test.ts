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
});
