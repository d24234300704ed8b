import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS_MESSAGES, tooManyRequestsMessage } from '@thesis/domain';
import { buildApp } from '../app';
import { openDatabase, type Db } from '../db/database';
import { randomToken } from '../lib/crypto';
import { createTestApp, TEST_DIALECTS, type TestContext } from '../test/build-test-app';
import { verifyPassword } from '../modules/auth/passwords';
import { createUser, DEFAULT_PASSWORD, login, type Session } from '../test/factories/user';
import { rateLimitBackend } from './rate-limits';

const MAX = 4;

/** A second app instance on the same database and settings as `ctx` (another server behind the balancer). */
async function secondInstance(ctx: TestContext): Promise<{ app: FastifyInstance; db: Db }> {
  const db = openDatabase(ctx.config.database);
  const app = await buildApp({ config: ctx.config, db, logger: false });
  await app.ready();
  return { app, db };
}

/** Sends `count` requests alternating between the instances and returns their statuses. */
async function alternate(instances: FastifyInstance[], count: number, send: (app: FastifyInstance, attempt: number) => Promise<{ statusCode: number; headers: Record<string, unknown>; json(): unknown }>) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < count; attempt += 1) {
    const response = await send(instances[attempt % instances.length]!, attempt);
    statuses.push(response.statusCode);
    if (response.statusCode === 429) expect(response.json()).toEqual({ message: tooManyRequestsMessage(Number(response.headers['retry-after'])) });
  }
  return statuses;
}

const limited = (allowed: number) => [...Array<number>(MAX).fill(allowed), 429, 429];

describe('where rate-limit counters live', () => {
  it('Redis when REDIS_URL is set, else PostgreSQL, and memory on SQLite', () => {
    const redis = { url: 'redis://127.0.0.1:6379', keyPrefix: 'x:' };
    expect(rateLimitBackend({ redis }, 'sqlite')).toBe('redis');
    expect(rateLimitBackend({ redis }, 'postgres')).toBe('redis');
    expect(rateLimitBackend({ redis: undefined }, 'postgres')).toBe('postgres');
    expect(rateLimitBackend({ redis: undefined }, 'sqlite')).toBe('memory');
  });
});

/** Redis for the Redis-backed counters, when TEST_REDIS_URL names one (.ci/run starts it). */
const redisUrl = process.env.TEST_REDIS_URL;

const stores: { name: string; dialect: 'postgres' | 'sqlite'; env: () => Record<string, string> }[] = [
  ...(TEST_DIALECTS.includes('postgres') ? [{ name: 'PostgreSQL counters', dialect: 'postgres' as const, env: () => ({}) }] : []),
  ...(redisUrl
    ? [{ name: 'Redis counters', dialect: TEST_DIALECTS.includes('postgres') ? ('postgres' as const) : ('sqlite' as const), env: () => ({ REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `thesis-test:${randomToken(8)}:` }) }]
    : []),
];

for (const store of stores) {
  describe(`limits hold across two app instances: ${store.name} [${store.dialect}]`, () => {
    let ctx: TestContext & { close(): Promise<void> };
    let other: { app: FastifyInstance; db: Db };
    let both: FastifyInstance[];
    let session: Session;
    beforeAll(async () => {
      ctx = await createTestApp(store.dialect, { env: { AUTH_RATE_LIMIT_MAX: String(MAX), ...store.env() } });
      other = await secondInstance(ctx);
      both = [ctx.app, other.app];
      session = await login(ctx, await createUser(ctx));
    });
    afterAll(async () => {
      await other.app.close();
      await other.db.destroy();
      await ctx.close();
    });

    it('sign-in: the fifth attempt is refused whichever instance gets it', async () => {
      // The session of beforeAll was the first sign-in of the window.
      const statuses = await alternate(both, MAX + 1, (app) => app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'nobody@example.com', password: 'wrong password' } }));
      expect(statuses).toEqual(limited(422).slice(1));
    });

    it('sign-up and forgotten password count on their own, across instances', async () => {
      const signUps = await alternate(both, MAX + 2, (app, attempt) =>
        app.inject({ method: 'POST', url: '/api/v1/register', payload: { username: `someone${attempt}`, email: 'not-an-address', password: 'long enough', password_confirmation: 'long enough' } }),
      );
      expect(signUps).toEqual(limited(422));
      const forgot = await alternate(both, MAX + 2, (app) => app.inject({ method: 'POST', url: '/api/v1/password/forgot', payload: { email: 'nobody@example.com' } }));
      expect(forgot).toEqual(limited(200));
    });

    it.runIf(store.dialect === 'postgres')('the current-password check of one account, across instances', async () => {
      const { user } = session;
      const guess = (app: FastifyInstance, attempt: number) =>
        app.inject({ method: 'PATCH', url: `/api/v1/users/${user.id}`, headers: session.headers, payload: { current_password: `guess ${attempt}`, password: 'a new passphrase', password_confirmation: 'a new passphrase' } });
      expect(await alternate(both, MAX + 2, guess)).toEqual(limited(422));
      const stored = await ctx.db.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
      expect(await verifyPassword(stored.password_hash, DEFAULT_PASSWORD)).toBe(true);
    });
  });
}

describe.runIf(TEST_DIALECTS.includes('postgres'))('a PostgreSQL counter window ends', () => {
  let ctx: TestContext & { close(): Promise<void> };
  beforeAll(async () => {
    ctx = await createTestApp('postgres', { env: { AUTH_RATE_LIMIT_MAX: '2', AUTH_RATE_LIMIT_WINDOW_MS: '1500' } });
  });
  afterAll(() => ctx.close());

  it('allows attempts again once the window has passed, with retry-after while it lasts', async () => {
    const attempt = () => ctx.app.inject({ method: 'POST', url: '/api/v1/password/forgot', payload: { email: 'nobody@example.com' } });
    expect((await attempt()).statusCode).toBe(200);
    expect((await attempt()).statusCode).toBe(200);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await attempt()).statusCode).toBe(200);
    const rows = await ctx.db.db.selectFrom('rate_limit_counters').select(['key', 'hits']).execute();
    expect(rows).toEqual([{ key: expect.stringContaining('POST/api/v1/password/forgot:'), hits: 1 }]);
  });
});

describe('a rate-limit store that is down', () => {
  let ctx: TestContext & { close(): Promise<void> };
  beforeAll(async () => {
    // Nothing listens on port 1.
    ctx = await createTestApp('sqlite', { env: { REDIS_URL: 'redis://127.0.0.1:1' } });
  });
  afterAll(() => ctx.close());

  it('answers 503 with a message (and retry-after), not 500, and holds no request long', async () => {
    const started = Date.now();
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'nobody@example.com', password: 'wrong password' } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: OPERATIONS_MESSAGES.serviceUnavailable });
    expect(response.headers['retry-after']).toBe('5');
    expect(Date.now() - started).toBeLessThan(3000);
    // Routes without a limit do not depend on it.
    expect((await ctx.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});
