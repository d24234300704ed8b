import { expect, it } from 'vitest';
import { describeEachDb } from '../test/build-test-app';
import { signedInUser } from '../test/factories/user';

describeEachDb('ETag and 304 on reads', (ctx) => {
  it('tags every read, answers 304 without a body while it is unchanged, and 200 once it changes', async () => {
    const session = await signedInUser(ctx);
    const read = (headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile', headers: { ...session.headers, ...headers } });
    const first = await read();
    expect(first.statusCode).toBe(200);
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^W\/".+"$/);
    expect((await read()).headers.etag).toBe(tag);

    const unchanged = await read({ 'if-none-match': tag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    const patched = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/users/${session.user.id}`, headers: session.headers, payload: { first_name: 'Renamed' } });
    expect(patched.statusCode).toBe(200);
    const changed = await read({ 'if-none-match': tag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.first_name).toBe('Renamed');
    expect(changed.headers.etag).not.toBe(tag);
  });

  it('tags a compressed answer by its encoding, and answers 304 to the tag of that encoding', async () => {
    const session = await signedInUser(ctx);
    const read = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: '/api/v1/billing/plans', headers: { ...session.headers, ...headers } });
    const plain = await read({});
    const compressed = await read({ 'accept-encoding': 'br' });
    expect(plain.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.headers.etag).toMatch(/^W\/".+"$/);
    expect((await read({ 'accept-encoding': 'br' })).headers.etag).toBe(compressed.headers.etag);
    const again = await read({ 'accept-encoding': 'br', 'if-none-match': String(compressed.headers.etag) });
    expect([again.statusCode, again.body]).toEqual([304, '']);
    expect((await read({ 'if-none-match': String(plain.headers.etag) })).statusCode).toBe(304);
  });
});
