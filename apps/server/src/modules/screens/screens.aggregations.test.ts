import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../test/build-test-app';
import { call } from '../items/library.test-helpers';
import { addJuneRates, JUNE_2026 } from '../portfolio/portfolio.test-helpers';
import { buildWorld, createScreen, resultsOf, runScreen, type World } from './screens.test-helpers';

/**
 * A screen's aggregations by sector and industry (issue 19 items 3 and 4): market caps summed in
 * the viewer's reporting currency, each at the rate of its price month; a market cap without a
 * rate is counted apart, never added unconverted.
 */
describeEachDb('screens: aggregations by sector and industry, in the reporting currency', (ctx) => {
  let world: World;
  let screenId: string;
  beforeAll(async () => {
    await addJuneRates(ctx);
    world = await buildWorld(ctx);
    // AAA (Financials, US$500m) and BBB (Energy, US$2,000m) priced in June 2026; DDD (US$100m) in 2020, beyond any rate.
    for (const [id, asOf, industry] of [[world.ids.AAA, '2026-06-15', 'Banks'], [world.ids.BBB, '2026-06-30', 'Oil & Gas'], [world.ids.DDD, '2020-01-10', 'Electric Utilities'], [world.ids.EEE, '2026-06-02', 'Metals & Mining']] as const) {
      await ctx.db.db.updateTable('investments').set({ figures_updated_at: `${asOf}T00:00:00.000Z`, sector_l3: industry, classification: 'gics' }).where('id', '=', id).execute();
    }
    await ctx.db.db.updateTable('investments').set({ classification: 'gics' }).where('id', '=', world.ids.CCC).execute();
    const screen = await createScreen(ctx, world.ann, { source_type: 'all', lead_process_id: world.lead.id });
    screenId = screen.id;
    await runScreen(ctx, world.ann, screenId);
  });

  it('sums market caps by sector in A$ at the rate of their month, counting what could not be converted', async () => {
    const { aggregations } = await resultsOf(ctx, world.ann, screenId);
    expect(aggregations.reporting_currency).toBe('AUD');
    const sector = (name: string | null) => aggregations.sectors.find((row) => row.sector === name)!;
    // US$500m × 1.4235 = A$711.75m; Gamma Credit has no market cap.
    expect(sector('Financials')).toMatchObject({ classification: 'gics', count: 2, with_market_cap: 1, not_converted: 0 });
    expect(sector('Financials').market_cap).toBeCloseTo(500 * JUNE_2026.AUD, 9);
    expect(sector('Energy').market_cap).toBeCloseTo(2000 * 1.4235, 9);
    expect(sector('Utilities')).toMatchObject({ market_cap: 0, with_market_cap: 0, not_converted: 1 });
    expect(aggregations.sectors[0]!.sector).toBe('Energy');
    expect(aggregations.sectors.at(-1)!.sector).toBeNull();
  });

  it('groups by industry too, and follows the viewer’s reporting currency without a new run', async () => {
    let { aggregations } = await resultsOf(ctx, world.ann, screenId);
    expect(aggregations.industries.find((row) => row.industry === 'Banks')).toMatchObject({ count: 1, with_market_cap: 1 });
    await call(ctx, world.ann, 'PATCH', `/users/${world.ann.user.id}`, { reporting_currency: 'USD' });
    ({ aggregations } = await resultsOf(ctx, world.ann, screenId));
    expect(aggregations.reporting_currency).toBe('USD');
    expect(aggregations.industries.find((row) => row.industry === 'Oil & Gas')!.market_cap).toBe(2000);
    // In US$, Delta Power's market cap is in the viewer's own currency: no rate needed.
    expect(aggregations.sectors.find((row) => row.sector === 'Utilities')).toMatchObject({ market_cap: 100, not_converted: 0 });
  });

  it('counts only the companies passing the filters when the view has any, and says so', async () => {
    const all = (await resultsOf(ctx, world.ann, screenId)).aggregations;
    expect(all.groups_follow_filters).toBe(false);
    const filtered = await resultsOf(ctx, world.ann, screenId, 'filteringScope=sector:Financials');
    expect(filtered.aggregations.groups_follow_filters).toBe(true);
    expect(filtered.aggregations.sectors.map((row) => [row.sector, row.count])).toEqual([['Financials', 2]]);
    expect(filtered.aggregations.industries.map((row) => [row.industry, row.count])).toEqual([['Banks', 1], [null, 1]]);
    // The run's own figures stay whole: the process card still speaks of the last run.
    expect(filtered.aggregations.count).toBe(all.count);
    // Shown with the failing companies too, the groups still count those that pass.
    const shown = await resultsOf(ctx, world.ann, screenId, 'filteringScope=sector:Energy&show=all');
    expect(shown.aggregations.sectors.map((row) => [row.sector, row.count])).toEqual([['Energy', 1]]);
  });
});
