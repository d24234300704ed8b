import { expect, it } from 'vitest';
import { MESSAGES } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser } from '../../test/factories/user';

describeEachDb('POST /refresh for API clients: Authorization: Bearer <refresh_token>', (ctx) => {
  const refresh = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/v1/refresh', headers: { authorization: `Bearer ${token}` } });
  const profile = (access: string) => ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile', headers: { authorization: `Bearer ${access}` } });

  it('rotates a refresh token sent as bearer with an empty body, and detects its reuse', async () => {
    const session = await signedInUser(ctx);
    const first = await refresh(session.refreshToken);
    expect(first.statusCode).toBe(200);
    const pair = first.json().data;
    expect(pair).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(pair.refresh_token).not.toBe(session.refreshToken);
    expect((await profile(pair.access_token)).statusCode).toBe(200);

    // The next rotation works with the new token, also with `content-length: 0`.
    const second = await ctx.app.inject({ method: 'POST', url: '/api/v1/refresh', headers: { authorization: `Bearer ${pair.refresh_token}`, 'content-length': '0' }, payload: '' });
    expect(second.statusCode).toBe(200);
    const latest = second.json().data;

    // The spent first token comes back: the session ends, the latest tokens die with it.
    const reused = await refresh(session.refreshToken);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ message: MESSAGES.invalidRefresh });
    expect((await refresh(latest.refresh_token)).statusCode).toBe(401);
    expect((await profile(latest.access_token)).statusCode).toBe(401);
  });

  it('answers 401 for an access token or a made-up token sent as the bearer', async () => {
    const session = await signedInUser(ctx);
    for (const token of [session.accessToken, 'not-a-refresh-token']) {
      const response = await refresh(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: MESSAGES.invalidRefresh });
    }
    // The session itself is untouched by those attempts.
    expect((await refresh(session.refreshToken)).statusCode).toBe(200);
  });
});
