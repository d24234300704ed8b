import { expect } from 'vitest';
import type { Team, TeamMember, TeamRole } from '@thesis/domain';
import type { TestContext } from '../../test/build-test-app';
import { createUser, login, signedInUser, type Session } from '../../test/factories/user';
import { call, dataOf } from '../items/library.test-helpers';

export interface ProTeam {
  owner: Session;
  teamId: string;
}

/** A Pro Investor, signed in, with the team they own from the start. */
export async function proTeam(ctx: TestContext): Promise<ProTeam> {
  const owner = await signedInUser(ctx, { role: 'proInvestor', first_name: 'Olivia', last_name: 'Owner' });
  const teamId = owner.user.workspace.team?.id;
  expect(teamId, 'a Pro Investor owns a team').toBeTruthy();
  return { owner, teamId: teamId! };
}

/** The token of the newest invitation e-mailed to `email` (read from the outbox, as a person would). */
export function invitationTokenFor(ctx: TestContext, email: string): string {
  const mail = ctx.outbox().filter((message) => message.to.includes(email)).at(-1);
  expect(mail, `an invitation e-mail to ${email}`).toBeTruthy();
  const match = /\/team-invitations\/([A-Za-z0-9_-]+)/.exec(mail!.text);
  expect(match, 'the invitation link').toBeTruthy();
  return decodeURIComponent(match![1]!);
}

export async function invite(ctx: TestContext, admin: Session, teamId: string, email: string, role: TeamRole, name = 'New Colleague'): Promise<{ member: TeamMember; token: string }> {
  const member = dataOf<TeamMember>(await call(ctx, admin, 'POST', `/teams/${teamId}/members`, { email, username: name, role }), 201);
  return { member, token: invitationTokenFor(ctx, email) };
}

/** Signs the session in again: its viewer (role, workspace) as the API now sees it. */
export function refreshed(ctx: TestContext, session: Session): Promise<Session> {
  return login(ctx, session.user);
}

/** An existing account invited with `role` that accepted: signed in again as a member. */
export async function joinedMember(ctx: TestContext, team: ProTeam, role: TeamRole, overrides: { role?: 'free' | 'investor' } = {}): Promise<{ session: Session; member: TeamMember }> {
  const user = await createUser(ctx, { role: overrides.role ?? 'investor' });
  const { member, token } = await invite(ctx, team.owner, team.teamId, user.email, role, user.username);
  const session = await login(ctx, user);
  dataOf(await call(ctx, session, 'POST', `/team-invitations/${token}/accept`));
  return { session: await refreshed(ctx, session), member };
}

export async function getTeam(ctx: TestContext, session: Session, teamId: string): Promise<Team> {
  return dataOf<Team>(await call(ctx, session, 'GET', `/teams/${teamId}`));
}

/** Sets a user's own (plan) role straight in the database, as `users:role` or billing would. */
export async function setPlanRole(ctx: TestContext, userId: string, role: string): Promise<void> {
  await ctx.db.db.updateTable('users').set({ role }).where('id', '=', userId).execute();
}
