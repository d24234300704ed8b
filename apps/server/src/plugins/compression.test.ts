import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECTS } from '../test/build-test-app';
import { signedInUser } from '../test/factories/user';
import { addListed } from '../modules/investments/investments.test-helpers';
import { chooseEncoding } from './compression';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=1', 'br'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['identity', null],
    ['deflate', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    // The second answer comes from the choices kept per header.
    expect(chooseEncoding(header)).toBe(expected);
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('compression of whole answers', () => {
  const dialect = TEST_DIALECTS[0] ?? 'sqlite';
  let built: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;
  // Ten companies: an answer of about 4 KB.
  const url = '/api/v1/investments?search=ticker%3AAP&limit=10';

  beforeAll(async () => {
    built = await createTestApp(dialect);
    headers = (await signedInUser(built, { role: 'investor' })).headers;
    await addListed(
      built,
      Array.from({ length: 12 }, (_, index) => ({
        exchange: 'NYSE', ticker: `AP${String.fromCharCode(65 + index)}`, name: `Apex Holdings ${index + 1} Incorporated`,
        sector_l1: 'Industrials', sector_l3: 'Industrial Machinery & Supplies & Components',
      })),
    );
  });
  afterAll(async () => built.close());

  it('sends a search answer in brotli or gzip that decodes to the same JSON as the plain one', async () => {
    const plain = await built.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'identity' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const expected = plain.json<{ data: { ticker: string }[] }>();
    expect(expected.data.length).toBe(10);

    const br = await built.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(expected);

    const gzip = await built.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(expected);
  });

  it('leaves the answer alone when the client asks for no compression', async () => {
    const answer = await built.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-encoding': 'br', 'x-no-compression': '1' } });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.json<{ data: unknown[] }>().data.length).toBe(10);
  });

  it('compresses a large answer (the API document) off the main thread, still whole', async () => {
    const docs = await built.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(docs.headers['content-encoding']).toBe('br');
    const document = JSON.parse(brotliDecompressSync(docs.rawPayload).toString()) as { openapi: string; paths: object };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).length).toBeGreaterThan(100);
  });
});
