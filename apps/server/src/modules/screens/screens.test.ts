import { beforeAll, expect, it, vi } from 'vitest';
import { MESSAGES, SCREEN_MESSAGES, screenSourceText, type Screen, type ScreenResults } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser } from '../../test/factories/user';
import { call, dataOf, errorsOf, MISSING_ID } from '../items/library.test-helpers';
import { buildProcess } from '../reviews/reviews.test-helpers';
import { joinedMember, proTeam } from '../teams/teams.test-helpers';
import { buildWorld, createScreen, type World } from './screens.test-helpers';

describeEachDb('screens', (ctx) => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld(ctx);
  });

  it('answers 401 without a token and 404 for a missing screen or another user\'s', async () => {
    expect((await call(ctx, null, 'GET', '/screens')).statusCode).toBe(401);
    expect((await call(ctx, null, 'PUT', `/screens/${MISSING_ID}`)).statusCode).toBe(401);
    const bobs = await createScreen(ctx, world.bob, { name: 'Bob private' });
    for (const [method, path] of [['GET', ''], ['PUT', ''], ['PATCH', ''], ['DELETE', ''], ['GET', '/export.csv']] as const) {
      expect((await call(ctx, world.ann, method, `/screens/${bobs.id}${path}`, method === 'PATCH' ? { name: 'x' } : undefined)).statusCode).toBe(404);
      expect((await call(ctx, world.ann, method, `/screens/${MISSING_ID}${path}`, method === 'PATCH' ? { name: 'x' } : undefined)).statusCode).toBe(404);
    }
    expect(dataOf<Screen[]>(await call(ctx, world.ann, 'GET', '/screens')).map((screen) => screen.id)).not.toContain(bobs.id);
  });

  it('refuses Screening to a team viewer', async () => {
    const viewer = await signedInUser(ctx, { role: 'teamViewer' });
    const response = await call(ctx, viewer, 'GET', '/screens');
    expect(response.statusCode).toBe(403);
  });

  it('validates with the spec messages', async () => {
    const response = await call(ctx, world.ann, 'POST', '/screens', { name: '  ', description: 'x'.repeat(1025), source_type: 'associated', secondary_process_ids: [world.second.id] });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({
      name: [MESSAGES.screenNameRequired],
      description: [SCREEN_MESSAGES.descriptionMax],
      associated_process_id: [SCREEN_MESSAGES.associatedProcessRequired],
      secondary_process_ids: [SCREEN_MESSAGES.secondaryNeedsLead],
    });
    const long = await call(ctx, world.ann, 'POST', '/screens', { name: 'n'.repeat(101), lead_process_id: world.lead.id, secondary_process_ids: [world.lead.id] });
    expect(errorsOf(long)).toEqual({ name: [SCREEN_MESSAGES.nameMax], secondary_process_ids: [SCREEN_MESSAGES.secondaryIncludesLead] });
    const foreign = await call(ctx, world.ann, 'POST', '/screens', { name: 'Theirs', lead_process_id: world.bobProcess.id, source_type: 'bogus' });
    expect(errorsOf(foreign)).toHaveProperty('source_type');
    const notMine = await call(ctx, world.ann, 'POST', '/screens', { name: 'Theirs', lead_process_id: world.bobProcess.id });
    expect(errorsOf(notMine)).toEqual({ lead_process_id: [SCREEN_MESSAGES.idInvalid] });
  });

  it('applies the default-screen rules', async () => {
    const carol = await signedInUser(ctx);
    const first = await createScreen(ctx, carol, { name: 'First', is_active: false });
    expect(first).toMatchObject({ is_default: true, is_active: true, source_type: 'all', associated_process_id: null, investment_count: 0, last_run_at: null });
    const second = await createScreen(ctx, carol, { name: 'Second', description: 'Cheap banks' });
    expect(second).not.toHaveProperty('is_default');
    expect(second.description).toBe('Cheap banks');
    const locked = await call(ctx, carol, 'PATCH', `/screens/${first.id}`, { is_active: false, is_default: false });
    expect(errorsOf(locked)).toEqual({ is_active: [SCREEN_MESSAGES.defaultLocked], is_default: [SCREEN_MESSAGES.defaultLocked] });
    const batch = await call(ctx, carol, 'POST', '/screens/switch-activity', { deactivate_screen_ids: [first.id, second.id] });
    expect(errorsOf(batch)).toEqual({ deactivate_screen_ids: [SCREEN_MESSAGES.defaultLocked] });
    const switched = dataOf<Screen[]>(await call(ctx, carol, 'POST', '/screens/switch-activity', { deactivate_screen_ids: [second.id] }));
    expect(switched.map((screen) => [screen.name, screen.is_active])).toEqual([['First', true], ['Second', false]]);
    expect(errorsOf(await call(ctx, carol, 'POST', '/screens/switch-activity', { activate_screen_ids: [MISSING_ID] }))).toEqual({ activate_screen_ids: [SCREEN_MESSAGES.notYours] });
    expect(errorsOf(await call(ctx, carol, 'PATCH', `/screens/${second.id}`, { is_default: true, is_active: false }))).toEqual({ is_active: [SCREEN_MESSAGES.defaultMustBeActive] });
    const promoted = dataOf<Screen>(await call(ctx, carol, 'PATCH', `/screens/${second.id}`, { is_default: true, description: null }));
    expect(promoted).toMatchObject({ is_default: true, is_active: true, description: null });
    const list = dataOf<Screen[]>(await call(ctx, carol, 'GET', '/screens'));
    expect(list.map((screen) => [screen.name, screen.is_default ?? false])).toEqual([['Second', true], ['First', false]]);
    const user = await ctx.db.db.selectFrom('users').select('default_screen_id').where('id', '=', carol.user.id).executeTakeFirstOrThrow();
    expect(user.default_screen_id).toBe(second.id);
    const removed = dataOf<{ message: string; default_screen_id: string | null }>(await call(ctx, carol, 'DELETE', `/screens/${second.id}`));
    expect(removed).toEqual({ message: SCREEN_MESSAGES.deleted, default_screen_id: first.id });
    expect(dataOf<Screen>(await call(ctx, carol, 'GET', `/screens/${first.id}`)).is_default).toBe(true);
  });

  it('clears the associated process unless the source is associated, and the results when the source changes', async () => {
    const screen = await createScreen(ctx, world.ann, { name: 'Assoc', source_type: 'associated', associated_process_id: world.second.id, lead_process_id: world.lead.id });
    expect(screen.associated_process_id).toBe(world.second.id);
    expect(screen.associated_process).toEqual({ id: world.second.id, name: 'Second' });
    expect(screenSourceText(screen)).toBe('Investments reviewed with Second, scored by Lead.');
    const ran = dataOf<Screen>(await call(ctx, world.ann, 'PUT', `/screens/${screen.id}`));
    expect(ran.investment_count).toBe(2);
    const all = dataOf<Screen>(await call(ctx, world.ann, 'PATCH', `/screens/${screen.id}`, { source_type: 'all' }));
    expect(all).toMatchObject({ source_type: 'all', associated_process_id: null, associated_process: null, investment_count: 0, last_run_at: null });
    const renamed = dataOf<Screen>(await call(ctx, world.ann, 'PATCH', `/screens/${screen.id}`, { associated_process_id: world.lead.id, secondary_process_ids: [world.second.id, world.second.id] }));
    expect(renamed).toMatchObject({ source_type: 'associated', associated_process_id: world.lead.id, associated_process: { id: world.lead.id, name: 'Lead' }, secondary_process_ids: [world.second.id] });
    expect(screenSourceText(renamed)).toBe('Investments reviewed with Lead, scored by Lead (lead) and Second.');
    expect(renamed.processes.map((process) => [process.name, process.role, process.factors.map((factor) => factor.name)])).toEqual([
      ['Lead', 'lead', ['Quality', 'Moat']], ['Second', 'secondary', ['Balance']],
    ]);
    expect(errorsOf(await call(ctx, world.ann, 'PATCH', `/screens/${screen.id}`, { lead_process_id: null }))).toEqual({ secondary_process_ids: [SCREEN_MESSAGES.secondaryNeedsLead] });
  });

  it('lists a process without factors as a column with no factors', async () => {
    const empty = await buildProcess(ctx, world.ann, 'Empty yet', []);
    const screen = await createScreen(ctx, world.ann, { name: 'With an empty process', lead_process_id: world.lead.id, secondary_process_ids: [empty.id, world.second.id] });
    const read = dataOf<Screen>(await call(ctx, world.ann, 'GET', `/screens/${screen.id}`));
    expect(read.processes.map((process) => [process.name, process.role, process.factors.map((factor) => factor.name)])).toEqual([
      ['Lead', 'lead', ['Quality', 'Moat']], ['Empty yet', 'secondary', []], ['Second', 'secondary', ['Balance']],
    ]);
  });

  it('reads a page in one statement per kind of data: the author is the viewer, the factors by their processes and only once', async () => {
    const screen = await createScreen(ctx, world.ann, { name: 'Mine', lead_process_id: world.lead.id });
    dataOf(await call(ctx, world.ann, 'PUT', `/screens/${screen.id}`));
    const executed = vi.spyOn(ctx.db.db.getExecutor(), 'executeQuery');
    const firstTable = (text: string) => / from "(\w+)"/.exec(text)?.[1];
    const factorReads = () => executed.mock.calls.map(([query]) => query.sql).filter((text) => firstTable(text) === 'investment_items');
    try {
      const read = dataOf<ScreenResults>(await call(ctx, world.ann, 'GET', `/screens/${screen.id}?show=all`));
      expect(read.user).toEqual({ id: world.ann.user.id, username: world.ann.user.username, avatar: null });
      const alpha = read.investments.find((row) => row.id === world.ids.AAA)!;
      expect(alpha.processes.data.map((process) => [process.name, process.factors.map((factor) => factor.name)])).toEqual([['Lead', ['Quality', 'Moat']]]);
      const statements = executed.mock.calls.map(([query]) => query.sql);
      expect(statements.length).toBeGreaterThan(0);
      // The session's read of the viewer is the only read of users.
      expect(statements.filter((text) => /from "users"/.test(text) && !/"tm"/.test(text))).toEqual([]);
      // The factors are read once for the page's processes, by their ids (not from every review the user has).
      expect(factorReads()).toHaveLength(1);
      expect(factorReads()[0]).toMatch(/"investment_process_id" in \(/);
      // Asked again, the page reads no factor: they are kept for their reviews' parts versions.
      executed.mockClear();
      const again = dataOf<ScreenResults>(await call(ctx, world.ann, 'GET', `/screens/${screen.id}?show=all`));
      expect(again.investments).toEqual(read.investments);
      expect(executed.mock.calls.length).toBeGreaterThan(0);
      expect(factorReads()).toEqual([]);
    } finally {
      executed.mockRestore();
    }
  });

  it("shows a teammate's screen with its author, not the viewer", async () => {
    const team = await proTeam(ctx);
    const analyst = (await joinedMember(ctx, team, 'teamAnalyst')).session;
    const process = await buildProcess(ctx, team.owner, 'Team lead', [{ name: 'Moat' }]);
    const screen = await createScreen(ctx, team.owner, { name: 'By the owner', lead_process_id: process.id });
    const read = dataOf<Screen>(await call(ctx, analyst, 'GET', `/screens/${screen.id}`));
    expect(read.user).toEqual({ id: team.owner.user.id, username: team.owner.user.username, avatar: null });
  });
});
