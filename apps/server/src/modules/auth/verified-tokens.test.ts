import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signAccessToken } from './tokens';
import { createAccessTokenVerifier } from './verified-tokens';

const secret = new TextEncoder().encode('test-secret-test-secret-test-secret-0123456789');
const claims = { userId: 'u1', sessionId: 's1' };

describe('access token verifier', () => {
  it('accepts a valid token, again from memory, and refuses forged or foreign ones', async () => {
    const verify = createAccessTokenVerifier(secret);
    const token = await signAccessToken(secret, claims);
    expect(await verify(token)).toEqual(claims);
    expect(await verify(token)).toEqual(claims);
    const [header, payload] = token.split('.');
    expect(await verify(`${header}.${payload}.forged-signature`)).toBeNull();
    expect(await verify(await signAccessToken(new TextEncoder().encode('another-secret-another-secret-another-1'), claims))).toBeNull();
    const otherAudience = await new SignJWT({ sid: 's1' }).setProtectedHeader({ alg: 'HS256' }).setSubject('u1').setIssuer('thesis').setAudience('elsewhere').setExpirationTime('5m').sign(secret);
    expect(await verify(otherAudience)).toBeNull();
    expect(await verify('not a token')).toBeNull();
  });

  it('refuses a remembered token once it has expired', async () => {
    let clock = Date.now();
    const verify = createAccessTokenVerifier(secret, 100, () => clock);
    const token = await signAccessToken(secret, claims);
    expect(await verify(token)).toEqual(claims);
    clock += 16 * 60 * 1000;
    expect(await verify(token)).toBeNull();
    expect(await verify(token)).toBeNull();
  });

  it('remembers at most the given number of tokens, and still checks the ones it forgot', async () => {
    const verify = createAccessTokenVerifier(secret, 2);
    const tokens = await Promise.all(['a', 'b', 'c'].map((sessionId) => signAccessToken(secret, { userId: 'u1', sessionId })));
    for (const token of tokens) await verify(token);
    expect(await verify(tokens[0]!)).toEqual({ userId: 'u1', sessionId: 'a' });
  });
});
