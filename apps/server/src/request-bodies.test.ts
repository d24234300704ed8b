import { MESSAGES, type Decision } from '@thesis/domain';
import { expect, it } from 'vitest';
import { createTradeType, fillMatrix, reviewFor, SPREAD } from './modules/decisions/decisions.test-helpers';
import { call, dataOf } from './modules/items/library.test-helpers';
import { describeEachDb } from './test/build-test-app';
import { login, createUser, signedInUser } from './test/factories/user';
import { registeredRoutes, type RegisteredRoute } from './test/routes';

type OpenApiDoc = { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: { type?: string } }> } }>> };

/** Every POST, PUT and PATCH route that documents a JSON object body (not Stripe's webhook, which reads its JSON as signed text). */
async function jsonBodyRoutes(ctx: Parameters<Parameters<typeof describeEachDb>[1]>[0]): Promise<RegisteredRoute[]> {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDoc>();
  return registeredRoutes(ctx.app).filter((route) => {
    if (!route.url.startsWith('/api/v1/') || !['POST', 'PUT', 'PATCH'].includes(route.method)) return false;
    const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const json = doc.paths[path]?.[route.method.toLowerCase()]?.requestBody?.content?.['application/json'];
    return json !== undefined && !route.url.endsWith('/billing/stripe/webhook');
  });
}

describeEachDb('request bodies', (ctx) => {
  it('answers a JSON body that is not an object (null, a list, a text, a number) with a 422 and a message on every route', async () => {
    const routes = await jsonBodyRoutes(ctx);
    expect(routes.length).toBeGreaterThan(40);
    const session = await signedInUser(ctx);
    const wrong: string[] = [];
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z0-9_]+/g, session.user.id);
      for (const payload of ['null', '[]', '[{"name":"x"}]', '"text"', '5', 'true']) {
        const response = await ctx.app.inject({ method: route.method as 'POST', url, headers: { ...session.headers, 'content-type': 'application/json' }, payload });
        const body = response.json<{ message?: string; errors?: Record<string, string[]> }>();
        if (response.statusCode !== 422 || body.message !== MESSAGES.bodyNotObject || body.errors?.body?.[0] !== MESSAGES.bodyNotObject) {
          wrong.push(`${route.method} ${route.url} ${payload} → ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('reads a request without a body as {} on every route (the same status and message)', async () => {
    const routes = await jsonBodyRoutes(ctx);
    const differ: string[] = [];
    for (const route of routes) {
      // Fresh sessions: a route may sign out or change what the next request sees.
      const first = await signedInUser(ctx);
      const second = await signedInUser(ctx);
      const withEmpty = await ctx.app.inject({ method: route.method as 'POST', url: route.url.replace(/:[A-Za-z0-9_]+/g, first.user.id), headers: first.headers, payload: {} });
      const withNone = await ctx.app.inject({ method: route.method as 'POST', url: route.url.replace(/:[A-Za-z0-9_]+/g, second.user.id), headers: second.headers });
      const typedEmpty = await ctx.app.inject({
        method: route.method as 'POST',
        url: route.url.replace(/:[A-Za-z0-9_]+/g, second.user.id),
        headers: { ...second.headers, 'content-type': 'application/json' },
        payload: '',
      });
      const message = (response: typeof withEmpty) => (response.statusCode === 204 ? '' : (response.json<{ message?: string }>().message ?? 'data'));
      for (const response of [withNone, typedEmpty]) {
        if (response.statusCode !== withEmpty.statusCode || message(response) !== message(withEmpty)) {
          differ.push(`${route.method} ${route.url}: {} → ${withEmpty.statusCode} ${message(withEmpty)}; no body → ${response.statusCode} ${message(response)}`);
        }
      }
    }
    expect(differ).toEqual([]);
  }, 180_000);

  it('makes a decision with POST /decisions/make/{id} sent without a body', async () => {
    const session = await signedInUser(ctx);
    const review = await reviewFor(ctx, session, 20);
    const type = await createTradeType(ctx, session);
    dataOf(await call(ctx, session, 'PATCH', `/decisions/update/${review.id}`, { action: 'buy', trade_type_id: type.id }));
    await fillMatrix(ctx, session, review.id, SPREAD);
    const made = await ctx.app.inject({ method: 'POST', url: `/api/v1/decisions/make/${review.id}`, headers: session.headers });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json<{ data: Decision }>().data).toMatchObject({ status: 'made', action: 'buy', price: 20 });
  });

  it('runs a screen with PUT /screens/{id} and refreshes a session with POST /refresh, both without a body', async () => {
    const session = await signedInUser(ctx);
    const screen = dataOf<{ id: string }>(await call(ctx, session, 'POST', '/screens', { name: 'Everything', source_type: 'all' }), 201);
    const ran = await ctx.app.inject({ method: 'PUT', url: `/api/v1/screens/${screen.id}`, headers: session.headers });
    expect(ran.statusCode, ran.body).toBe(200);
    const signedIn = await login(ctx, await createUser(ctx));
    const refreshed = await ctx.app.inject({ method: 'POST', url: '/api/v1/refresh', cookies: { thesis_refresh: signedIn.refreshToken }, headers: { 'content-type': 'application/json' }, payload: '' });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json<{ data: { access_token: string } }>().data.access_token).toEqual(expect.any(String));
  });
});
