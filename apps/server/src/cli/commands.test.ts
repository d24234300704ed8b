import { expect, it } from 'vitest';
import { MESSAGES } from '@thesis/domain';
import { describeEachDb, type TestContext } from '../test/build-test-app';
import { createUser, login } from '../test/factories/user';
import { CliError, COMMANDS, helpText } from './commands';

const PASSWORD = 'operator chosen passphrase';

/** Runs one operator command against the test database and returns what it printed. */
async function run(ctx: TestContext, name: string, args: string[]): Promise<string[]> {
  const command = COMMANDS[name];
  if (!command) throw new Error(`no command ${name}`);
  const lines: string[] = [];
  await command.run(args, { db: ctx.db, billing: ctx.app.deps.billing, out: (line) => lines.push(line) });
  return lines;
}

function userByEmail(ctx: TestContext, email: string) {
  return ctx.db.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
}

function signIn(ctx: TestContext, email: string, password = PASSWORD) {
  return ctx.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password } });
}

describeEachDb('operator CLI', (ctx) => {
  it('users:create makes a verified account with the given role that can sign in', async () => {
    const out = await run(ctx, 'users:create', ['--email', 'Ops@Example.com', '--username', 'ops', '--password', PASSWORD, '--role', 'admin', '--verified']);
    expect(out).toEqual(['Created ops@example.com (admin, verified).']);
    const row = await userByEmail(ctx, 'ops@example.com');
    expect(row).toMatchObject({ username: 'ops', role: 'admin', trial_ends_at: null, suspended_at: null });
    expect(row.email_verified_at).not.toBeNull();
    expect(row.password_hash).not.toContain(PASSWORD);

    const response = await signIn(ctx, 'ops@example.com');
    expect(response.statusCode).toBe(200);
    const token = response.json().data.access_token as string;
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile?include=roles', headers: { authorization: `Bearer ${token}` } });
    expect(profile.json().data).toMatchObject({ username: 'ops', roles: ['admin'], confirmed: true });
    // The account's library starts with the default decision types, as one made by signing up does.
    const types = await ctx.db.db.selectFrom('trade_types').select('name').where('user_id', '=', row.id).orderBy('name').execute();
    expect(types.map((type) => type.name)).toEqual(['Long-term buy/sell', 'Medium-term position', 'Short-term trade']);
  });

  it('users:create defaults to an unverified free account', async () => {
    const out = await run(ctx, 'users:create', ['--email', 'plain@example.com', '--username', 'plain', '--password', PASSWORD]);
    expect(out).toEqual(['Created plain@example.com (free, not verified).']);
    expect(await userByEmail(ctx, 'plain@example.com')).toMatchObject({ role: 'free', email_verified_at: null });
    const response = await signIn(ctx, 'plain@example.com');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MESSAGES.notVerified);
  });

  it('users:create refuses a taken e-mail or username, a bad role and bad fields (CliError)', async () => {
    const existing = await createUser(ctx);
    const base = ['--username', 'fresh_name', '--password', PASSWORD];
    await expect(run(ctx, 'users:create', ['--email', existing.email.toUpperCase(), ...base])).rejects.toThrow(CliError);
    await expect(run(ctx, 'users:create', ['--email', existing.email, ...base])).rejects.toThrow(/exists already/);
    await expect(run(ctx, 'users:create', ['--email', 'new@example.com', '--username', existing.username, '--password', PASSWORD])).rejects.toThrow(/taken/);
    await expect(run(ctx, 'users:create', ['--email', 'new@example.com', ...base, '--role', 'overlord'])).rejects.toThrow(/--role must be one of: free, investor/);
    const invalid = run(ctx, 'users:create', ['--email', 'not-an-address', ...base]);
    await expect(invalid).rejects.toThrow(CliError);
    await expect(invalid).rejects.toThrow(/--email/);
    await expect(run(ctx, 'users:create', ['--email', 'new@example.com', '--username', 'fresh_name', '--password', 'short'])).rejects.toThrow(/--password/);
    await expect(run(ctx, 'users:create', ['--email', 'new@example.com', ...base, '--bogus'])).rejects.toMatchObject({ code: 'ERR_PARSE_ARGS_UNKNOWN_OPTION' });
    const created = await ctx.db.db.selectFrom('users').select('id').where('email', '=', 'new@example.com').execute();
    expect(created).toHaveLength(0);
  });

  it('users:role sets the role and ends a trial', async () => {
    const user = await createUser(ctx, { role: 'investor', trial_ends_at: new Date(Date.now() + 86_400_000).toISOString() });
    expect(await run(ctx, 'users:role', [user.email, 'proInvestor'])).toEqual([`${user.email} now has the role proInvestor.`]);
    expect(await userByEmail(ctx, user.email)).toMatchObject({ role: 'proInvestor', trial_ends_at: null });
    await expect(run(ctx, 'users:role', [user.email, 'overlord'])).rejects.toThrow(CliError);
    await expect(run(ctx, 'users:role', [user.email])).rejects.toThrow(CliError);
    await expect(run(ctx, 'users:role', ['ghost@example.com', 'free'])).rejects.toThrow(/No user has the e-mail address ghost@example.com/);
    expect((await userByEmail(ctx, user.email)).role).toBe('proInvestor');
  });

  it('users:role stores a plan role as the plan, with its history, and a team role beside the stored plan', async () => {
    const user = await createUser(ctx, { role: 'free' });
    await run(ctx, 'users:role', [user.email, 'investor']);
    expect(await ctx.app.deps.billing.planOf(user.id)).toBe('investor');
    const history = await ctx.db.db.selectFrom('billing_history').select(['from_plan', 'to_plan', 'source']).where('user_id', '=', user.id).execute();
    expect(history).toEqual([{ from_plan: 'free', to_plan: 'investor', source: 'operator' }]);
    await run(ctx, 'users:role', [user.email, 'teamViewer']);
    expect(await userByEmail(ctx, user.email)).toMatchObject({ role: 'teamViewer' });
    expect(await ctx.app.deps.billing.planOf(user.id)).toBe('investor');
    await run(ctx, 'users:role', [user.email, 'proInvestor']);
    expect(await userByEmail(ctx, user.email)).toMatchObject({ role: 'proInvestor' });
    expect(await ctx.app.deps.billing.planOf(user.id)).toBe('proInvestor');
  });

  it('users:verify marks the address verified so the user can sign in', async () => {
    const user = await createUser(ctx, { verified: false });
    expect((await signIn(ctx, user.email, 'correct horse battery')).statusCode).toBe(409);
    expect(await run(ctx, 'users:verify', [user.email.toUpperCase()])).toEqual([`${user.email} is verified.`]);
    expect((await userByEmail(ctx, user.email)).email_verified_at).not.toBeNull();
    expect((await signIn(ctx, user.email, 'correct horse battery')).statusCode).toBe(200);
    await expect(run(ctx, 'users:verify', [])).rejects.toThrow(CliError);
  });

  it('users:suspend signs the user out everywhere; users:unsuspend lets them back in', async () => {
    const user = await createUser(ctx);
    const session = await login(ctx, user);
    expect(await run(ctx, 'users:suspend', [user.email])).toEqual([`${user.email} is suspended and signed out everywhere.`]);
    expect((await userByEmail(ctx, user.email)).suspended_at).not.toBeNull();

    const access = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile', headers: session.headers });
    expect([401, 403]).toContain(access.statusCode);
    // The session is over; its refresh token says why (the suspended-account notice), not "expired".
    const refresh = await ctx.app.inject({ method: 'POST', url: '/api/v1/refresh', payload: { refresh_token: session.refreshToken } });
    expect(refresh.statusCode).toBe(403);
    expect(refresh.json().message).toBe(MESSAGES.suspended);
    const again = await signIn(ctx, user.email, 'correct horse battery');
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(MESSAGES.suspended);

    expect(await run(ctx, 'users:unsuspend', [user.email])).toEqual([`${user.email} is no longer suspended.`]);
    expect((await userByEmail(ctx, user.email)).suspended_at).toBeNull();
    expect((await signIn(ctx, user.email, 'correct horse battery')).statusCode).toBe(200);
  });

  it('db:migrate says the database is up to date', async () => {
    expect(await run(ctx, 'db:migrate', [])).toEqual(['The database is up to date.']);
  });

  it('help lists every command', () => {
    const help = helpText();
    for (const command of Object.values(COMMANDS)) expect(help).toContain(command.usage);
  });
});
