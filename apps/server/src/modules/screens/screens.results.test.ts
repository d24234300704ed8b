import { beforeAll, expect, it } from 'vitest';
import type { Process, Screen } from '@thesis/domain';
import { nowIso } from '../../db/values';
import { newId } from '../../lib/crypto';
import { describeEachDb } from '../../test/build-test-app';
import { call, dataOf, errorsOf } from '../items/library.test-helpers';
import { buildWorld, createScreen, results, resultsOf, runScreen, tickersOf, type World } from './screens.test-helpers';

describeEachDb('screen results', (ctx) => {
  let world: World;
  let all: Screen;
  beforeAll(async () => {
    world = await buildWorld(ctx);
    all = await createScreen(ctx, world.ann, { name: 'Everything', source_type: 'all', lead_process_id: world.lead.id, secondary_process_ids: [world.second.id] });
    await runScreen(ctx, world.ann, all.id);
  });
  const lead = () => world.lead.id;

  it('runs the whole visible universe: listed companies and only your own unlisted ones', async () => {
    const ran = await runScreen(ctx, world.ann, all.id);
    expect(ran.investment_count).toBe(6);
    expect(ran.last_run_at).not.toBeNull();
    const page = await resultsOf(ctx, world.ann, all.id, 'sortingScope=ticker');
    expect(tickersOf(world, page).sort()).toEqual(['AAA', 'BBB', 'CCC', 'DDD', 'EEE', 'ZZZ']);
    expect(page.processes.map((process) => [process.name, process.role])).toEqual([['Lead', 'lead'], ['Second', 'secondary']]);
  });

  it('shows your scores only, never another user\'s', async () => {
    const page = await resultsOf(ctx, world.ann, all.id, `filteringScope=${encodeURIComponent('sector:Financials')}&sortingScope=ticker`);
    const alpha = page.investments.find((row) => row.id === world.ids.AAA)!;
    expect(alpha.processes.data.map((process) => [process.name, process.score, process.run_score])).toEqual([['Lead', 3, 3], ['Second', 0, 0]]);
    expect(alpha.processes.data[0]!.factors.map((factor) => [factor.name, factor.score])).toEqual([['Quality', 'v_good'], ['Moat', 'good']]);
    expect(alpha.investment_review_id).not.toBeNull();
    expect(alpha.processes.data.map((process) => process.editor_username)).toEqual([world.ann.user.username, world.ann.user.username]);
    const bobs = await createScreen(ctx, world.bob, { name: 'Bob all', lead_process_id: world.bobProcess.id });
    await runScreen(ctx, world.bob, bobs.id);
    const bobPage = await resultsOf(ctx, world.bob, bobs.id, 'limit=100');
    expect(tickersOf(world, bobPage)).toContain('YYY');
    expect(tickersOf(world, bobPage)).not.toContain('ZZZ');
    expect(bobPage.investments.find((row) => row.id === world.ids.AAA)!.processes.data.map((process) => process.score)).toEqual([-4]);
    expect(bobPage.investments.find((row) => row.id === world.ids.CCC)!.processes.data).toEqual([]);
  });

  it('limits all_active to reviews using an active process, associated to reviews of that process', async () => {
    const active = await createScreen(ctx, world.ann, { name: 'Active', source_type: 'all_active', lead_process_id: lead() });
    expect((await runScreen(ctx, world.ann, active.id)).investment_count).toBe(4);
    expect(tickersOf(world, await resultsOf(ctx, world.ann, active.id)).sort()).toEqual(['AAA', 'BBB', 'CCC', 'ZZZ']);
    const associated = await createScreen(ctx, world.ann, { name: 'Second only', source_type: 'associated', associated_process_id: world.second.id, lead_process_id: world.second.id });
    await runScreen(ctx, world.ann, associated.id);
    expect(tickersOf(world, await resultsOf(ctx, world.ann, associated.id))).toEqual(['CCC', 'AAA']);
  });

  it('adds the companies a source gains and drops those it loses when run again', async () => {
    const active = await createScreen(ctx, world.ann, { name: 'Active again', source_type: 'all_active', lead_process_id: lead() });
    await runScreen(ctx, world.ann, active.id);
    const activate = (is_active: boolean) => call(ctx, world.ann, 'PATCH', `/processes/${world.other.id}`, { is_active });
    expect((await activate(true)).statusCode).toBe(200);
    expect((await runScreen(ctx, world.ann, active.id)).investment_count).toBe(5);
    expect(tickersOf(world, await resultsOf(ctx, world.ann, active.id)).sort()).toEqual(['AAA', 'BBB', 'CCC', 'EEE', 'ZZZ']);
    expect((await activate(false)).statusCode).toBe(200);
    expect((await runScreen(ctx, world.ann, active.id)).investment_count).toBe(4);
    expect(tickersOf(world, await resultsOf(ctx, world.ann, active.id)).sort()).toEqual(['AAA', 'BBB', 'CCC', 'ZZZ']);
  });

  it('offers as options the processes that share reviews with the lead', async () => {
    const options = dataOf<Process[]>(await call(ctx, world.ann, 'GET', `/processes/${lead()}/associated-processes`));
    expect(options.map((process) => process.name)).toEqual(['Second']);
  });

  it('sorts by the lead score, best first, by default and by any column on request', async () => {
    expect(tickersOf(world, await resultsOf(ctx, world.ann, all.id))).toEqual(['ZZZ', 'AAA', 'CCC', 'BBB', 'DDD', 'EEE']);
    expect(tickersOf(world, await resultsOf(ctx, world.ann, all.id, `sortingScope=p.${lead()}.score&sortingScopeBy=asc`))).toEqual(['BBB', 'CCC', 'AAA', 'ZZZ', 'DDD', 'EEE']);
    expect(tickersOf(world, await resultsOf(ctx, world.ann, all.id, 'sortingScope=price&sortingScopeBy=desc'))).toEqual(['BBB', 'DDD', 'AAA', 'CCC', 'EEE', 'ZZZ']);
    expect(tickersOf(world, await resultsOf(ctx, world.ann, all.id, 'sortingScope=market_cap'))).toEqual(['EEE', 'DDD', 'AAA', 'BBB', 'CCC', 'ZZZ']);
    expect(tickersOf(world, await resultsOf(ctx, world.ann, all.id, `sortingScope=p.${world.second.id}.score&sortingScopeBy=desc`)).slice(0, 2)).toEqual(['CCC', 'AAA']);
    expect(tickersOf(world, await resultsOf(ctx, world.ann, all.id, `sortingScope=f.${world.factors.Quality}&sortingScopeBy=desc`)).slice(0, 4)).toEqual(['AAA', 'ZZZ', 'CCC', 'BBB']);
  });

  it('filters on company info and process scores, explaining each filter', async () => {
    const financials = await resultsOf(ctx, world.ann, all.id, 'filteringScope=sector:financials;price:1..50&sortingScope=ticker');
    expect(tickersOf(world, financials)).toEqual(['AAA', 'CCC']);
    expect(financials.matching_count).toBe(2);
    expect(financials.investments[0]!.evaluation).toEqual({ passed: true, results: [
      { key: 'sector', passed: true, explanation: 'Sector is Financials' },
      { key: 'price', passed: true, explanation: 'Last price 10 is between 1 and 50' },
    ] });
    const scored = await resultsOf(ctx, world.ann, all.id, `filteringScope=p.${lead()}.score:2..`);
    expect(tickersOf(world, scored)).toEqual(['ZZZ', 'AAA', 'CCC']);
    const factor = await resultsOf(ctx, world.ann, all.id, `filteringScope=f.${world.factors.Quality}:v_good..`);
    expect(tickersOf(world, factor)).toEqual(['ZZZ', 'AAA']);
    const relevance = await resultsOf(ctx, world.ann, all.id, `filteringScope=p.${world.second.id}.score:..0;market_cap:100..`);
    expect(tickersOf(world, relevance)).toEqual(['AAA']);
  });

  it('lists failing companies too with show=all, each saying why', async () => {
    const page = await resultsOf(ctx, world.ann, all.id, `filteringScope=p.${lead()}.score:3..&show=all&sortingScope=ticker`);
    expect(page.matching_count).toBe(2);
    const beta = page.investments.find((row) => row.id === world.ids.BBB)!;
    expect(beta.evaluation).toEqual({ passed: false, results: [{ key: `p.${lead()}.score`, passed: false, explanation: 'Lead score -1 is below the minimum 3' }] });
    const delta = page.investments.find((row) => row.id === world.ids.DDD)!;
    expect(delta.evaluation.results[0]!.explanation).toBe('No score yet for Lead');
  });

  it('filters on the portfolio and lists your holdings among the page', async () => {
    const now = nowIso();
    await ctx.db.db.insertInto('portfolio_investments').values({ id: newId(), user_id: world.ann.user.id, investment_id: world.ids.CCC, shares_count: 10, created_at: now, updated_at: now }).execute();
    const held = await resultsOf(ctx, world.ann, all.id, 'filteringScope=portfolio:yes');
    expect(tickersOf(world, held)).toEqual(['CCC']);
    expect(held.investments[0]!.in_portfolio).toBe(true);
    expect(held.portfolioInvestments).toEqual([expect.objectContaining({ investment_id: world.ids.CCC, shares_count: 10 })]);
    expect(tickersOf(world, await resultsOf(ctx, world.ann, all.id, 'filteringScope=portfolio:no'))).not.toContain('CCC');
  });

  it('pages the results', async () => {
    const response = await results(ctx, world.ann, all.id, 'limit=4&page=2');
    const body = response.json<{ data: { investments: unknown[] }; meta: { pagination: Record<string, number> } }>();
    expect(body.meta.pagination).toEqual({ total: 6, count: 2, per_page: 4, current_page: 2, total_pages: 2 });
    expect(tickersOf(world, dataOf(response))).toEqual(['DDD', 'EEE']);
    const past = await results(ctx, world.ann, all.id, `limit=4&page=5&filteringScope=${encodeURIComponent('sector:Financials')}`);
    expect(past.json<{ meta: { pagination: Record<string, number> } }>().meta.pagination).toEqual({ total: 2, count: 0, per_page: 4, current_page: 5, total_pages: 1 });
  });

  it('pages in the order asked: the pages put together are the whole list in that order', async () => {
    for (const sort of ['sortingScope=ticker&sortingScopeBy=desc', `sortingScope=p.${lead()}.score&sortingScopeBy=asc`, `sortingScope=p.${lead()}.score&sortingScopeBy=desc`, 'sortingScope=price&sortingScopeBy=desc']) {
      const whole = tickersOf(world, await resultsOf(ctx, world.ann, all.id, `${sort}&limit=50`));
      expect(whole).toHaveLength(6);
      const paged: string[] = [];
      for (let page = 1; page <= 3; page += 1) paged.push(...tickersOf(world, await resultsOf(ctx, world.ann, all.id, `${sort}&limit=2&page=${page}`)));
      expect(paged, sort).toEqual(whole);
    }
    expect(tickersOf(world, await resultsOf(ctx, world.ann, all.id, 'sortingScope=ticker&sortingScopeBy=desc&limit=50'))).toEqual(['ZZZ', 'EEE', 'DDD', 'CCC', 'BBB', 'AAA']);
  });

  it('aggregates the run: count, averages and distribution per process, sectors', async () => {
    const { aggregations } = await resultsOf(ctx, world.ann, all.id);
    expect(aggregations.count).toBe(6);
    expect(aggregations.processes[0]).toMatchObject({ name: 'Lead', count: 4, average_score: 2, distribution: [{ score: -1, count: 1 }, { score: 2, count: 1 }, { score: 3, count: 1 }, { score: 4, count: 1 }] });
    expect(aggregations.sectors[0]).toMatchObject({ sector: 'Financials', count: 2 });
  });

  it('marks rows whose review changed after the run', async () => {
    const before = await resultsOf(ctx, world.ann, all.id, 'filteringScope=sector:Energy');
    expect(before.investments[0]!.freshness.stale).toBe(false);
    const review = dataOf<{ processes: { factors: { id: string; kind: 'factor'; name: string }[] }[] }>(await call(ctx, world.ann, 'GET', `/investment-reviews/${before.investments[0]!.investment_review_id}`));
    const quality = review.processes[0]!.factors.find((factor) => factor.name === 'Quality')!;
    expect((await call(ctx, world.ann, 'PATCH', `/investment-factors/${quality.id}`, { score: 'v_good' })).statusCode).toBe(200);
    const after = await resultsOf(ctx, world.ann, all.id, 'filteringScope=sector:Energy');
    expect(after.investments[0]!.freshness.stale).toBe(true);
    expect(after.investments[0]!.processes.data[0]).toMatchObject({ score: 2, run_score: -1 });
    await runScreen(ctx, world.ann, all.id);
    expect((await resultsOf(ctx, world.ann, all.id, 'filteringScope=sector:Energy')).investments[0]!.freshness.stale).toBe(false);
    await call(ctx, world.ann, 'PATCH', `/investment-factors/${quality.id}`, { score: 'poor' });
    await runScreen(ctx, world.ann, all.id);
  });

  it('answers 422 on a malformed filter or sort, naming the parameter', async () => {
    const response = await results(ctx, world.ann, all.id, 'filteringScope=price:abc&sortingScopeBy=up');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(errorsOf(response)).sort()).toEqual(['filteringScope', 'sortingScopeBy']);
    expect((await results(ctx, world.ann, all.id, 'limit=0')).statusCode).toBe(422);
  });

  it('exports every matching row as CSV in the order asked', async () => {
    const response = await call(ctx, world.ann, 'GET', `/screens/${all.id}/export.csv?filteringScope=${encodeURIComponent(`p.${lead()}.score:-5..`)}&sortingScope=price&sortingScopeBy=desc`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="Everything-results.csv"');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('Ticker,Company name,Exchange,Sector,Industry,Currency,Last price,Market cap (m),In portfolio,Lead score,Lead relevance,Lead valuation,Lead: Quality,Lead: Moat,Second score,Second relevance,Second valuation,Second: Balance,Figures updated,Reviewed');
    expect(lines).toHaveLength(5);
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(['Beta Energy', 'Alpha Bank', 'Gamma Credit', 'Zeta Private']);
    expect(lines[2]).toContain(',Alpha Bank,ASX,Financials,,USD,10,500,no,3,');
    expect((await call(ctx, world.bob, 'GET', `/screens/${all.id}/export.csv`)).statusCode).toBe(404);
  });
  // Last: it deletes a process of the shared world.
  it('drops a deleted process from the columns and from every company\'s review data', async () => {
    const before = await resultsOf(ctx, world.ann, all.id, 'sortingScope=ticker');
    expect(before.investments.find((row) => row.id === world.ids.AAA)!.processes.data.map((process) => process.name)).toEqual(['Lead', 'Second']);
    expect((await call(ctx, world.ann, 'DELETE', `/processes/${world.second.id}`)).statusCode).toBe(200);
    const after = await resultsOf(ctx, world.ann, all.id, 'sortingScope=ticker');
    expect(after.processes.map((process) => process.name)).toEqual(['Lead']);
    const alpha = after.investments.find((row) => row.id === world.ids.AAA)!;
    expect(alpha.processes.data.map((process) => [process.name, process.score, process.run_score])).toEqual([['Lead', 3, 3]]);
    expect(alpha.investment_review_id).toBe(before.investments.find((row) => row.id === world.ids.AAA)!.investment_review_id);
    expect(tickersOf(world, after)).toEqual(tickersOf(world, before));
  });
});
