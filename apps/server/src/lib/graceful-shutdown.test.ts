import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECTS } from '../test/build-test-app';
import { DEFAULT_PASSWORD, signedInUser } from '../test/factories/user';
import { gracefulShutdown } from './graceful-shutdown';

interface Tally {
  statuses: Record<number, number>;
  /** Requests refused once the port closed (connection reset or refused): never a server error. */
  refused: number;
}

/** POST /login over its own connection: it hashes the password, then writes a session. */
function login(port: number, email: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify({ email, password: DEFAULT_PASSWORD });
    const request = http.request({ host: '127.0.0.1', port, path: '/api/v1/login', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end(payload);
  });
}

/** `clients` kept-alive clients asking `path` again and again until `until` resolves. */
async function hammer(port: number, path: string, headers: Record<string, string>, clients: number, until: Promise<void>): Promise<Tally> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const tally: Tally = { statuses: {}, refused: 0 };
  let stopped = false;
  void until.then(() => (stopped = true));
  const once = () =>
    new Promise<void>((resolve) => {
      const request = http.get({ host: '127.0.0.1', port, path, headers, agent }, (response) => {
        response.resume();
        response.on('end', () => {
          tally.statuses[response.statusCode ?? 0] = (tally.statuses[response.statusCode ?? 0] ?? 0) + 1;
          resolve();
        });
      });
      request.on('error', () => {
        tally.refused += 1;
        resolve();
      });
    });
  await Promise.all(Array.from({ length: clients }, async () => {
    while (!stopped) await once();
  }));
  agent.destroy();
  return tally;
}

describe('graceful shutdown', () => {
  for (const dialect of TEST_DIALECTS) {
    it(`finishes the requests in flight and closes the database after them, without a 500 [${dialect}]`, async () => {
      const built = await createTestApp(dialect);
      const session = await signedInUser(built);
      await built.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = built.app.server.address() as { port: number };
      const shutdown = gracefulShutdown({ app: built.app, db: built.db, graceMs: 5_000 });
      let stopped!: () => void;
      const stop = new Promise<void>((resolve) => (stopped = resolve));
      const load = hammer(port, '/api/v1/users/profile', session.headers, 20, stop);
      await new Promise((resolve) => setTimeout(resolve, 400));
      // A sign-in in flight when the shutdown starts: it still hashes, writes its session and answers.
      const received = new Promise<void>((resolve) => built.app.server.on('request', (request: http.IncomingMessage) => request.url === '/api/v1/login' && resolve()));
      const inFlight = login(port, session.user.email);
      await received;
      const before = Date.now();
      await shutdown('test');
      const tookMs = Date.now() - before;
      stopped();
      const tally = await load;

      const signIn = await inFlight;
      expect(signIn.status, signIn.body).toBe(200);
      expect(JSON.parse(signIn.body).data.access_token).toEqual(expect.any(String));
      expect(tally.statuses[200]).toBeGreaterThan(20);
      // Only 200s, and 503s for requests that arrived on an open connection while closing.
      expect(Object.keys(tally.statuses).filter((status) => status !== '200' && status !== '503')).toEqual([]);
      expect(tookMs).toBeLessThan(5_000);
      // The database is closed: a query now fails, which no request could meet.
      await expect(built.db.db.selectFrom('users').select('id').execute()).rejects.toThrow();
      await built.close().catch(() => undefined);
    }, 30_000);
  }
});
