import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Screen } from '@thesis/domain';
import { createTestApp, describeEachDb, type TestContext } from '../../test/build-test-app';
import { call, dataOf } from '../items/library.test-helpers';
import { hold } from '../portfolio/portfolio.test-helpers';
import { itemNamed, patchItem, reviewWith } from '../reviews/reviews.test-helpers';
import { buildWorld, createScreen, resultsOf, runScreen, tickersOf, type World } from './screens.test-helpers';

// Each server instance keeps the pages of a screen's results it has read, for the screen's results
// version (ScreenPageCache), and the factors of the reviews they show, for each review's parts
// version (LiveRowsReader). A second app on the same database stands for another instance: a run,
// a change of source or a review's change, made anywhere must show at the next page read on every
// instance.
describeEachDb("a screen's pages, kept by each instance", (ctx) => {
  let other: TestContext & { close(): Promise<void> };
  let world: World;

  beforeAll(async () => {
    other = await createTestApp(ctx.dialect, { sameDatabaseAs: ctx });
    world = await buildWorld(ctx);
  });
  afterAll(async () => {
    await other.close();
  });

  const passing = (world: World) => `filteringScope=${encodeURIComponent(`p.${world.lead.id}.score:0..`)}`;

  it('shows a run made on another instance at the next page read, on both', async () => {
    const screen = await createScreen(ctx, world.ann, { source_type: 'all_active', lead_process_id: world.lead.id, secondary_process_ids: [world.second.id] });
    await runScreen(ctx, world.ann, screen.id);
    // Both instances read (and keep) the pages before the review changes.
    for (const on of [ctx, other]) {
      expect(tickersOf(world, await resultsOf(on, world.ann, screen.id))).toEqual(['ZZZ', 'AAA', 'CCC', 'BBB']);
      const all = await resultsOf(on, world.ann, screen.id, `${passing(world)}&show=all`);
      expect(all.matching_count).toBe(3);
      expect(tickersOf(world, await resultsOf(on, world.ann, screen.id, `${passing(world)}&limit=2&page=3`))).toEqual([]);
    }

    // DDD is reviewed for the first time and BBB's Quality rises to very good; the screen is run on the other instance.
    const review = await reviewWith(other, world.ann, world.ids.DDD, [world.lead.id]);
    expect((await patchItem(other, world.ann, itemNamed(review, 'Quality'), { score: 'v_good' })).statusCode).toBe(200);
    const bbb = await reviewWith(other, world.ann, world.ids.BBB, [world.lead.id]);
    expect((await patchItem(other, world.ann, itemNamed(bbb, 'Quality'), { score: 'v_good' })).statusCode).toBe(200);
    await runScreen(other, world.ann, screen.id);

    for (const on of [ctx, other]) {
      const page = await resultsOf(on, world.ann, screen.id);
      expect(tickersOf(world, page)).toContain('DDD');
      expect(page.investments).toHaveLength(5);
      const bbbRow = page.investments.find((row) => row.id === world.ids.BBB)!;
      expect(bbbRow.processes.data[0]!.run_score).toBe(bbbRow.processes.data[0]!.score);
      const all = await resultsOf(on, world.ann, screen.id, `${passing(world)}&show=all`);
      expect(all.matching_count).toBe(5);
      expect(all.aggregations.count).toBe(5);
      expect(tickersOf(world, await resultsOf(on, world.ann, screen.id, `${passing(world)}&limit=2&page=3`))).toHaveLength(1);
    }
  });

  it('shows no results on either instance once the source changes, until the screen is run', async () => {
    const screen = await createScreen(ctx, world.ann, { source_type: 'all_active', lead_process_id: world.lead.id, secondary_process_ids: [] });
    await runScreen(ctx, world.ann, screen.id);
    for (const on of [ctx, other]) expect((await resultsOf(on, world.ann, screen.id)).investments.length).toBeGreaterThan(0);

    const changed = dataOf<Screen>(await call(other, world.ann, 'PATCH', `/screens/${screen.id}`, { source_type: 'associated', associated_process_id: world.second.id }));
    expect(changed.last_run_at).toBeNull();
    for (const on of [ctx, other]) {
      const page = await resultsOf(on, world.ann, screen.id);
      expect(page.investments).toEqual([]);
      expect(page.aggregations.count).toBe(0);
    }

    await runScreen(other, world.ann, screen.id);
    for (const on of [ctx, other]) expect(tickersOf(world, await resultsOf(on, world.ann, screen.id)).sort()).toEqual(['AAA', 'CCC']);
  });

  it("shows a review's factors changed anywhere at the next page read on both, without a run: a score, SQL of its own, a deleted library factor", async () => {
    const screen = await createScreen(ctx, world.ann, { source_type: 'all_active', lead_process_id: world.lead.id, secondary_process_ids: [] });
    await runScreen(ctx, world.ann, screen.id);
    const factorsOf = async (on: TestContext) => {
      const row = (await resultsOf(on, world.ann, screen.id)).investments.find((investment) => investment.id === world.ids.CCC)!;
      return row.processes.data[0]!.factors;
    };
    // Both instances read (and keep) CCC's factors: Quality good, Moat good.
    for (const on of [ctx, other]) expect((await factorsOf(on)).map((factor) => [factor.name, factor.score])).toEqual([['Quality', 'good'], ['Moat', 'good']]);

    // Quality is scored poor on the other instance.
    const review = await reviewWith(other, world.ann, world.ids.CCC, [world.lead.id]);
    expect((await patchItem(other, world.ann, itemNamed(review, 'Quality'), { score: 'poor' })).statusCode).toBe(200);
    for (const on of [ctx, other]) expect((await factorsOf(on)).find((factor) => factor.name === 'Quality')!.score).toBe('poor');

    // Moat renamed by SQL of its own (the fill job, an operator).
    await ctx.db.db.updateTable('investment_items').set({ name: 'Wide moat' }).where('id', '=', itemNamed(review, 'Moat').id).execute();
    for (const on of [ctx, other]) expect((await factorsOf(on)).map((factor) => factor.name)).toEqual(['Quality', 'Wide moat']);

    // The library's Moat deleted: the review's factor stays, no longer linked to it (the foreign key sets it null).
    for (const on of [ctx, other]) expect((await factorsOf(on)).find((factor) => factor.name === 'Wide moat')!.source_id).toBe(world.factors.Moat);
    expect((await call(other, world.ann, 'DELETE', `/factors/${world.factors.Moat}`)).statusCode).toBeLessThan(300);
    for (const on of [ctx, other]) expect((await factorsOf(on)).find((factor) => factor.name === 'Wide moat')!.source_id).toBeNull();
  });

  it('reads holdings with every page: a company bought after the page was read shows as held', async () => {
    const screen = await createScreen(ctx, world.ann, { source_type: 'all_active', lead_process_id: world.lead.id, secondary_process_ids: [] });
    await runScreen(ctx, world.ann, screen.id);
    const before = await resultsOf(ctx, world.ann, screen.id);
    expect(before.investments.find((row) => row.id === world.ids.ZZZ)!.in_portfolio).toBe(false);

    await hold(other, world.ann, world.ids.ZZZ, 7);

    const after = await resultsOf(ctx, world.ann, screen.id);
    expect(after.investments.find((row) => row.id === world.ids.ZZZ)!.in_portfolio).toBe(true);
    expect(after.portfolioInvestments).toEqual([expect.objectContaining({ investment_id: world.ids.ZZZ, shares_count: 7 })]);
    expect(tickersOf(world, await resultsOf(ctx, world.ann, screen.id, 'filteringScope=portfolio:yes'))).toEqual(['ZZZ']);
  });
});
