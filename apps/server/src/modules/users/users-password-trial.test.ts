import { expect, it } from 'vitest';
import { MESSAGES } from '@thesis/domain';
import { runTrialExpiry } from '../../jobs/trial-expiry';
import { describeEachDb, type TestContext } from '../../test/build-test-app';
import { createUser, DEFAULT_PASSWORD, login, type Session } from '../../test/factories/user';

const NEW_PASSWORD = 'a brand new passphrase';
const DAY_MS = 86_400_000;

function patchSelf(ctx: TestContext, session: Session, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'PATCH', url: `/api/v1/users/${session.user.id}`, headers: session.headers, payload });
}

function roleOf(ctx: TestContext, id: string) {
  return ctx.db.db.selectFrom('users').select(['role', 'trial_ends_at']).where('id', '=', id).executeTakeFirstOrThrow();
}

describeEachDb('password change', (ctx) => {
  it('needs the right current password (422) and keeps the old password then', async () => {
    const user = await createUser(ctx);
    const session = await login(ctx, user);
    const wrong = await patchSelf(ctx, session, { current_password: 'not my password', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ message: MESSAGES.currentPasswordWrong, errors: { current_password: [MESSAGES.currentPasswordWrong] } });
    const missing = await patchSelf(ctx, session, { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['current_password']);
    await login(ctx, user, DEFAULT_PASSWORD);
  });

  it('says the passwords don’t match and checks the new password’s length', async () => {
    const session = await login(ctx, await createUser(ctx));
    const mismatch = await patchSelf(ctx, session, { current_password: DEFAULT_PASSWORD, password: NEW_PASSWORD, password_confirmation: 'something else' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ password_confirmation: [MESSAGES.passwordsDontMatch] });
    const short = await patchSelf(ctx, session, { current_password: DEFAULT_PASSWORD, password: 'short', password_confirmation: 'short' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toEqual([MESSAGES.passwordMin]);
  });

  it('changes the password, keeps this session and signs out every other one', async () => {
    const user = await createUser(ctx);
    const current = await login(ctx, user);
    const other = await login(ctx, user);
    const response = await patchSelf(ctx, current, { current_password: DEFAULT_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.id).toBe(user.id);
    expect(JSON.stringify(response.json())).not.toContain('password');

    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile', headers: current.headers })).statusCode).toBe(200);
    const refreshed = await ctx.app.inject({ method: 'POST', url: '/api/v1/refresh', payload: { refresh_token: current.refreshToken } });
    expect(refreshed.statusCode).toBe(200);

    const otherAccess = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile', headers: other.headers });
    expect(otherAccess.statusCode).toBe(401);
    const otherRefresh = await ctx.app.inject({ method: 'POST', url: '/api/v1/refresh', payload: { refresh_token: other.refreshToken } });
    expect(otherRefresh.statusCode).toBe(401);

    const oldPassword = await ctx.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: user.email, password: DEFAULT_PASSWORD } });
    expect(oldPassword.statusCode).toBe(422);
    await login(ctx, user, NEW_PASSWORD);
  });
});

describeEachDb('trial', (ctx) => {
  it('shows and stores an ended trial as the free role on profile load', async () => {
    const user = await createUser(ctx, { role: 'investor', trial_ends_at: new Date(Date.now() - DAY_MS).toISOString() });
    const session = await login(ctx, user);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile?include=roles', headers: session.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ roles: ['free'], trial: { days_left: 0, active: false } });
    expect((await roleOf(ctx, user.id)).role).toBe('free');
  });

  it('answers an ended trial as free after a profile change too', async () => {
    const user = await createUser(ctx, { role: 'investor', trial_ends_at: new Date(Date.now() - DAY_MS).toISOString() });
    const session = await login(ctx, user);
    const response = await patchSelf(ctx, session, { first_name: 'Late' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ first_name: 'Late', roles: ['free'] });
    expect((await roleOf(ctx, user.id)).role).toBe('free');
  });

  it('keeps a running trial on the investor role with its days left', async () => {
    const user = await createUser(ctx, { role: 'investor', trial_ends_at: new Date(Date.now() + 10.5 * DAY_MS).toISOString() });
    const session = await login(ctx, user);
    const data = (await ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile?include=roles', headers: session.headers })).json().data;
    expect(data).toMatchObject({ roles: ['investor'], trial: { days_left: 10, active: true } });
    expect((await roleOf(ctx, user.id)).role).toBe('investor');
  });

  it('the trial job moves ended trials to free and leaves everyone else alone', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const ended = await createUser(ctx, { role: 'investor', trial_ends_at: past });
    const running = await createUser(ctx, { role: 'investor', trial_ends_at: new Date(Date.now() + DAY_MS).toISOString() });
    const paying = await createUser(ctx, { role: 'investor', trial_ends_at: null });
    const pro = await createUser(ctx, { role: 'proInvestor', trial_ends_at: past });

    expect((await runTrialExpiry(ctx.app.deps)).expired).toBeGreaterThanOrEqual(1);
    expect((await roleOf(ctx, ended.id)).role).toBe('free');
    expect((await roleOf(ctx, running.id)).role).toBe('investor');
    expect((await roleOf(ctx, paying.id)).role).toBe('investor');
    expect((await roleOf(ctx, pro.id)).role).toBe('proInvestor');
    // A second run finds nothing more to do.
    expect((await runTrialExpiry(ctx.app.deps)).expired).toBe(0);
  });
});
