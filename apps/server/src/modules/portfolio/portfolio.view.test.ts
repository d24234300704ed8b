import type { PortfolioInvestment } from '@thesis/domain';
import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser } from '../../test/factories/user';
import { call } from '../items/library.test-helpers';
import { buildProcess, itemNamed, patchItem, reviewWith } from '../reviews/reviews.test-helpers';
import { addJuneRates, hold, JUNE_2026, listed, portfolio, tickersOf } from './portfolio.test-helpers';

const sum = (holdings: readonly PortfolioInvestment[], field: 'shares_weight' | 'shares_total_price') => holdings.reduce((total, holding) => total + holding[field], 0);

describeEachDb('portfolio values, filters and sort', (ctx) => {
  /** A US and ASX book, reported in US dollars (the ASX holding converted at June 2026's rate). */
  async function book() {
    await addJuneRates(ctx);
    const ann = await signedInUser(ctx, { reporting_currency: 'USD' });
    const ids = await listed(ctx, [
      { ticker: 'BANK', last_price: 33.33, sector_l1: 'Financials', market_cap: 50000 },
      { ticker: 'MINE', last_price: 7.1, sector_l1: 'Materials', market_cap: 800, exchange: 'ASX', currency: 'AUD' },
      { ticker: 'SOFT', last_price: 412.9, sector_l1: 'Information Technology', market_cap: 3000000 },
      { ticker: 'NOPX', last_price: null, sector_l1: 'Financials' },
    ]);
    await hold(ctx, ann, ids.BANK!, 300);
    await hold(ctx, ann, ids.MINE!, 1234.5);
    await hold(ctx, ann, ids.SOFT!, 7);
    await hold(ctx, ann, ids.NOPX!, 40);
    return { ann, ids };
  }

  it('values each holding at shares × last price, weights them to 100% and sums the totals', async () => {
    const { ann } = await book();
    const view = await portfolio(ctx, ann);
    const byTicker = new Map(view.investments.map((holding) => [tickersOf([holding])[0], holding]));
    const total = 300 * 33.33 + (1234.5 * 7.1) / JUNE_2026.AUD + 7 * 412.9;
    expect(byTicker.get('BANK')!.shares_total_price).toBeCloseTo(9999, 6);
    expect(byTicker.get('BANK')!.shares_weight).toBeCloseTo((9999 / total) * 100, 9);
    expect(sum(view.investments, 'shares_weight')).toBeCloseTo(100, 9);
    expect(view.aggregations).toMatchObject({ count: 4, shares_count: 1581.5, price_missing_count: 1, not_converted_count: 0, currencies: ['AUD', 'USD'], reporting_currency: 'USD', portfolio: { count: 4 } });
    expect(view.aggregations.shares_total_price).toBeCloseTo(total, 6);
    expect(view.aggregations.shares_weight).toBeCloseTo(100, 9);
    // Default order: by weight, largest first; the unpriced holding is worth 0 and flagged.
    expect(tickersOf(view.investments)).toEqual(['BANK', 'MINE', 'SOFT', 'NOPX']);
    expect(byTicker.get('NOPX')).toMatchObject({ shares_total_price: 0, shares_weight: 0, price_missing: true });
    expect(view.meta).toMatchObject({ filteringScope: '', sortingScope: null, sortingScopeBy: null });
  });

  it('filters with the screens grammar; totals sum the rows shown, weights stay those of the whole portfolio', async () => {
    const { ann } = await book();
    const whole = await portfolio(ctx, ann);
    const financials = await portfolio(ctx, ann, '?filteringScope=sector:financials');
    expect(tickersOf(financials.investments).sort()).toEqual(['BANK', 'NOPX']);
    expect(financials.aggregations.count).toBe(2);
    const bankWeight = whole.investments.find((holding) => tickersOf([holding])[0] === 'BANK')!.shares_weight;
    expect(financials.aggregations.shares_weight).toBeCloseTo(bankWeight, 9);
    expect(financials.aggregations.portfolio.count).toBe(4);
    expect(tickersOf((await portfolio(ctx, ann, '?filteringScope=price:5..50')).investments).sort()).toEqual(['BANK', 'MINE']);
    expect(tickersOf((await portfolio(ctx, ann, '?filteringScope=exchange:ASX;market_cap:..1000')).investments)).toEqual(['MINE']);
    const meta = (await portfolio(ctx, ann, '?filteringScope=sector:Financials;sector:Materials')).meta;
    expect(meta.filteringScope).toBe('sector:Financials;sector:Materials');
  });

  it('sorts by company fields and holding columns, missing values last', async () => {
    const { ann } = await book();
    expect(tickersOf((await portfolio(ctx, ann, '?sortingScope=price&sortingScopeBy=desc')).investments)).toEqual(['SOFT', 'BANK', 'MINE', 'NOPX']);
    expect(tickersOf((await portfolio(ctx, ann, '?sortingScope=price')).investments)).toEqual(['MINE', 'BANK', 'SOFT', 'NOPX']);
    expect(tickersOf((await portfolio(ctx, ann, '?sortingScope=shares_count&sortingScopeBy=asc')).investments)).toEqual(['SOFT', 'NOPX', 'BANK', 'MINE']);
    const byValue = await portfolio(ctx, ann, '?sortingScope=shares_total_price&sortingScopeBy=desc');
    expect(tickersOf(byValue.investments)).toEqual(['BANK', 'MINE', 'SOFT', 'NOPX']);
    expect(byValue.meta).toMatchObject({ sortingScope: 'shares_total_price', sortingScopeBy: 'desc' });
  });

  it('answers 422 per parameter for a malformed view', async () => {
    const ann = await signedInUser(ctx);
    const response = await call(ctx, ann, 'GET', '/portfolios?filteringScope=price:cheap&sortingScope=colour&sortingScopeBy=sideways');
    expect(response.statusCode).toBe(422);
    const { errors } = response.json<{ errors: Record<string, string[]> }>();
    expect(Object.keys(errors).sort()).toEqual(['filteringScope', 'sortingScope', 'sortingScopeBy']);
    expect(errors.sortingScopeBy).toEqual(['sortingScopeBy must be asc or desc']);
  });

  it('shows each holding\'s review processes with scores and factors, and filters and sorts by them', async () => {
    const { ann, ids } = await book();
    const process = await buildProcess(ctx, ann, 'Quality', [{ name: 'Moat', type: 'Qualitative5pt', children: [{ name: 'Brand', children: [{ name: 'Pricing power' }] }] }, { name: 'Management', type: 'Qualitative5pt' }]);
    const bank = await reviewWith(ctx, ann, ids.BANK!, [process.id]);
    const soft = await reviewWith(ctx, ann, ids.SOFT!, [process.id]);
    expect((await patchItem(ctx, ann, itemNamed(bank, 'Moat'), { score: 'good' })).statusCode).toBe(200);
    expect((await patchItem(ctx, ann, itemNamed(soft, 'Moat'), { score: 'v_good' })).statusCode).toBe(200);
    expect((await patchItem(ctx, ann, itemNamed(soft, 'Management'), { score: 'good' })).statusCode).toBe(200);

    const summaries = await portfolio(ctx, ann);
    expect(summaries.investments.find((holding) => holding.investment_id === ids.SOFT)!.processes[0]).not.toHaveProperty('factors');
    const view = await portfolio(ctx, ann, '?include=processes.factors');
    const softHolding = view.investments.find((holding) => holding.investment_id === ids.SOFT)!;
    expect(softHolding.investment.investment_review_id).toBe(soft.id);
    expect(softHolding.processes).toHaveLength(1);
    const entry = softHolding.processes[0]!;
    expect(entry).toMatchObject({ process_id: process.id, name: 'Quality' });
    expect(entry.score).toBeGreaterThan(0);
    expect(entry.factors?.map((factor) => factor.name)).toEqual(['Moat', 'Management']);
    expect(entry.factors?.[0]?.checklists[0]?.questions[0]?.name).toBe('Pricing power');
    expect(view.processes).toEqual([{ process_id: process.id, name: 'Quality', factors: [expect.objectContaining({ name: 'Moat' }), expect.objectContaining({ name: 'Management' })] }]);

    const moatId = view.processes[0]!.factors[0]!.id;
    const bySoftScore = await portfolio(ctx, ann, `?sortingScope=p.${process.id}.score&sortingScopeBy=desc`);
    expect(tickersOf(bySoftScore.investments).slice(0, 2)).toEqual(['SOFT', 'BANK']);
    expect(tickersOf((await portfolio(ctx, ann, `?filteringScope=f.${moatId}:v_good..`)).investments)).toEqual(['SOFT']);
    expect(tickersOf((await portfolio(ctx, ann, `?filteringScope=p.${process.id}.score:0..`)).investments).sort()).toEqual(['BANK', 'SOFT']);
  });

  it('never shows another user\'s holdings or review scores', async () => {
    const { ids } = await book();
    const bob = await signedInUser(ctx);
    expect((await portfolio(ctx, bob)).investments).toEqual([]);
    await hold(ctx, bob, ids.BANK!, 1);
    const bobs = await portfolio(ctx, bob);
    expect(bobs.investments).toHaveLength(1);
    expect(bobs.investments[0]).toMatchObject({ shares_weight: 100, processes: [] });
    expect(bobs.investments[0]!.investment.investment_review_id).toBeNull();
  });

  it('runs the portfolio: the same shape, computed from the current prices', async () => {
    const { ann, ids } = await book();
    await ctx.db.db.updateTable('investments').set({ last_price: 100 }).where('id', '=', ids.NOPX!).execute();
    const response = await call(ctx, ann, 'GET', '/portfolios/run?sortingScope=shares_weight&sortingScopeBy=desc');
    expect(response.statusCode, response.body).toBe(200);
    const run = response.json<{ data: { investments: PortfolioInvestment[]; aggregations: { price_missing_count: number } }; meta: { computed_at: string } }>();
    expect(run.data.aggregations.price_missing_count).toBe(0);
    expect(run.data.investments.find((holding) => holding.investment_id === ids.NOPX)).toMatchObject({ shares_total_price: 4000, price_missing: false });
    expect(sum(run.data.investments, 'shares_weight')).toBeCloseTo(100, 9);
    expect(Date.parse(run.meta.computed_at)).not.toBeNaN();
  });

  it('exports every holding of the current view as CSV', async () => {
    const { ann } = await book();
    const response = await call(ctx, ann, 'GET', '/portfolios/export.csv?filteringScope=sector:Financials&sortingScope=ticker');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="portfolio-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Ticker,Name,Exchange,Currency,Sector,Industry,Units,Last price,Value,Value (USD),FX rate (USD per unit),FX month,Conversion,Weight %,Market cap (m),Price updated');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^BANK\w+,BANK Holdings,NASDAQ,USD,Financials,,300,33.33,9999,9999,1,,same currency,\d+\.\d+,50000,2026-06-15$/);
    expect(lines[2]).toMatch(/^NOPX\w+,NOPX Holdings,NASDAQ,USD,Financials,,40,,,,,,no price \(left out of totals\),0,,$/);
    const bad = await call(ctx, ann, 'GET', '/portfolios/export.csv?sortingScope=colour');
    expect(bad.statusCode).toBe(422);
  });
});
