import { expect, it } from 'vitest';
import { blockedMessage, MESSAGES, seatsFullMessage, TEAM_MESSAGES, type Team, type TeamEvent, type TeamMember, type User } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { createUser, DEFAULT_PASSWORD, login, signedInUser } from '../../test/factories/user';
import { call, dataOf } from '../items/library.test-helpers';
import { getTeam, invitationTokenFor, invite, joinedMember, proTeam, refreshed, setPlanRole } from './teams.test-helpers';

describeEachDb('teams: the team, its members and invitations', (ctx) => {
  it("gives a Pro Investor a team named after them, with them as owner, and lets them rename it", async () => {
    const { owner, teamId } = await proTeam(ctx);
    const profile = dataOf<User>(await call(ctx, owner, 'GET', '/users/profile?include=roles'));
    expect(profile.current_team_id).toBe(teamId);
    expect(profile.team).toMatchObject({ id: teamId, name: "Olivia Owner's team", role: 'proInvestor', is_owner: true, active: true });
    const team = await getTeam(ctx, owner, teamId);
    expect(team.members).toHaveLength(1);
    expect(team.members[0]).toMatchObject({ is_owner: true, role: 'proInvestor', is_invitation_accepted: true, email: owner.user.email });
    expect(team.abilities).toEqual({ manage: true, leave: false });
    const renamed = dataOf<Team>(await call(ctx, owner, 'PATCH', `/teams/${teamId}`, { name: 'Alpha Fund' }));
    expect(renamed.name).toBe('Alpha Fund');
    const blank = await call(ctx, owner, 'PATCH', `/teams/${teamId}`, { name: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.name).toEqual([TEAM_MESSAGES.nameRequired]);
  });

  it('validates a new member with the spec messages and refuses a second invitation', async () => {
    const { owner, teamId } = await proTeam(ctx);
    const empty = await call(ctx, owner, 'POST', `/teams/${teamId}/members`, { role: null });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ username: [MESSAGES.memberNameRequired], email: [MESSAGES.emailRequired], role: [MESSAGES.roleRequired] });
    const bad = await call(ctx, owner, 'POST', `/teams/${teamId}/members`, { username: 'Ann', email: 'not-an-email', role: 'teamAnalyst' });
    expect(bad.json().errors).toEqual({ email: [MESSAGES.invalidEmail] });
    const viewerByDefault = dataOf<TeamMember>(await call(ctx, owner, 'POST', `/teams/${teamId}/members`, { username: 'Vic', email: 'vic@example.com' }), 201);
    expect(viewerByDefault).toMatchObject({ role: 'teamViewer', invitation_state: 'pending', is_invitation_accepted: false, user_id: null });
    const again = await call(ctx, owner, 'POST', `/teams/${teamId}/members`, { username: 'Vic', email: 'VIC@example.com', role: 'teamAnalyst' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email).toEqual([TEAM_MESSAGES.alreadyInvited]);
  });

  it('invites an existing user by e-mail; they follow the link, accept and work in the team with its role', async () => {
    const team = await proTeam(ctx);
    const ann = await createUser(ctx, { role: 'investor' });
    const { member, token } = await invite(ctx, team.owner, team.teamId, ann.email, 'teamAnalyst', 'Ann Analyst');
    const mail = ctx.outbox().filter((message) => message.to.includes(ann.email)).at(-1)!;
    expect(mail.text).toContain('has invited you to join the team');
    expect(mail.text).toContain('as Analyst');
    const shown = dataOf<{ team_name: string; state: string; role: string; invited_by: string }>(await call(ctx, null, 'GET', `/team-invitations/${token}`));
    expect(shown).toMatchObject({ state: 'pending', role: 'teamAnalyst', invited_by: 'Olivia Owner' });
    const session = await login(ctx, ann);
    const accepted = dataOf<{ team_id: string; role: string }>(await call(ctx, session, 'POST', `/team-invitations/${token}/accept`));
    expect(accepted).toMatchObject({ team_id: team.teamId, role: 'teamAnalyst' });
    const profile = dataOf<User>(await call(ctx, session, 'GET', '/users/profile?include=roles'));
    expect(profile.roles).toEqual(['teamAnalyst']);
    expect(profile.current_team_id).toBe(team.teamId);
    const members = (await getTeam(ctx, team.owner, team.teamId)).members;
    expect(members.find((row) => row.id === member.id)).toMatchObject({ is_invitation_accepted: true, invitation_state: 'accepted', user_id: ann.id });
    // Accepting twice is harmless; the link now says it was accepted.
    expect((await call(ctx, session, 'POST', `/team-invitations/${token}/accept`)).statusCode).toBe(200);
    expect(dataOf<{ state: string }>(await call(ctx, null, 'GET', `/team-invitations/${token}`)).state).toBe('accepted');
  });

  it('does not count a trial down to a member of an active team: they work under the team plan', async () => {
    const team = await proTeam(ctx);
    const onTrial = await createUser(ctx, { role: 'investor', trial_ends_at: new Date(Date.now() + 30 * 86_400_000).toISOString() });
    const alone = await login(ctx, onTrial);
    expect(dataOf<User>(await call(ctx, alone, 'GET', '/users/profile')).trial.active).toBe(true);
    const { token } = await invite(ctx, team.owner, team.teamId, onTrial.email, 'teamAnalyst');
    dataOf(await call(ctx, alone, 'POST', `/team-invitations/${token}/accept`));
    const member = await refreshed(ctx, alone);
    expect(dataOf<User>(await call(ctx, member, 'GET', '/users/profile')).trial).toEqual({ active: false, days_left: null });
    const plans = dataOf<{ current: { trial: { active: boolean; days_left: number | null } } }>(await call(ctx, member, 'GET', '/billing/plans'));
    expect(plans.current.trial).toMatchObject({ active: false, days_left: null });
  });

  it('lets a new person sign up from the link: the invited address needs no verification e-mail', async () => {
    const team = await proTeam(ctx);
    const { token } = await invite(ctx, team.owner, team.teamId, 'newbie@example.com', 'teamViewer', 'Newbie');
    const before = ctx.outbox().length;
    const created = await call(ctx, null, 'POST', '/register', { username: 'newbie', email: 'newbie@example.com', password: DEFAULT_PASSWORD, password_confirmation: DEFAULT_PASSWORD, invitation_token: token });
    expect(created.statusCode).toBe(201);
    expect(ctx.outbox().length).toBe(before);
    const signIn = await call(ctx, null, 'POST', '/login', { email: 'newbie@example.com', password: DEFAULT_PASSWORD });
    expect(signIn.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${signIn.json().data.access_token as string}` };
    const accept = await ctx.app.inject({ method: 'POST', url: `/api/v1/team-invitations/${token}/accept`, headers });
    expect(accept.statusCode).toBe(200);
    // Another address's invitation token does not verify anyone.
    const other = await call(ctx, null, 'POST', '/register', { username: 'sneaky', email: 'sneaky@example.com', password: DEFAULT_PASSWORD, password_confirmation: DEFAULT_PASSWORD, invitation_token: token });
    expect(other.statusCode).toBe(201);
    expect((await call(ctx, null, 'POST', '/login', { email: 'sneaky@example.com', password: DEFAULT_PASSWORD })).statusCode).toBe(409);
  });

  it('refuses an invitation to another address, an expired one, and a withdrawn or replaced link', async () => {
    const team = await proTeam(ctx);
    const bob = await createUser(ctx);
    const stranger = await signedInUser(ctx);
    const { member, token } = await invite(ctx, team.owner, team.teamId, bob.email, 'teamViewer');
    const wrong = await call(ctx, stranger, 'POST', `/team-invitations/${token}/accept`);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(TEAM_MESSAGES.invitationOtherEmail);
    await ctx.db.db.updateTable('team_members').set({ expires_at: '2020-01-01T00:00:00.000Z' }).where('id', '=', member.id).execute();
    expect(dataOf<{ state: string }>(await call(ctx, null, 'GET', `/team-invitations/${token}`)).state).toBe('expired');
    const bobSession = await login(ctx, bob);
    const expired = await call(ctx, bobSession, 'POST', `/team-invitations/${token}/accept`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(TEAM_MESSAGES.invitationExpired);
    // Resending gives a new 14-day link; the old one stops working.
    const resent = dataOf<TeamMember>(await call(ctx, team.owner, 'POST', `/teams/${team.teamId}/members/${member.id}/invitation`));
    expect(resent.invitation_state).toBe('pending');
    expect(Date.parse(resent.invitation_expires_at!) - Date.now()).toBeGreaterThan(13.9 * 86_400_000);
    const fresh = invitationTokenFor(ctx, bob.email);
    expect(fresh).not.toBe(token);
    expect((await call(ctx, null, 'GET', `/team-invitations/${token}`)).statusCode).toBe(404);
    // Withdrawing it: the new link is gone too.
    expect((await call(ctx, team.owner, 'DELETE', `/teams/${team.teamId}/members/${member.id}`)).statusCode).toBe(204);
    const gone = await call(ctx, bobSession, 'POST', `/team-invitations/${fresh}/accept`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(TEAM_MESSAGES.invitationNotFound);
  });

  it('refuses to let an address that was never verified accept, even holding the link', async () => {
    const team = await proTeam(ctx);
    const carol = await createUser(ctx);
    const { token } = await invite(ctx, team.owner, team.teamId, carol.email, 'teamAdministrator');
    const session = await login(ctx, carol);
    // The address loses its proof (as an account made without verifying it would have none).
    await ctx.db.db.updateTable('users').set({ email_verified_at: null }).where('id', '=', carol.id).execute();
    const refused = await call(ctx, session, 'POST', `/team-invitations/${token}/accept`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(TEAM_MESSAGES.invitationUnverified);
    const members = (await getTeam(ctx, team.owner, team.teamId)).members;
    expect(members.find((row) => row.email === carol.email)).toMatchObject({ is_invitation_accepted: false, invitation_state: 'pending' });
  });

  it('refuses someone already in another team, and members beyond the seats of the plan', async () => {
    const alpha = await proTeam(ctx);
    const beta = await proTeam(ctx);
    const { session } = await joinedMember(ctx, alpha, 'teamAnalyst');
    const taken = await call(ctx, beta.owner, 'POST', `/teams/${beta.teamId}/members`, { username: 'X', email: session.user.email, role: 'teamViewer' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.email).toEqual([TEAM_MESSAGES.inAnotherTeam]);
    const owner = await call(ctx, beta.owner, 'POST', `/teams/${beta.teamId}/members`, { username: 'X', email: alpha.owner.user.email, role: 'teamViewer' });
    expect(owner.json().errors.email).toEqual([TEAM_MESSAGES.inAnotherTeam]);
    for (let seat = 1; seat <= 5; seat += 1) await invite(ctx, beta.owner, beta.teamId, `seat${seat}-${beta.teamId}@example.com`, 'teamViewer');
    const full = await call(ctx, beta.owner, 'POST', `/teams/${beta.teamId}/members`, { username: 'Six', email: `six-${beta.teamId}@example.com`, role: 'teamViewer' });
    expect(full.statusCode).toBe(422);
    expect(full.json().errors.email).toEqual([seatsFullMessage(5)]);
    expect((await getTeam(ctx, beta.owner, beta.teamId)).seats).toEqual({ total: 5, used: 5 });
  });

  it('changes roles at once, never the owner’s, and lets Administrators manage but not the others', async () => {
    const team = await proTeam(ctx);
    const { session: admin } = await joinedMember(ctx, team, 'teamAdministrator');
    const { session: analyst, member } = await joinedMember(ctx, team, 'teamAnalyst');
    const ownerRow = (await getTeam(ctx, team.owner, team.teamId)).members.find((row) => row.is_owner)!;
    const toPm = dataOf<TeamMember>(await call(ctx, admin, 'PATCH', `/teams/${team.teamId}/members/${member.id}`, { role: 'teamPortfolioManager' }));
    expect(toPm.role).toBe('teamPortfolioManager');
    expect(dataOf<User>(await call(ctx, analyst, 'GET', '/users/profile?include=roles')).roles).toEqual(['teamPortfolioManager']);
    const fixed = await call(ctx, admin, 'PATCH', `/teams/${team.teamId}/members/${ownerRow.id}`, { role: 'teamViewer' });
    expect(fixed.statusCode).toBe(403);
    expect(fixed.json().message).toBe(TEAM_MESSAGES.ownerIsFixed);
    expect((await call(ctx, admin, 'PUT', `/teams/${team.teamId}/members/${ownerRow.id}`, { is_blocked: true })).statusCode).toBe(403);
    expect((await call(ctx, admin, 'DELETE', `/teams/${team.teamId}/members/${ownerRow.id}`)).statusCode).toBe(403);
    const pm = await refreshed(ctx, analyst);
    const notAdmin = await call(ctx, pm, 'PATCH', `/teams/${team.teamId}`, { name: 'Mine now' });
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json().message).toBe(TEAM_MESSAGES.notTeamAdmin);
    expect((await getTeam(ctx, pm, team.teamId)).abilities.manage).toBe(false);
    const badRole = await call(ctx, admin, 'PATCH', `/teams/${team.teamId}/members/${member.id}`, { role: 'admin' });
    expect(badRole.statusCode).toBe(422);
  });

  it('blocks a member: every request and sign-in answer 403 naming the contact; unblocking restores access', async () => {
    const team = await proTeam(ctx);
    const { session, member } = await joinedMember(ctx, team, 'teamViewer');
    dataOf(await call(ctx, team.owner, 'PUT', `/teams/${team.teamId}/members/${member.id}`, { is_blocked: true }));
    const refused = await call(ctx, session, 'GET', '/users/profile');
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['x-account-status']).toBe('blocked');
    const name = (await getTeam(ctx, team.owner, team.teamId)).name;
    expect(refused.json().message).toBe(blockedMessage(name, team.owner.user.email));
    const signIn = await call(ctx, null, 'POST', '/login', { email: session.user.email, password: DEFAULT_PASSWORD });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toContain(team.owner.user.email);
    // Nor does a refresh token give new tokens.
    const renewed = await ctx.app.inject({ method: 'POST', url: '/api/v1/refresh', headers: { authorization: `Bearer ${session.refreshToken}` } });
    expect(renewed.statusCode).toBe(403);
    expect(renewed.json().message).toBe(blockedMessage(name, team.owner.user.email));
    const self = await call(ctx, team.owner, 'PUT', `/teams/${team.teamId}/members/${(await getTeam(ctx, team.owner, team.teamId)).members.find((row) => row.is_owner)!.id}`, { is_blocked: true });
    expect(self.statusCode).toBe(403);
    dataOf(await call(ctx, team.owner, 'PUT', `/teams/${team.teamId}/members/${member.id}`, { is_blocked: false }));
    expect((await call(ctx, session, 'GET', '/users/profile')).statusCode).toBe(200);
  });

  it('makes the team inactive when the owner stops being a Pro Investor: members sign in read-only with the notice', async () => {
    const team = await proTeam(ctx);
    const { session: analyst } = await joinedMember(ctx, team, 'teamAnalyst');
    const process = dataOf<{ id: string }>(await call(ctx, team.owner, 'POST', '/processes', { name: 'Team process' }), 201);
    await setPlanRole(ctx, team.owner.user.id, 'investor');
    const signIn = await call(ctx, null, 'POST', '/login', { email: analyst.user.email, password: DEFAULT_PASSWORD });
    expect(signIn.statusCode).toBe(200);
    const name = (await getTeam(ctx, analyst, team.teamId)).name;
    expect(signIn.json().meta).toEqual({ inactive_team: { name, contact_email: team.owner.user.email } });
    const profile = dataOf<User>(await call(ctx, analyst, 'GET', '/users/profile?include=roles'));
    expect(profile.team).toMatchObject({ active: false, contact_email: team.owner.user.email });
    // Reading still works; changes answer the inactive-team message.
    expect((await call(ctx, analyst, 'GET', `/processes/${process.id}`)).statusCode).toBe(200);
    const write = await call(ctx, analyst, 'POST', '/investment-reviews', { investment_id: 'x' });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe(TEAM_MESSAGES.inactiveReadOnly);
    const manage = await call(ctx, team.owner, 'POST', `/teams/${team.teamId}/members`, { username: 'Z', email: 'z@example.com', role: 'teamViewer' });
    expect(manage.statusCode).toBe(403);
    expect(manage.json().message).toBe(TEAM_MESSAGES.inactiveCannotManage);
    // Pro again: nothing was lost and the team works.
    await setPlanRole(ctx, team.owner.user.id, 'proInvestor');
    const again = await call(ctx, null, 'POST', '/login', { email: analyst.user.email, password: DEFAULT_PASSWORD });
    expect(again.json().meta).toEqual({ inactive_team: null });
    expect((await call(ctx, analyst, 'GET', `/processes/${process.id}`)).statusCode).toBe(200);
  });

  it('answers 403 without a team and 404 for another team', async () => {
    const solo = await signedInUser(ctx, { role: 'investor' });
    const alpha = await proTeam(ctx);
    const beta = await proTeam(ctx);
    const none = await call(ctx, solo, 'GET', `/teams/${alpha.teamId}`);
    expect(none.statusCode).toBe(403);
    expect(none.json().message).toBe(MESSAGES.noTeam);
    const other = await call(ctx, beta.owner, 'GET', `/teams/${alpha.teamId}`);
    expect(other.statusCode).toBe(404);
    expect((await call(ctx, beta.owner, 'PATCH', `/teams/${alpha.teamId}`, { name: 'Hijack' })).statusCode).toBe(404);
    const { session: viewer } = await joinedMember(ctx, alpha, 'teamViewer');
    const noScreen = await call(ctx, viewer, 'GET', `/teams/${alpha.teamId}`);
    expect(noScreen.statusCode).toBe(403);
    expect(noScreen.json().message).toBe(TEAM_MESSAGES.noTeamScreen);
  });

  it('lets a member leave (or be removed): they return to their own plan and workspace', async () => {
    const team = await proTeam(ctx);
    const { session: leaver } = await joinedMember(ctx, team, 'teamPortfolioManager', { role: 'free' });
    const process = dataOf<{ id: string }>(await call(ctx, leaver, 'POST', '/processes', { name: 'Made in the team' }), 201);
    expect((await call(ctx, leaver, 'POST', `/teams/${team.teamId}/leave`)).statusCode).toBe(204);
    const profile = dataOf<User>(await call(ctx, leaver, 'GET', '/users/profile?include=roles'));
    expect(profile).toMatchObject({ roles: ['free'], current_team_id: null, team: null });
    expect((await call(ctx, leaver, 'GET', `/processes/${process.id}`)).statusCode).toBe(404);
    expect((await call(ctx, team.owner, 'GET', `/processes/${process.id}`)).statusCode).toBe(200);
    const ownerLeaves = await call(ctx, team.owner, 'POST', `/teams/${team.teamId}/leave`);
    expect(ownerLeaves.statusCode).toBe(403);
    const { session: removed, member } = await joinedMember(ctx, team, 'teamAnalyst');
    expect((await call(ctx, team.owner, 'DELETE', `/teams/${team.teamId}/members/${member.id}`)).statusCode).toBe(204);
    expect((await call(ctx, removed, 'GET', `/processes/${process.id}`)).statusCode).toBe(404);
    expect(dataOf<User>(await call(ctx, removed, 'GET', '/users/profile?include=roles')).roles).toEqual(['investor']);
  });

  it('records every change in the team history, newest first', async () => {
    const team = await proTeam(ctx);
    dataOf(await call(ctx, team.owner, 'PATCH', `/teams/${team.teamId}`, { name: 'History Fund' }));
    const { member } = await joinedMember(ctx, team, 'teamAnalyst');
    dataOf(await call(ctx, team.owner, 'PATCH', `/teams/${team.teamId}/members/${member.id}`, { role: 'teamViewer' }));
    dataOf(await call(ctx, team.owner, 'PUT', `/teams/${team.teamId}/members/${member.id}`, { is_blocked: true }));
    await call(ctx, team.owner, 'DELETE', `/teams/${team.teamId}/members/${member.id}`);
    const response = await call(ctx, team.owner, 'GET', `/teams/${team.teamId}/events?limit=50`);
    const events = dataOf<TeamEvent[]>(response);
    expect(events.map((event) => event.kind)).toEqual([
      'team.member_removed',
      'team.member_blocked',
      'team.member_role_changed',
      'team.member_joined',
      'team.member_invited',
      'team.renamed',
      'team.created',
    ]);
    expect(events.find((event) => event.kind === 'team.member_role_changed')!.text).toMatch(/^Olivia Owner changed .*'s role from Analyst to Viewer$/);
    expect(response.json().meta.pagination.total).toBe(7);
  });
});
