import { decodeJwt, SignJWT } from 'jose';
import { expect, it } from 'vitest';
import { MESSAGES } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser } from '../../test/factories/user';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER, ACCESS_TOKEN_TTL_SECONDS, verifyAccessToken } from './tokens';

type Claim = 'exp' | 'iat' | 'iss' | 'aud' | 'sub';

describeEachDb('access tokens must carry every claim', (ctx) => {
  it('refuses a token signed with the server secret but without exp, iat, issuer, audience or subject, or older than its life', async () => {
    const session = await signedInUser(ctx);
    const { sid } = decodeJwt(session.accessToken);
    const now = Math.floor(Date.now() / 1000);

    function forge(omit: Claim | null, overrides: { iat?: number; exp?: number } = {}): Promise<string> {
      let jwt = new SignJWT({ sid }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' });
      if (omit !== 'sub') jwt = jwt.setSubject(session.user.id);
      if (omit !== 'iss') jwt = jwt.setIssuer(ACCESS_TOKEN_ISSUER);
      if (omit !== 'aud') jwt = jwt.setAudience(ACCESS_TOKEN_AUDIENCE);
      if (omit !== 'iat') jwt = jwt.setIssuedAt(overrides.iat ?? now);
      if (omit !== 'exp') jwt = jwt.setExpirationTime(overrides.exp ?? now + ACCESS_TOKEN_TTL_SECONDS);
      return jwt.sign(ctx.config.jwtSecret);
    }
    const profile = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile', headers: { authorization: `Bearer ${token}` } });

    expect((await profile(await forge(null))).statusCode).toBe(200);
    for (const claim of ['exp', 'iat', 'iss', 'aud', 'sub'] as const) {
      const response = await profile(await forge(claim));
      expect(response.statusCode, `without ${claim}`).toBe(401);
      expect(response.json()).toEqual({ message: MESSAGES.unauthenticated });
    }
    // Issued a day ago with a far expiry; issued in the future.
    expect((await profile(await forge(null, { iat: now - 86_400, exp: now + 86_400 }))).statusCode).toBe(401);
    expect((await profile(await forge(null, { iat: now + 3600, exp: now + 7200 }))).statusCode).toBe(401);
    // Issued now but living ten years: longer than an access token lives.
    expect((await profile(await forge(null, { iat: now, exp: now + 10 * 365 * 86_400 }))).statusCode).toBe(401);
    // Expired a second ago: refused at once, not within a clock tolerance.
    expect((await profile(await forge(null, { iat: now - ACCESS_TOKEN_TTL_SECONDS, exp: now - 1 }))).statusCode).toBe(401);
  });

  it('accepts a token until the second it expires, and from then on refuses it', async () => {
    const session = await signedInUser(ctx);
    const { exp } = decodeJwt(session.accessToken);
    expect(await verifyAccessToken(ctx.config.jwtSecret, session.accessToken, (exp! - 1) * 1000)).toMatchObject({ userId: session.user.id });
    expect(await verifyAccessToken(ctx.config.jwtSecret, session.accessToken, exp! * 1000)).toBeNull();
  });
});
