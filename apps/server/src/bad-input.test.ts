import { expect, it } from 'vitest';
import { MESSAGES } from '@thesis/domain';
import { multipart } from './test/multipart';
import { describeEachDb } from './test/build-test-app';
import { signedInUser } from './test/factories/user';
import { registeredRoutes, type RegisteredRoute } from './test/routes';

type BodySchema = { properties?: Record<string, unknown>; $ref?: string };
type OpenApiDoc = {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: BodySchema }> }; parameters?: { in: string; name: string }[] }>>;
  components?: { schemas?: Record<string, BodySchema> };
};

/** zod's own wording, written for developers: it must never reach a person (issue #18, item 26). */
const RAW_ZOD = /Invalid input|Invalid option|Invalid element|Invalid key|Too big|Too small|expected .* to (have|be)|received (undefined|null|number|string|NaN|object|array|boolean)|Unrecognized key/;

/** Every message of an error answer that reads like zod's defaults. */
function rawMessages(body: string): string[] {
  try {
    const parsed = JSON.parse(body) as { message?: unknown; errors?: Record<string, unknown[]> };
    const all = [parsed.message, ...Object.values(parsed.errors ?? {}).flat()].filter((entry): entry is string => typeof entry === 'string');
    return all.filter((message) => RAW_ZOD.test(message));
  } catch {
    return [];
  }
}

const HUGE = 'x'.repeat(40_000);

/** The JSON fields a route documents, so the sweep can send each of them the wrong type. */
function fieldsOf(doc: OpenApiDoc, route: RegisteredRoute): string[] {
  const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  const body = doc.paths[path]?.[route.method.toLowerCase()]?.requestBody?.content?.['application/json']?.schema;
  // Shared bodies are components: `{ $ref: '#/components/schemas/LoginInput' }`.
  const resolved = body?.$ref ? doc.components?.schemas?.[body.$ref.split('/').pop() ?? ''] : body;
  return Object.keys(resolved?.properties ?? {});
}

function badBodies(fields: string[]): unknown[] {
  const each = (value: unknown) => Object.fromEntries(fields.map((field) => [field, value]));
  return [
    42,
    true,
    'just a string',
    [1, 2, 3],
    [{}],
    {},
    each(12345),
    each(-1.5e308),
    each(true),
    each(null),
    each([]),
    each(['a', 'b']),
    each({ $gt: '' }),
    each({ nested: { deeper: [1, { a: null }] } }),
    each(HUGE),
    each(''),
    each('   '),
    each('a\u0000b'),
    each('\u202e\ud83d\ude00 <script>alert(1)</script> \' OR 1=1 --'),
    { ...each('ok'), __proto__: { admin: true }, constructor: { prototype: { admin: true } } },
  ];
}

describeEachDb('bad input never answers 500', (ctx) => {
  it('sweeps every POST, PUT, PATCH and DELETE route of the API with wrong-typed bodies', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDoc>();
    const routes = registeredRoutes(ctx.app).filter((route) => route.url.startsWith('/api/v1/') && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method));
    expect(routes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining(['POST /api/v1/login', 'POST /api/v1/register', 'PATCH /api/v1/users/:id', 'POST /api/v1/media', 'POST /api/v1/events']),
    );
    expect(fieldsOf(doc, { method: 'POST', url: '/api/v1/login' })).toEqual(['email', 'password']);
    const failures: string[] = [];
    const raw: string[] = [];
    let sent = 0;
    for (const route of routes) {
      // A fresh session per route: a sweep of logout (or a password change) must not sign out the next one.
      const session = await signedInUser(ctx);
      const url = route.url.replace(/:[A-Za-z0-9_]+/g, session.user.id);
      for (const body of badBodies(fieldsOf(doc, route))) {
        const response = await ctx.app.inject({
          method: route.method as 'POST',
          url,
          headers: { ...session.headers, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        sent++;
        for (const message of rawMessages(response.body)) raw.push(`${route.method} ${route.url} ${JSON.stringify(body).slice(0, 60)} → ${message}`);
        if (response.statusCode >= 500) failures.push(`${route.method} ${route.url} ${JSON.stringify(body).slice(0, 80)} → ${response.statusCode} ${response.body}`);
        else if (response.statusCode !== 204) expect(response.json()).toHaveProperty(response.statusCode >= 400 ? 'message' : 'data');
      }
    }
    expect(failures).toEqual([]);
    expect(raw).toEqual([]);
    expect(sent).toBeGreaterThan(100);
    // Every route's sweep adds up: on a loaded 2-core machine it runs past the default 20 s.
  }, 120_000);

  it('answers wrong query values on every GET route in words people read', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDoc>();
    const session = await signedInUser(ctx);
    const raw: string[] = [];
    let sent = 0;
    for (const route of registeredRoutes(ctx.app).filter((entry) => entry.url.startsWith('/api/v1/') && entry.method === 'GET')) {
      const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const names = (doc.paths[path]?.get?.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
      const url = route.url.replace(/:[A-Za-z0-9_]+/g, session.user.id);
      for (const name of names) {
        for (const value of ['abc', '-1', '1e400', '', 'x'.repeat(600), '2.5']) {
          const response = await ctx.app.inject({ method: 'GET', url: `${url}?${name}=${encodeURIComponent(value)}`, headers: session.headers });
          sent++;
          expect(response.statusCode, `${url}?${name}=${value}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
          for (const message of rawMessages(response.body)) raw.push(`GET ${route.url}?${name}=${value.slice(0, 20)} → ${message}`);
        }
      }
    }
    expect(raw).toEqual([]);
    expect(sent).toBeGreaterThan(50);
  }, 120_000);

  it('answers odd path parameters and queries with a 4xx', async () => {
    const session = await signedInUser(ctx);
    const urls = [
      '/api/v1/users/%E0%A4%A',
      `/api/v1/users/${'9'.repeat(5000)}`,
      '/api/v1/media/..%2F..%2Fetc%2Fpasswd',
      '/api/v1/media/1?expires=1e400&signature=abc',
      '/api/v1/media/1?expires=-1&signature[]=a',
      '/api/v1/users/profile?include[]=roles',
      '/api/v1/email/verify/x/y?expires=abc&signature=',
    ];
    for (const url of urls) {
      for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
        const response = await ctx.app.inject({ method, url, headers: session.headers, ...(method === 'PATCH' ? { payload: {} } : {}) });
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(500);
      }
    }
  });
});

describeEachDb('a multipart body on a route that reads JSON', (ctx) => {
  it('answers 415 with a message, and saves nothing', async () => {
    const session = await signedInUser(ctx);
    const form = multipart({ name: 'Sent as a form' });
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/v1/processes', headers: { ...session.headers, ...form.headers }, payload: form.payload });
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toEqual({ message: MESSAGES.unsupportedContentType });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/processes', headers: session.headers });
    expect(list.json<{ data: { name: string }[] }>().data.map((process) => process.name)).not.toContain('Sent as a form');
  });
});
