import { describe, expect, it } from 'vitest';
import { MESSAGES, tooManyRequestsMessage } from '@thesis/domain';
import { createTestApp, describeEachDb, TEST_DIALECTS } from '../../test/build-test-app';
import { createUser, DEFAULT_PASSWORD, login } from '../../test/factories/user';
import { linkIn } from '../../test/outbox';

function cookieOf(setCookie: string | string[] | undefined): string {
  const value = Array.isArray(setCookie) ? setCookie.join('; ') : (setCookie ?? '');
  const match = /thesis_refresh=([^;]+)/.exec(value);
  if (!match?.[1]) throw new Error(`no refresh cookie in ${value}`);
  return match[1];
}

describeEachDb('authentication', (ctx) => {
  const account = { username: 'ada', email: 'Ada@Example.com', password: 'analytical engine', password_confirmation: 'analytical engine' };

  it('walks register → verify (from the outbox) → login → refresh → reuse detected → logout', async () => {
    const register = await ctx.app.inject({ method: 'POST', url: '/api/v1/register', payload: account });
    expect(register.statusCode).toBe(201);
    expect(register.json().data).toMatchObject({ username: 'ada', email: 'ada@example.com' });

    const unverified = await ctx.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: account.email, password: account.password } });
    expect(unverified.statusCode).toBe(409);
    expect(unverified.json().message).toBe(MESSAGES.notVerified);

    const mail = ctx.outbox().find((message) => message.to.includes('ada@example.com'));
    expect(mail?.subject).toMatch(/verify/i);
    const link = new URL(linkIn(mail!, '/verify-email'));
    expect(link.origin).toBe('http://localhost:3000');
    const q = link.searchParams;
    const verify = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/email/verify/${q.get('id')}/${q.get('hash')}?expires=${q.get('expires')}&signature=${q.get('signature')}`,
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().data.confirmed).toBe(true);

    const signIn = await ctx.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'ADA@example.com', password: account.password } });
    expect(signIn.statusCode).toBe(200);
    const body = signIn.json();
    expect(body.data).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(body.meta).toEqual({ inactive_team: null });
    const setCookie = String(signIn.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).toMatch(/Path=\/api\/v1\/refresh/);
    const firstRefresh = cookieOf(signIn.headers['set-cookie']);
    expect(firstRefresh).toBe(body.data.refresh_token);

    const profile = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile?include=roles,avatar', headers: { authorization: `Bearer ${body.data.access_token}` } });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({ username: 'ada', roles: ['investor'], avatar: null, trial: { days_left: 90, active: true } });
    expect(profile.json().data.password_hash).toBeUndefined();

    const refreshed = await ctx.app.inject({ method: 'POST', url: '/api/v1/refresh', cookies: { thesis_refresh: firstRefresh } });
    expect(refreshed.statusCode).toBe(200);
    const second = refreshed.json().data;
    expect(second.refresh_token).not.toBe(firstRefresh);

    // The spent token comes back: the whole family is revoked, including the new token.
    const reused = await ctx.app.inject({ method: 'POST', url: '/api/v1/refresh', cookies: { thesis_refresh: firstRefresh } });
    expect(reused.statusCode).toBe(401);
    const afterReuse = await ctx.app.inject({ method: 'POST', url: '/api/v1/refresh', payload: { refresh_token: second.refresh_token } });
    expect(afterReuse.statusCode).toBe(401);
    const deadAccess = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile', headers: { authorization: `Bearer ${second.access_token}` } });
    expect(deadAccess.statusCode).toBe(401);

    // A fresh sign-in, then logout ends that session.
    const again = (await ctx.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: account.email, password: account.password } })).json().data;
    const auth = { authorization: `Bearer ${again.access_token}` };
    const logout = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/logout', headers: auth });
    expect(logout.statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile', headers: auth })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/refresh', payload: { refresh_token: again.refresh_token } })).statusCode).toBe(401);
  });

  it('lists every field error of a bad sign-up with the spec messages (422)', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/register', payload: { email: 'nope', password: 'short', password_confirmation: 'other' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      username: [MESSAGES.usernameRequired],
      email: [MESSAGES.invalidEmail],
      password: [MESSAGES.passwordMin],
      password_confirmation: [MESSAGES.passwordsDontMatch],
    });
  });

  it('refuses a taken e-mail (any case) and a taken username', async () => {
    const existing = await createUser(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      payload: { username: existing.username, email: existing.email.toUpperCase(), password: 'longenough', password_confirmation: 'longenough' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: [MESSAGES.emailTaken], username: [MESSAGES.usernameTaken] });
  });

  it('answers wrong credentials with one generic message, whether or not the account exists', async () => {
    const user = await createUser(ctx);
    const wrongPassword = await ctx.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: user.email, password: 'not the password' } });
    const noAccount = await ctx.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'nobody@example.com', password: 'whatever1' } });
    expect(wrongPassword.statusCode).toBe(422);
    expect(noAccount.statusCode).toBe(422);
    expect(wrongPassword.json()).toEqual(noAccount.json());
    expect(noAccount.json().message).toBe(MESSAGES.invalidCredentials);
  });

  it('validates the login payload (422 with each message)', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/login', payload: {} });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: [MESSAGES.emailRequired], password: [MESSAGES.passwordRequired] });
  });

  it('answers 403 with the suspended message, at login and for an existing session', async () => {
    const user = await createUser(ctx);
    const session = await login(ctx, user);
    await ctx.db.db.updateTable('users').set({ suspended_at: new Date().toISOString() }).where('id', '=', user.id).execute();
    const loginAttempt = await ctx.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: user.email, password: DEFAULT_PASSWORD } });
    expect(loginAttempt.statusCode).toBe(403);
    expect(loginAttempt.json().message).toBe(MESSAGES.suspended);
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile', headers: session.headers });
    expect(profile.statusCode).toBe(403);
    expect(profile.json().message).toBe(MESSAGES.suspended);
    expect(profile.headers['x-account-status']).toBe('suspended');
    // The access token runs out: the refresh says "suspended" (not "session expired") and ends the session.
    const refresh = await ctx.app.inject({ method: 'POST', url: '/api/v1/refresh', cookies: { thesis_refresh: session.refreshToken } });
    expect(refresh.statusCode).toBe(403);
    expect(refresh.json()).toEqual({ message: MESSAGES.suspended });
    expect(refresh.headers['x-account-status']).toBe('suspended');
    // The session is over; the same (genuine) token keeps saying why.
    const again = await ctx.app.inject({ method: 'POST', url: '/api/v1/refresh', cookies: { thesis_refresh: session.refreshToken } });
    expect(again.statusCode).toBe(403);
    expect(again.headers['x-account-status']).toBe('suspended');
  });

  it('answers 401 without a token, with a malformed one and with a forged one', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile', headers: { authorization: 'Bearer nonsense' } })).statusCode).toBe(401);
    const forged =
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwic2lkIjoieSIsImlzcyI6InRoZXNpcyIsImF1ZCI6InRoZXNpcy1hcGkiLCJleHAiOjk5OTk5OTk5OTl9.c2lnbmF0dXJl';
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile', headers: { authorization: `Bearer ${forged}` } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.unauthenticated });
  });

  it('refuses a tampered or expired verification link', async () => {
    const user = await createUser(ctx, { verified: false });
    const tampered = await ctx.app.inject({ method: 'GET', url: `/api/v1/email/verify/${user.id}/abc?expires=9999999999&signature=deadbeef` });
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json().message).toBe(MESSAGES.invalidVerificationLink);
    const missing = await ctx.app.inject({ method: 'GET', url: `/api/v1/email/verify/${user.id}/abc` });
    expect(missing.statusCode).toBe(422);
  });

  it('resends verification and forgets passwords with the same answer for unknown addresses', async () => {
    const user = await createUser(ctx, { verified: false });
    const before = ctx.outbox().length;
    const known = await ctx.app.inject({ method: 'POST', url: '/api/v1/email/resend', payload: { email: user.email } });
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/v1/email/resend', payload: { email: 'ghost@example.com' } });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(ctx.outbox().length).toBe(before + 1);
    const forgotUnknown = await ctx.app.inject({ method: 'POST', url: '/api/v1/password/forgot', payload: { email: 'ghost@example.com' } });
    expect(forgotUnknown.statusCode).toBe(200);
    expect(ctx.outbox().length).toBe(before + 1);
  });

  it('resets a password from the e-mailed link, once, and signs out every session', async () => {
    const user = await createUser(ctx);
    const session = await login(ctx, user);
    const forgot = await ctx.app.inject({ method: 'POST', url: '/api/v1/password/forgot', payload: { email: user.email } });
    expect(forgot.statusCode).toBe(200);
    const mail = ctx.outbox().filter((message) => message.to.includes(user.email)).at(-1)!;
    const link = new URL(linkIn(mail, '/password-reset'));
    const token = link.searchParams.get('token')!;
    expect(link.searchParams.get('email')).toBe(user.email);

    const mismatch = await ctx.app.inject({ method: 'POST', url: '/api/v1/password/reset', payload: { email: user.email, token, password: 'new password 1', password_confirmation: 'new password 2' } });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ password_confirmation: [MESSAGES.passwordsDontMatch] });

    const reset = await ctx.app.inject({ method: 'POST', url: '/api/v1/password/reset', payload: { email: user.email, token, password: 'new password 1', password_confirmation: 'new password 1' } });
    expect(reset.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile', headers: session.headers })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/refresh', payload: { refresh_token: session.refreshToken } })).statusCode).toBe(401);

    const reuse = await ctx.app.inject({ method: 'POST', url: '/api/v1/password/reset', payload: { email: user.email, token, password: 'new password 3', password_confirmation: 'new password 3' } });
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().message).toBe(MESSAGES.invalidResetToken);
    await login(ctx, user, 'new password 1');
  });

  it('answers 401 on /refresh without a token', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/refresh' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(MESSAGES.invalidRefresh);
  });
});

describe('rate limits on authentication', () => {
  it.each(TEST_DIALECTS)('answers 429 with a message after too many sign-in attempts [%s]', async (dialect) => {
    const ctx = await createTestApp(dialect, { env: { AUTH_RATE_LIMIT_MAX: '3' } });
    try {
      const attempt = () => ctx.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'a@b.co', password: 'wrong-password' } });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(422);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      // IETF RateLimit headers, and a message that says what Retry-After says.
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(limited.json().message).toBe(tooManyRequestsMessage(retryAfter));
      expect(limited.headers).toMatchObject({ 'ratelimit-limit': '3', 'ratelimit-remaining': '0' });
      expect(Number(limited.headers['ratelimit-reset'])).toBe(retryAfter);
      for (const url of ['/api/v1/register', '/api/v1/password/forgot', '/api/v1/email/resend', '/api/v1/password/reset']) {
        for (let i = 0; i < 3; i += 1) await ctx.app.inject({ method: 'POST', url, payload: {} });
        expect((await ctx.app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(429);
      }
    } finally {
      await ctx.close();
    }
  });
});
