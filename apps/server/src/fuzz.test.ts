import { fc, test } from '@fast-check/vitest';
import { afterAll, describe, expect } from 'vitest';
import { z } from 'zod';
import type { CataloguedRoute } from './plugins/route-catalogue';
import { createTestApp, TEST_DIALECTS } from './test/build-test-app';
import { ChangeCounter } from './test/fuzz/change-counter';
import type { IdSource, JsonSchema } from './test/fuzz/json-schema-arbitrary';
import { injectOptions, planArbitrary, type Plan, type RouteShape } from './test/fuzz/requests';
import { buildFuzzWorld } from './test/fuzz/world';

/**
 * Fuzzing every route of the live route table from its own zod schemas (issue #15, item 2):
 * requests shaped by the schema, then mutated (wrong types, missing and extra fields, huge and
 * exotic strings, overflowing and fractional numbers, arrays for objects, invalid ids, path
 * traversal in file names, invalid JSON, wrong content types, empty bodies), as the owner of the
 * data, another user, nobody, or with a forged token. Never a 5xx, never a crash, every error body
 * has a message, and a refused write changes nothing in the database.
 *
 * Fixed seed (FUZZ_SEED). SQLite runs FUZZ_RUNS requests per route (default 1,000); PostgreSQL a
 * sample of FUZZ_RUNS_PG (default 100) — the same code paths, a second database. A time budget per
 * database (FUZZ_BUDGET_S, default 180 s; FUZZ_BUDGET_PG_S, default 60 s) is shared out among the
 * routes, so a slow machine sends fewer requests (at least 20 a route) instead of stretching the
 * suite; the summary line says how many each route got. Routes that hash passwords (argon2, tens
 * of milliseconds a request) are the ones that run short first.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 15_2026);
const RUNS = { sqlite: Number(process.env.FUZZ_RUNS ?? 1000), postgres: Number(process.env.FUZZ_RUNS_PG ?? 100) };
/** Seconds for all routes of one database; a route gets an even share of what is left when it starts. */
const BUDGET_MS = { sqlite: Number(process.env.FUZZ_BUDGET_S ?? 180) * 1000, postgres: Number(process.env.FUZZ_BUDGET_PG_S ?? 60) * 1000 };
/** However slow the machine, every route gets at least this many requests. */
const MIN_REQUESTS = 20;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Tables a refused request may change: rate-limit counters count refused attempts; a refused
 * refresh with a spent token revokes its session (reuse detection).
 */
const MAY_CHANGE_WHEN_REFUSED = ['rate_limit_counters', 'sessions', 'refresh_tokens'];

function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

function shapeOf(route: CataloguedRoute): RouteShape {
  const schema = (route.schema ?? {}) as { params?: unknown; querystring?: unknown; body?: unknown };
  return { method: route.method, url: route.url, params: jsonSchemaOf(schema.params), querystring: jsonSchemaOf(schema.querystring), body: jsonSchemaOf(schema.body), multipart: route.multipart };
}

/** Reads first, deletes next to last, signing out last: the data stays rich for as long as possible. */
function rank(route: CataloguedRoute): number {
  if (route.url.endsWith('/logout')) return 4;
  if (route.method === 'DELETE') return 3;
  return route.method === 'GET' || route.method === 'HEAD' ? 0 : route.url.includes('switch-activity') ? 2 : 1;
}

function describePlan(route: CataloguedRoute, plan: Plan, status: number, body: string): string {
  const payload = plan.payload === undefined ? '' : typeof plan.payload === 'string' ? plan.payload.slice(0, 300) : `<${plan.payload.length} bytes>`;
  return `${route.method} ${plan.url.slice(0, 300)} as ${plan.sender} (${plan.how}) ${JSON.stringify(plan.headers)} ${payload} → ${status} ${body.slice(0, 300)}`;
}

for (const dialect of TEST_DIALECTS) {
  const ctx = await createTestApp(dialect, { env: { AUTH_RATE_LIMIT_MAX: '100000000' } });
  const world = await buildFuzzWorld(ctx);
  const counter = await ChangeCounter.install(ctx.db, MAY_CHANGE_WHEN_REFUSED);
  const pool = { ids: ['missing'], mediaUuids: ['missing'] };
  const ids: IdSource = {
    ids: fc.nat().map((index) => pool.ids[index % pool.ids.length]!),
    mediaUuids: fc.nat().map((index) => pool.mediaUuids[index % pool.mediaUuids.length]!),
  };
  const routes = [...ctx.app.routeCatalogue()].sort((a, b) => rank(a) - rank(b));
  const counts = new Map<string, number>();
  const deadline = { at: 0, routesLeft: routes.length };

  describe(`fuzzing every route from its schemas [${dialect}]`, () => {
    afterAll(async () => {
      const sorted = [...counts].sort((a, b) => a[1] - b[1]);
      const total = sorted.reduce((sum, [, n]) => sum + n, 0);
      console.info(`[fuzz ${dialect}] ${counts.size} routes, ${total} requests, seed ${SEED}; fewest: ${sorted.slice(0, 5).map(([key, n]) => `${key} ${n}`).join(', ')}`);
      await ctx.close();
    });

    const documented503 = new Set(routes.filter((route) => '503' in (((route.schema ?? {}) as { response?: Record<string, unknown> }).response ?? {})).map((route) => `${route.method} ${route.url}`));
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      let tokens: { owner: string; other: string } | undefined;
      let until = 0;
      test.prop([planArbitrary(shapeOf(route), ids)], { numRuns: RUNS[dialect], seed: SEED, endOnFailure: true })(
        key,
        async (plan) => {
          if (!tokens) {
            Object.assign(pool, await world.ids());
            tokens = { owner: (await world.freshOwner()).accessToken, other: world.other.accessToken };
            deadline.at ||= Date.now() + BUDGET_MS[dialect];
            until = Date.now() + Math.max(0, deadline.at - Date.now()) / deadline.routesLeft;
            deadline.routesLeft -= 1;
          }
          const sent = counts.get(key) ?? 0;
          // Past its share of the time budget a route only generates (cheap) and sends nothing more.
          if (sent >= MIN_REQUESTS && Date.now() > until) return;
          counts.set(key, sent + 1);
          const before = WRITES.has(route.method) ? await counter.value() : 0;
          const response = await ctx.app.inject(injectOptions(route.method, plan, tokens));
          const report = () => describePlan(route, plan, response.statusCode, response.body);
          // Never a 5xx, but for a 503 the route documents: the fuzz app starts no job queue (as a
          // server that is starting or stopping), and a route that queues a job says so.
          if (!(response.statusCode === 503 && documented503.has(key))) expect(response.statusCode, report()).toBeLessThan(500);
          if (response.statusCode >= 400 && route.method !== 'HEAD') {
            expect(response.headers['content-type'], report()).toMatch(/^application\/json/);
            expect(typeof response.json<{ message?: unknown }>().message, report()).toBe('string');
            if (WRITES.has(route.method)) expect(await counter.value(), `a refused write changed the database: ${report()}`).toBe(before);
          }
        },
        600_000,
      );
    }
  });
}
