import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES, PRODUCT_NAME, TRIAL_DAYS, UPLOAD_MAX_BYTES_DEFAULT } from '@thesis/domain';
import { NUL_MESSAGE } from './plugins/input-guard';
import { createTestApp, describeEachDb, TEST_DIALECTS } from './test/build-test-app';
import { signedInUser } from './test/factories/user';
import { openApiPath, registeredRoutes } from './test/routes';

describeEachDb('application', (ctx) => {
  it('answers liveness and readiness with the database dialect', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: ctx.dialect });
  });

  it('answers unknown routes with a JSON 404, API or not, when no web app is built', async () => {
    const api = await ctx.app.inject({ method: 'GET', url: '/api/v1/nothing-here?x=1' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/application\/json/);
    expect(api.json()).toEqual({ message: 'Route GET /api/v1/nothing-here not found.' });
    const page = await ctx.app.inject({ method: 'GET', url: '/screens/42' });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ message: MESSAGES.notFound });
    // An address that exists with another method: 405, naming the methods it takes.
    const wrongMethod = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/login' });
    expect([wrongMethod.statusCode, wrongMethod.headers.allow]).toEqual([405, 'POST']);
  });

  it('answers bad bodies with a 4xx and a message, never 500', async () => {
    const login = (payload: string, type: string) => ctx.app.inject({ method: 'POST', url: '/api/v1/login', payload, headers: { 'content-type': type } });
    const malformed = await login('{"email": "a@example.com", ', 'application/json');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/not valid JSON/);
    // An empty JSON body reads as {}: the fields it lacks are named.
    const empty = await login('', 'application/json');
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ message: MESSAGES.emailRequired, errors: { email: [MESSAGES.emailRequired], password: [MESSAGES.passwordRequired] } });
    const xml = await login('<login/>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ message: MESSAGES.unsupportedContentType });
    const form = await login('email=a%40example.com', 'application/x-www-form-urlencoded');
    expect(form.statusCode).toBe(415);
    const huge = await login(JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1_100_000) }), 'application/json');
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: MESSAGES.requestTooLarge });
  });

  it('answers an address it cannot read with a 4xx in its own words, with the security headers and request id', async () => {
    for (const [url, status, message] of [
      ['/api/v1/investments/%E0%A4%A', 400, MESSAGES.badAddress],
      ['/%', 400, MESSAGES.badAddress],
      [`/api/v1/investments/${'a'.repeat(150)}`, 414, MESSAGES.addressTooLong],
    ] as const) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { 'x-request-id': 'lb-trace-9' } });
      expect(response.statusCode, url).toBe(status);
      expect(response.json()).toEqual({ message });
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.headers['x-request-id']).toBe('lb-trace-9');
      expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('refuses NUL characters in bodies, parameters and queries (422, not a database error)', async () => {
    const session = await signedInUser(ctx);
    const patch = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/users/${session.user.id}`, headers: session.headers, payload: { first_name: 'Ann\u0000' } });
    expect(patch.statusCode).toBe(422);
    expect(patch.json()).toEqual({ message: NUL_MESSAGE, errors: { first_name: [NUL_MESSAGE] } });
    const param = await ctx.app.inject({ method: 'GET', url: '/api/v1/media/abc%00def', headers: session.headers });
    expect(param.statusCode).toBe(422);
    expect(param.json().errors).toEqual({ id: [NUL_MESSAGE] });
    const nested = await ctx.app.inject({ method: 'POST', url: '/api/v1/events', payload: { path: '/ok', title: 'fine', referrer: '\u0000' } });
    expect(nested.statusCode).toBe(422);
    expect(nested.json().errors).toEqual({ referrer: [NUL_MESSAGE] });
  });

  it('says how to authenticate on every 401: with a bearer token', async () => {
    for (const request of [{ method: 'GET' as const, url: '/api/v1/users/profile' }, { method: 'GET' as const, url: '/api/v1/users/profile', headers: { authorization: 'Bearer not-a-token' } }, { method: 'POST' as const, url: '/api/v1/refresh' }]) {
      const response = await ctx.app.inject(request);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('sends the security headers on API and page answers', async () => {
    for (const url of ['/api/v1/app-config', '/healthz', '/somewhere']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBeTruthy();
    }
  });

  it('echoes a sane x-request-id and makes one up otherwise', async () => {
    const given = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'lb-trace-42' } });
    expect(given.headers['x-request-id']).toBe('lb-trace-42');
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/v1/nothing' });
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const hostile = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id\u00e9<script>' } });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('documents every registered route in OpenAPI 3.1', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toBe('3.1.0');
    const routes = registeredRoutes(ctx.app).filter(
      (route) => route.method !== 'HEAD' && (route.url.startsWith('/api/v1/') || route.url === '/healthz' || route.url === '/readyz'),
    );
    expect(routes.length).toBeGreaterThanOrEqual(17);
    expect(routes).toContainEqual({ method: 'DELETE', url: '/api/v1/media/:id' });
    const undocumented = routes.filter((route) => !doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()]);
    expect(undocumented).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('records page views, with the user when signed in', async () => {
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/v1/events', payload: { path: '/pricing', title: 'Pricing', referrer: 'https://example.com/' } });
    expect(anonymous.statusCode).toBe(202);
    const anonymousId = anonymous.json().data.id as string;
    const session = await signedInUser(ctx);
    const signed = await ctx.app.inject({ method: 'POST', url: '/api/v1/events', headers: session.headers, payload: { path: '/dashboard' } });
    expect(signed.statusCode).toBe(202);
    const badToken = await ctx.app.inject({ method: 'POST', url: '/api/v1/events', headers: { authorization: 'Bearer stale' }, payload: { path: '/login' } });
    expect(badToken.statusCode).toBe(202);

    const rows = await ctx.db.db
      .selectFrom('page_events')
      .selectAll()
      .where('id', 'in', [anonymousId, signed.json().data.id, badToken.json().data.id])
      .orderBy('id')
      .execute();
    expect(rows.map(({ path, title, referrer, user_id }) => ({ path, title, referrer, user_id }))).toEqual([
      { path: '/pricing', title: 'Pricing', referrer: 'https://example.com/', user_id: null },
      { path: '/dashboard', title: null, referrer: null, user_id: session.user.id },
      { path: '/login', title: null, referrer: null, user_id: null },
    ]);
  });

  it('validates page views (422 listing each field)', async () => {
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/v1/events', payload: {} });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['path']);
    const tooLong = await ctx.app.inject({ method: 'POST', url: '/api/v1/events', payload: { path: `/${'p'.repeat(2048)}`, title: 't'.repeat(301) } });
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(tooLong.json().errors).sort()).toEqual(['path', 'title']);
  });

  it('serves the public settings to anyone', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/app-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { product_name: PRODUCT_NAME, blog_url: null, chat_widget_script_url: null, support_email: 'support@thesis.local', trial_days: TRIAL_DAYS, upload_max_bytes: UPLOAD_MAX_BYTES_DEFAULT },
    });
  });
});

describe('application configuration', () => {
  const dialect = TEST_DIALECTS[0] ?? 'sqlite';

  it('shows the configured blog, chat widget and support address, and lets the widget script run', async () => {
    const built = await createTestApp(dialect, {
      env: { BLOG_URL: 'https://blog.example.com', CHAT_WIDGET_SCRIPT_URL: 'https://chat.example.net/widget.js', SUPPORT_EMAIL: 'help@example.com' },
    });
    try {
      const response = await built.app.inject({ method: 'GET', url: '/api/v1/app-config' });
      expect(response.json().data).toMatchObject({
        blog_url: 'https://blog.example.com',
        chat_widget_script_url: 'https://chat.example.net/widget.js',
        support_email: 'help@example.com',
      });
      expect(String(response.headers['content-security-policy'])).toMatch(/script-src 'self' https:\/\/chat\.example\.net/);
    } finally {
      await built.close();
    }
  });

  it('serves the built web app for page routes but keeps JSON 404s for the API', async () => {
    const webDir = mkdtempSync(join(tmpdir(), 'thesis-web-'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Thesis</title><div id="root"></div>');
    const built = await createTestApp(dialect, { env: { WEB_DIST_DIR: webDir } });
    try {
      const page = await built.app.inject({ method: 'GET', url: '/screens/42' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('<div id="root">');
      const api = await built.app.inject({ method: 'GET', url: '/api/v1/unknown' });
      expect(api.statusCode).toBe(404);
      expect(api.json().message).toMatch(/not found/);
      expect((await built.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    } finally {
      await built.close();
      rmSync(webDir, { recursive: true, force: true });
    }
  });

  it('answers 503 on /readyz when the database is gone', async () => {
    const built = await createTestApp(dialect);
    await built.db.destroy();
    try {
      const response = await built.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'unavailable' });
    } finally {
      await built.close().catch(() => undefined);
    }
  });
});
