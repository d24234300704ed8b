import { DECISION_MESSAGES, MESSAGES, NUMBER_MESSAGES, type Portfolio, type Review } from '@thesis/domain';
import { expect, it } from 'vitest';
import { reviewFor } from './modules/decisions/decisions.test-helpers';
import { companyPayload, createCompany } from './modules/investments/investments.test-helpers';
import { call, createItem, dataOf, errorsOf } from './modules/items/library.test-helpers';
import { hold } from './modules/portfolio/portfolio.test-helpers';
import { buildProcess, itemNamed, listedInvestment, patchItem, reviewWith } from './modules/reviews/reviews.test-helpers';
import { describeEachDb } from './test/build-test-app';
import { signedInUser } from './test/factories/user';

describeEachDb('stored numbers stay in their ranges', (ctx) => {
  it('refuses out-of-range numbers on every write with a message that states the range', async () => {
    const session = await signedInUser(ctx);
    const process = await buildProcess(ctx, session, 'Ranges', [{ name: 'Fair value', type: 'Valuation' }, { name: 'ROE', type: 'percent' }]);
    const review = await reviewWith(ctx, session, await listedInvestment(ctx, 10), [process.id]);

    expect(errorsOf(await call(ctx, session, 'PATCH', `/investment-processes/${review.processes[0]!.id}`, { valuation: 1e308 }))).toEqual({ valuation: [NUMBER_MESSAGES.valuation] });
    expect(errorsOf(await call(ctx, session, 'PATCH', `/investment-processes/${review.processes[0]!.id}`, { valuation: 0 }))).toEqual({ valuation: [NUMBER_MESSAGES.valuation] });
    expect(errorsOf(await patchItem(ctx, session, itemNamed(review, 'Fair value'), { value: 1e308 }))).toEqual({ value: [NUMBER_MESSAGES.itemValue] });
    expect(errorsOf(await patchItem(ctx, session, itemNamed(review, 'Fair value'), { value: 2_000_000 }))).toEqual({ value: [NUMBER_MESSAGES.valuation] });
    expect(errorsOf(await patchItem(ctx, session, itemNamed(review, 'ROE'), { value: -1e308 }))).toEqual({ value: [NUMBER_MESSAGES.itemValue] });

    // Numbers too small to be shown (a denormal 1e-320 is "more than zero" and shows as 0) are refused, wherever they are.
    expect(errorsOf(await patchItem(ctx, session, itemNamed(review, 'ROE'), { value: 1e-320 }))).toEqual({ value: [MESSAGES.numberTooSmall] });
    expect(errorsOf(await call(ctx, session, 'POST', '/investments', companyPayload({ last_price: 2, market_cap: 1e-320, issued_shares: -1e-9 })))).toEqual({ market_cap: [MESSAGES.numberTooSmall], issued_shares: [MESSAGES.numberTooSmall] });
    expect((await patchItem(ctx, session, itemNamed(review, 'ROE'), { value: 0 })).statusCode).toBe(200);
    const company = await call(ctx, session, 'POST', '/investments', companyPayload({ last_price: -1e308, market_cap: 0, issued_shares: -5 }));
    expect(errorsOf(company)).toEqual({ last_price: [NUMBER_MESSAGES.lastPrice], market_cap: [NUMBER_MESSAGES.marketCap], issued_shares: [NUMBER_MESSAGES.issuedShares] });
    const mine = await createCompany(ctx, session, { last_price: 2.5 });
    expect(errorsOf(await call(ctx, session, 'PATCH', `/investments/${mine.id}`, { last_price: 5e6 }))).toEqual({ last_price: [NUMBER_MESSAGES.lastPrice] });

    const decided = await reviewFor(ctx, session);
    expect(errorsOf(await call(ctx, session, 'PATCH', `/decisions/update/${decided.id}`, { price: 1e308 }))).toEqual({ price: [DECISION_MESSAGES.priceInvalid] });
    expect(errorsOf(await call(ctx, session, 'POST', '/decisions/trade_types', { name: 'Wild', min: -1000, max: 50_000 }))).toEqual({
      min: [NUMBER_MESSAGES.percentScale],
      max: [NUMBER_MESSAGES.percentScale],
    });
    const wide = { type: 'Valuation', min: -500, max: 200, thresholds: { excellent: 200, v_good: 100, good: 50, average: 25, below_average: -20, poor: -33, v_poor: -50 } };
    expect(errorsOf(await call(ctx, session, 'POST', '/factors', { name: 'Too wide', ...wide }))).toMatchObject({ min: [NUMBER_MESSAGES.percentScale] });
  });

  it('keeps the review, the investment, the portfolio, its run and a screen working over absurd numbers already stored', async () => {
    const session = await signedInUser(ctx);
    const listed = await listedInvestment(ctx, 10);
    const process = await buildProcess(ctx, session, 'Broken', [{ name: 'Fair value', type: 'Valuation', relevance: 'high' }, { name: 'Margin', type: 'percent' }]);
    const review = await reviewWith(ctx, session, listed, [process.id]);
    const company = await createCompany(ctx, session, { last_price: 3 });
    await hold(ctx, session, listed, 100);
    await hold(ctx, session, company.id, 50);
    const screen = dataOf<{ id: string }>(await call(ctx, session, 'POST', '/screens', { name: 'All', source_type: 'all', lead_process_id: process.id }), 201);

    // Rows written straight into the database, as an old version or a bad import could leave them.
    await ctx.db.db.updateTable('investment_processes').set({ valuation: 1e308 }).where('review_id', '=', review.id).execute();
    await ctx.db.db.updateTable('investment_items').set({ value: 1e308 }).where('name', '=', 'Fair value').where('investment_process_id', '=', review.processes[0]!.id).execute();
    await ctx.db.db.updateTable('investment_items').set({ value: -1e308 }).where('name', '=', 'Margin').where('investment_process_id', '=', review.processes[0]!.id).execute();
    await ctx.db.db.updateTable('investments').set({ last_price: -1e308, market_cap: 1e308, issued_shares: -1 }).where('id', '=', company.id).execute();
    await ctx.db.db.updateTable('investments').set({ last_price: 1e-300 }).where('id', '=', listed).execute();
    await ctx.db.db.updateTable('portfolio_investments').set({ shares_count: 1e300 }).where('investment_id', '=', listed).execute();

    const shown = dataOf<Review>(await call(ctx, session, 'GET', `/investment-reviews/${review.id}`));
    expect(shown.processes[0]).toMatchObject({ valuation: null, upside: null });
    expect(itemNamed(shown, 'Fair value')).toMatchObject({ valuation: null, upside: null, score: null });
    expect(itemNamed(shown, 'Margin')).toMatchObject({ value: null });
    expect(shown.investment.last_price).toBeNull();

    const investment = await call(ctx, session, 'GET', `/investments/${company.id}`);
    expect(investment.statusCode, investment.body).toBe(200);
    expect(investment.json().data.meta).toMatchObject({ last_price: null, market_cap: null, issued_shares: null });

    for (const path of ['/portfolios?include=processes.factors', '/portfolios/run']) {
      const portfolio = dataOf<Portfolio>(await call(ctx, session, 'GET', path));
      expect(portfolio.investments.map((holding) => holding.price_missing)).toEqual([true, true]);
      expect(portfolio.aggregations).toMatchObject({ shares_total_price: 0, price_missing_count: 2 });
    }

    const ran = await call(ctx, session, 'PUT', `/screens/${screen.id}`);
    expect(ran.statusCode, ran.body).toBe(200);
    const page = await call(ctx, session, 'GET', `/screens/${screen.id}`);
    expect(page.statusCode, page.body).toBe(200);
    const row = page.json<{ data: { investments: { id: string; last_price: number | null; market_cap: number | null }[] } }>().data.investments.find((entry) => entry.id === company.id);
    expect(row).toMatchObject({ last_price: null, market_cap: null });

    // The user repairs the numbers from the app.
    dataOf(await call(ctx, session, 'PATCH', `/investment-processes/${review.processes[0]!.id}`, { valuation: 12 }));
    dataOf(await call(ctx, session, 'PATCH', `/investments/${company.id}`, { last_price: 4, market_cap: 120, issued_shares: 30 }));
    expect((await call(ctx, session, 'GET', `/investments/${company.id}`)).json().data.meta).toMatchObject({ last_price: 4, market_cap: 120, issued_shares: 30 });
  });

  it('creates library items whose Valuation range stays within −100 and 10,000 %', async () => {
    const session = await signedInUser(ctx);
    const item = await createItem(ctx, session, 'factor', { type: 'Valuation', min: -100, max: 10_000 });
    expect(item).toMatchObject({ min: -100, max: 10_000 });
  });
});
