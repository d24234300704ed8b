import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { routeKey, ROUTE_RIGHTS } from './plugins/route-rights';
import { describeEachDb } from './test/build-test-app';
import { expected, type Expected } from './test/authz-matrix';
import { PERSONA_NAMES, type PersonaName } from './test/authz-personas';
import { ROUTE_CASES, type Phase, type RouteCase } from './test/authz-routes';
import { buildAuthzWorld, MARKERS, type AuthzWorld } from './test/authz-world';
import { ChangeCounter } from './test/fuzz/change-counter';
import { multipart, tinyPng } from './test/multipart';
import { registeredRoutes } from './test/routes';

/**
 * The authorization matrix (issue #15, item 1): every route of the live route table × every
 * persona of one world, each cell checked against the expected outcome derived in
 * test/authz-matrix.ts: the exact status (and message) of a refusal, 200 for an allowed read,
 * neither 401/403 nor a 5xx for an allowed write; no response carries a private marker the
 * persona may not see; a refused write changes nothing in the database.
 *
 * Order: reads, then writes, then destructive writes (refused personas first), then the routes that
 * queue a background job, then those that change the persona itself (opening a share link,
 * signing out with a fresh session, choosing a plan, leaving the team).
 */

/** Routes that are not the API: the web app shell and the API documentation (as route-rights.test.ts). */
const OUTSIDE = [/^\/api\/docs/, /^\/\*?$/, /^\/assets\//];
const PHASES: Phase[] = ['read', 'write', 'destructive', 'jobs', 'persona', 'plan', 'leave'];
/** Tables a refused request may change: rate-limit counters, sessions (a refused refresh). */
const MAY_CHANGE_WHEN_REFUSED = ['rate_limit_counters', 'sessions', 'refresh_tokens'];
/** A file link in an answer, with its query (a signed link's expiry, viewer and signature). */
const MEDIA_LINK = /\/api\/v1\/media\/[0-9a-f-]{36}(?:\?([^"\\\s]*))?/g;

function liveRoutes(routes: { method: string; url: string }[]): string[] {
  return routes
    .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS' && !OUTSIDE.some((pattern) => pattern.test(route.url)))
    .map((route) => routeKey(route.method, route.url));
}

function phaseOf(key: string, route: RouteCase): Phase {
  return route.phase ?? (key.startsWith('GET ') ? 'read' : 'write');
}

function describeCell(key: string, persona: PersonaName, want: Expected, response: LightMyRequestResponse): string {
  return `${key} as ${persona}: expected ${want.status}${'message' in want && want.message ? ` "${want.message}"` : ''}, got ${response.statusCode} ${response.body.slice(0, 200).replace(/"/g, "'")}`;
}

describeEachDb('authorization matrix: every route × every persona', (ctx) => {
  let world: AuthzWorld;
  let counter: ChangeCounter;
  const cells = { run: 0, started: 0, allowed: 0, refused: 0 };
  /** Allowed writes that answered a business 4xx (synthetic or already-used ids in the body), by route. */
  const businessAnswers = new Map<string, Set<number>>();
  const markersSeen = new Set<string>();
  const failures: string[] = [];
  /** Routes whose allowed answers carried file links, all checked to be signed for the persona who asked. */
  const routesWithLinks = new Set<string>();

  beforeAll(async () => {
    world = await buildAuthzWorld(ctx);
    counter = await ChangeCounter.install(ctx.db, MAY_CHANGE_WHEN_REFUSED);
    cells.started = Date.now();
  }, 120_000);

  function request(key: string, route: RouteCase, persona: PersonaName, headers: Record<string, string>): InjectOptions {
    const [method, template] = key.split(' ') as [InjectOptions['method'] & string, string];
    const params = route.params?.(world.ids) ?? {};
    const path = template.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? `missing-${name}`));
    const query = route.query?.(world.ids);
    const url = query ? `${path}?${query}` : path;
    if (route.multipart) {
      const parts = route.multipart === 'png'
        ? multipart({ collection: 'attachment', file: { filename: 'chart.png', content: tinyPng(), contentType: 'image/png' } })
        : multipart({ file: { filename: 'holdings.csv', content: 'Code,Units\nAAA,1\n', contentType: 'text/csv' } });
      return { method, url, payload: parts.payload, headers: { ...headers, ...parts.headers } };
    }
    const body = route.body?.(world.ids, persona);
    if (body === undefined) return { method, url, headers };
    if (typeof body === 'string') return { method, url, payload: body, headers: { ...headers, 'content-type': 'application/json' } };
    return { method, url, payload: body as object, headers };
  }

  async function runCell(key: string, route: RouteCase, persona: PersonaName): Promise<void> {
    const want = expected(persona, key);
    const session = key === 'DELETE /api/v1/logout' ? await world.freshSession(persona) : world.sessions[persona];
    const before = await counter.value();
    const response = await ctx.app.inject(request(key, route, persona, session?.headers ?? {}));
    cells.run += 1;
    const fail = (why: string) => failures.push(`${why}: ${describeCell(key, persona, want, response)}`);
    const shown = world.mayShow(persona);
    for (const [name, marker] of Object.entries(MARKERS)) {
      if (!response.body.includes(marker)) continue;
      markersSeen.add(name);
      if (!shown.includes(name as keyof typeof MARKERS)) fail(`leaks the ${name} marker`);
    }
    if (want.status === 'allowed') {
      cells.allowed += 1;
      if (key.startsWith('GET ') ? response.statusCode !== 200 : response.statusCode === 401 || response.statusCode === 403 || response.statusCode >= 500) fail('allowed cell refused');
      if (response.statusCode >= 400 && !key.startsWith('GET ')) businessAnswers.set(key, (businessAnswers.get(key) ?? new Set()).add(response.statusCode));
      // Every file link opens for the persona who asked alone: signed for them, or plain without a session.
      for (const [, query] of response.body.matchAll(MEDIA_LINK)) {
        routesWithLinks.add(key);
        const viewer = new URLSearchParams(query ?? '').get('viewer');
        if (viewer !== (session?.user.id ?? null)) fail(`a file link signed for ${viewer ?? 'nobody'}`);
      }
      return;
    }
    cells.refused += 1;
    if (response.statusCode !== want.status) return void fail('wrong status');
    if ('message' in want && want.message !== undefined && response.json<{ message?: string }>().message !== want.message) fail('wrong message');
    if ((persona === 'suspended' || persona === 'blocked') && !('reason' in want)) {
      if (response.statusCode === 403 && response.headers['x-account-status'] !== persona) fail('no x-account-status');
    }
    if (!key.startsWith('GET ') && (await counter.value()) !== before) fail('a refused write changed the database');
  }

  it('has a case for every route of the live table, and only for those', () => {
    const live = liveRoutes(registeredRoutes(ctx.app));
    expect(live.filter((key) => !(key in ROUTE_CASES)), 'routes without a case in test/authz-routes.ts').toEqual([]);
    expect(Object.keys(ROUTE_CASES).filter((key) => !live.includes(key)), 'cases without a route').toEqual([]);
    expect(live.filter((key) => !(key in ROUTE_RIGHTS)), 'routes without a right').toEqual([]);
  });

  it('sends bodies and ids that pass each route schema (a 422 never hides the gate)', () => {
    const invalid: string[] = [];
    for (const route of ctx.app.routeCatalogue()) {
      const key = routeKey(route.method, route.url);
      const found = ROUTE_CASES[key];
      if (!found || found.multipart) continue;
      const schema = (route.schema ?? {}) as { params?: unknown; body?: unknown };
      const body = found.body?.(world.ids, 'owner');
      const checks: [unknown, unknown][] = [[schema.params, found.params?.(world.ids) ?? {}], [schema.body, body]];
      for (const [zod, value] of checks) {
        if (zod instanceof z.ZodType && !zod.safeParse(value).success && !(value === undefined && zod.safeParse({}).success)) invalid.push(key);
      }
    }
    expect(invalid).toEqual([]);
  });

  for (const phase of PHASES) {
    it(`answers every cell as the matrix says: ${phase}`, async () => {
      failures.length = 0;
      // The test app does not start the job runner (main.ts does): it runs for the routes that queue a job, then stops
      // (letting its job finish) so that no background change is counted against a later refused write.
      if (phase === 'jobs') await ctx.app.deps.jobs.start();
      for (const [key, route] of Object.entries(ROUTE_CASES)) {
        if (phaseOf(key, route) !== phase) continue;
        // Refused personas first: a destructive route's allowed call comes after every refusal.
        const order = [...PERSONA_NAMES].sort((a, b) => Number(expected(a, key).status === 'allowed') - Number(expected(b, key).status === 'allowed'));
        for (const persona of order) await runCell(key, route, persona);
      }
      if (phase === 'jobs') await ctx.app.deps.jobs.stop({ graceMs: 10_000 });
      expect(failures).toEqual([]);
    }, 300_000);
  }

  it('ran every cell, and the private markers did reach those who may see them', () => {
    const total = Object.keys(ROUTE_CASES).length * PERSONA_NAMES.length;
    const business = [...businessAnswers].map(([key, statuses]) => `${key} ${[...statuses].join('/')}`);
    console.info(`[authz ${ctx.dialect}] ${cells.run} cells (${Object.keys(ROUTE_CASES).length} routes × ${PERSONA_NAMES.length} personas: ${cells.allowed} allowed, ${cells.refused} refused) in ${Date.now() - cells.started} ms`);
    console.info(`[authz ${ctx.dialect}] allowed writes answering a business 4xx: ${business.join('; ')}`);
    expect(cells.run).toBe(total);
    expect([...markersSeen].sort(), 'a marker never shown is no check').toEqual(Object.keys(MARKERS).sort());
    console.info(`[authz ${ctx.dialect}] answers with file links: ${[...routesWithLinks].sort().join('; ')}`);
    const reads = ['GET /api/v1/investment-reviews', 'GET /api/v1/investment-reviews/:id', 'GET /api/v1/processes/:id', 'GET /api/v1/factors', 'GET /api/v1/screens', 'GET /api/v1/teams/:id', 'GET /api/v1/sharings/investment-reviews/user-entities'];
    const writes = ['PUT /api/v1/investment-reviews/:id/models', 'POST /api/v1/media', 'POST /api/v1/investments/:id/notes', 'PATCH /api/v1/teams/:id'];
    expect([...routesWithLinks], 'answers whose file links were checked').toEqual(expect.arrayContaining([...reads, ...writes]));
  });
}, { env: { AUTH_RATE_LIMIT_MAX: '100000', BILLING_PRO_SEATS: '50' } });
