import { beforeAll, expect, it } from 'vitest';
import { SCREEN_MESSAGES, type Screen } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser } from '../../test/factories/user';
import { call, dataOf, errorsOf } from '../items/library.test-helpers';
import { joinedMember, proTeam } from '../teams/teams.test-helpers';
import { buildWorld, createScreen, resultsOf, runScreen, tickersOf, type World } from './screens.test-helpers';

describeEachDb('a screen saved with its view', (ctx) => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld(ctx);
  });

  it('keeps the filters, sort and columns it was saved with, and gives them back on every read', async () => {
    const screen = await createScreen(ctx, world.ann, { name: 'Financials by price', lead_process_id: world.lead.id });
    expect(screen.saved_view).toBeNull();
    await runScreen(ctx, world.ann, screen.id);
    const view = { query: `sortingScopeBy=desc&sortingScope=price&filteringScope=sector%3AFinancials`, company_info_open: false, group_states: { [world.lead.id]: 'hidden' } };
    const saved = dataOf<Screen>(await call(ctx, world.ann, 'PATCH', `/screens/${screen.id}`, { saved_view: view }));
    const canonical = { query: 'filteringScope=sector:Financials&sortingScope=price&sortingScopeBy=desc', company_info_open: false, group_states: { [world.lead.id]: 'hidden' } };
    expect(saved.saved_view).toEqual(canonical);
    // Saving a view is not a change of source: the last run's results stay.
    expect(saved.last_run_at).not.toBeNull();
    expect(dataOf<Screen[]>(await call(ctx, world.ann, 'GET', '/screens')).find((row) => row.id === screen.id)?.saved_view).toEqual(canonical);
    const opened = await resultsOf(ctx, world.ann, screen.id, canonical.query);
    expect(opened.saved_view).toEqual(canonical);
    expect(tickersOf(world, opened)).toEqual(['AAA', 'CCC']);

    // Cleared with null; other fields sent alone leave it as it is.
    dataOf<Screen>(await call(ctx, world.ann, 'PATCH', `/screens/${screen.id}`, { saved_view: canonical }));
    expect(dataOf<Screen>(await call(ctx, world.ann, 'PATCH', `/screens/${screen.id}`, { name: 'Renamed' })).saved_view).toEqual(canonical);
    expect(dataOf<Screen>(await call(ctx, world.ann, 'PATCH', `/screens/${screen.id}`, { saved_view: null })).saved_view).toBeNull();
  });

  it('refuses a view the results address would refuse, and keeps the one saved', async () => {
    const screen = await createScreen(ctx, world.ann, { name: 'Checked' });
    const good = { query: 'sortingScope=name&sortingScopeBy=asc', company_info_open: true, group_states: {} };
    dataOf<Screen>(await call(ctx, world.ann, 'PATCH', `/screens/${screen.id}`, { saved_view: good }));
    const bad = await call(ctx, world.ann, 'PATCH', `/screens/${screen.id}`, { saved_view: { query: 'sortingScope=name&sortingScopeBy=sideways' } });
    expect(bad.statusCode).toBe(422);
    expect(errorsOf(bad)).toEqual({ 'saved_view.query': [SCREEN_MESSAGES.sortDirection] });
    const states = await call(ctx, world.ann, 'PATCH', `/screens/${screen.id}`, { saved_view: { query: '', group_states: { x: 'folded' } } });
    expect(states.statusCode).toBe(422);
    expect(dataOf<Screen>(await call(ctx, world.ann, 'GET', `/screens/${screen.id}`)).saved_view).toEqual(good);
  });

  it('lets only those who may change the screen save its view, refused before the body is read', async () => {
    const team = await proTeam(ctx);
    const screen = await createScreen(ctx, team.owner, { name: 'Team screen' });
    const analyst = (await joinedMember(ctx, team, 'teamAnalyst')).session;
    const viewer = (await joinedMember(ctx, team, 'teamViewer')).session;
    const view = { query: 'sortingScope=price&sortingScopeBy=asc', company_info_open: true, group_states: {} };
    expect(dataOf<Screen>(await call(ctx, analyst, 'PATCH', `/screens/${screen.id}`, { saved_view: view })).saved_view).toEqual(view);
    for (const body of [{ saved_view: view }, { saved_view: { query: 42 } }]) {
      expect((await call(ctx, viewer, 'PATCH', `/screens/${screen.id}`, body)).statusCode).toBe(403);
    }
    const stranger = await signedInUser(ctx);
    expect((await call(ctx, stranger, 'PATCH', `/screens/${screen.id}`, { saved_view: view })).statusCode).toBe(404);
  });
});
