import { expect, it } from 'vitest';
import { describeEachDb, type TestContext } from '../test/build-test-app';
import { createUser, login } from '../test/factories/user';
import { CliError, COMMANDS } from './commands';

async function run(ctx: TestContext, name: string, args: string[]): Promise<string[]> {
  const lines: string[] = [];
  await COMMANDS[name]!.run(args, { db: ctx.db, billing: ctx.app.deps.billing, out: (line) => lines.push(line) });
  return lines;
}

describeEachDb('operator CLI: teams', (ctx) => {
  it('teams:create, teams:add-member and teams:list build a working team', async () => {
    const owner = await createUser(ctx, { role: 'investor' });
    const analyst = await createUser(ctx, { role: 'free' });
    const [created] = await run(ctx, 'teams:create', [owner.email, '--name', 'Ops Fund']);
    const teamId = /\(([^)]+)\)\.$/.exec(created!)![1]!;
    expect(created).toBe(`${owner.email} owns the team "Ops Fund" (${teamId}).`);
    expect(await run(ctx, 'teams:add-member', [teamId, analyst.email, 'teamAnalyst'])).toEqual([`${analyst.email} joined "Ops Fund" as Analyst.`]);
    const session = await login(ctx, analyst);
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile?include=roles', headers: session.headers });
    expect(profile.json().data).toMatchObject({ roles: ['teamAnalyst'], current_team_id: teamId, team: { name: 'Ops Fund', active: true } });
    const listed = await run(ctx, 'teams:list', []);
    expect(listed.find((line) => line.startsWith(teamId))).toBe(`${teamId}  "Ops Fund"  owner ${owner.email}  2 members (owner included)  active`);
    await expect(run(ctx, 'teams:add-member', [teamId, analyst.email, 'teamViewer'])).rejects.toThrow(CliError);
    await expect(run(ctx, 'teams:add-member', [teamId, owner.email, 'boss'])).rejects.toThrow('ROLE must be one of');
    await expect(run(ctx, 'teams:add-member', ['nope', analyst.email, 'teamViewer'])).rejects.toThrow('No team has the id nope');
  });
});
