import { expect, it } from 'vitest';
import { CAPABILITIES } from '@thesis/domain';
import { describeEachDb } from '../test/build-test-app';
import { registeredRoutes } from '../test/routes';
import { ROUTE_RIGHTS, routeKey } from './route-rights';

/** Routes that are not the API: the web app shell and the API documentation. */
const OUTSIDE = [/^\/api\/docs/, /^\/\*?$/, /^\/assets\//];

function apiRoutes(routes: { method: string; url: string }[]): string[] {
  return routes
    .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS' && !OUTSIDE.some((pattern) => pattern.test(route.url)))
    .map((route) => routeKey(route.method, route.url));
}

describeEachDb('route rights: every route says what it needs', (ctx) => {
  it('lists every route of the app in the rights table, and nothing else', () => {
    const live = apiRoutes(registeredRoutes(ctx.app));
    const missing = live.filter((key) => !(key in ROUTE_RIGHTS));
    expect(missing, 'routes without an entry in plugins/route-rights.ts').toEqual([]);
    const stale = Object.keys(ROUTE_RIGHTS).filter((key) => !live.includes(key));
    expect(stale, 'entries of plugins/route-rights.ts without a route').toEqual([]);
    for (const right of Object.values(ROUTE_RIGHTS)) expect(['public', 'signedIn', ...CAPABILITIES]).toContain(right);
  });

  it('answers 401 without a token on every route that needs a sign-in', async () => {
    for (const [key, right] of Object.entries(ROUTE_RIGHTS)) {
      if (right === 'public') continue;
      const [method, url] = key.split(' ') as [string, string];
      const path = url.replace(/:[A-Za-z]+/g, '0195f0c2-0000-7000-8000-000000000000');
      const response = await ctx.app.inject({ method: method as 'GET', url: path, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect(response.statusCode, `${key}: ${response.body}`).toBe(401);
    }
  });
});
