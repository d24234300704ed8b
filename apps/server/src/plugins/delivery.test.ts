import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECTS } from '../test/build-test-app';
import { signedInUser } from '../test/factories/user';

/** A built web app in miniature: index.html, a hashed script with its compressed copies and map. */
function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'thesis-web-'));
  mkdirSync(join(dir, 'assets'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Thesis</title><div id="root"></div>');
  writeFileSync(join(dir, 'assets/index-abc123.js'), script);
  writeFileSync(join(dir, 'assets/index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'assets/index-abc123.js.gz'), gzipSync(script));
  writeFileSync(join(dir, 'assets/index-abc123.js.map'), '{"version":3,"sources":["secret.ts"]}');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n');
  return dir;
}

describe('delivery: compression, caching, security headers', () => {
  const dialect = TEST_DIALECTS[0] ?? 'sqlite';
  const webDir = fakeWebDist();
  let built: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    built = await createTestApp(dialect, { env: { WEB_DIST_DIR: webDir } });
  });
  afterAll(async () => {
    await built.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('serves the build-time brotli or gzip copy of a hashed asset, cached for a year', async () => {
    const get = (encoding?: string) => built.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const br = await get('gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('console.log');
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('console.log');
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');
  });

  it("compresses the API explorer's script, which is streamed from disk", async () => {
    const response = await built.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('SwaggerUIBundle');
  });

  it('never serves source maps or the compressed copies by their own names', async () => {
    for (const url of ['/assets/index-abc123.js.map', '/assets/index-abc123.js.br', '/assets/index-abc123.js.gz']) {
      const response = await built.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('secret.ts');
    }
  });

  it('asks browsers to check index.html again on every visit', async () => {
    for (const url of ['/', '/dashboard', '/index.html']) {
      const response = await built.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('answers /robots.txt with the robots file, not the app', async () => {
    const response = await built.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
    expect(response.body).toContain('Disallow: /api/');
  });

  it('compresses API answers over 1 KB (brotli or gzip) and leaves small ones as they are', async () => {
    const session = await signedInUser(built);
    const docs = await built.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(docs.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(docs.rawPayload).toString()).openapi).toBe('3.1.0');
    const gzip = await built.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).length).toBeGreaterThan(1024);
    const small = await built.app.inject({ method: 'GET', url: '/api/v1/users/profile', headers: { ...session.headers, 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().data.email).toBe(session.user.email);
  });

  it('sends the same security headers on every answer', async () => {
    const answers = await Promise.all(['/healthz', '/', '/assets/index-abc123.js', '/api/v1/app-config'].map((url) => built.app.inject({ method: 'GET', url })));
    const csp = answers.map((response) => response.headers['content-security-policy']);
    expect(new Set(csp).size).toBe(1);
    expect(String(csp[0])).toContain("default-src 'self'");
    for (const response of answers) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toMatch(/max-age=/);
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });
});
