import type { Role } from '@thesis/domain';
import { nowIso } from '../../db/values';
import { randomToken } from '../../lib/crypto';
import { hashPassword } from '../../modules/auth/passwords';
import { newUserRow, type UserRow } from '../../modules/users/users.repository';
import type { Viewer } from '../../modules/teams/workspace';
import type { TestContext } from '../build-test-app';

export const DEFAULT_PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | undefined;

export interface UserOverrides extends Partial<UserRow> {
  role?: Role;
  verified?: boolean;
  suspended?: boolean;
}

/** Inserts a valid, verified user (password DEFAULT_PASSWORD unless a hash is given). */
export async function createUser(ctx: TestContext, overrides: UserOverrides = {}): Promise<UserRow> {
  const { verified = true, suspended = false, ...fields } = overrides;
  const suffix = randomToken(6).toLowerCase().replace(/[^a-z0-9]/g, 'x');
  const now = nowIso();
  passwordHash ??= hashPassword(DEFAULT_PASSWORD);
  const row = newUserRow({
    username: `user_${suffix}`,
    email: `user_${suffix}@example.com`,
    password_hash: await passwordHash,
    role: 'investor',
    email_verified_at: verified ? now : null,
    suspended_at: suspended ? now : null,
    ...fields,
  }, now);
  await ctx.db.db.insertInto('users').values(row).execute();
  return row;
}

export interface Session {
  /** The account as the API sees it: effective role and workspace (team) included. */
  user: Viewer;
  accessToken: string;
  refreshToken: string;
  headers: { authorization: string };
}

/** Signs a user in through the API and returns its tokens. */
export async function login(ctx: TestContext, user: UserRow, password = DEFAULT_PASSWORD): Promise<Session> {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: user.email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const { data } = response.json<{ data: { access_token: string; refresh_token: string } }>();
  const viewer = await ctx.app.deps.viewers.forUser(user.id);
  if (!viewer) throw new Error('login: the user is gone');
  return { user: viewer, accessToken: data.access_token, refreshToken: data.refresh_token, headers: { authorization: `Bearer ${data.access_token}` } };
}

/** A verified user, signed in. */
export async function signedInUser(ctx: TestContext, overrides: UserOverrides = {}): Promise<Session> {
  return login(ctx, await createUser(ctx, overrides));
}
