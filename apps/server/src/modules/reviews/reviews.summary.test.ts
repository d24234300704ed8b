import { beforeAll, expect, it } from 'vitest';
import { HISTORICAL_COLUMNS, INVESTMENT_MESSAGES, REVIEW_MESSAGES, type FinancialRow, type Review } from '@thesis/domain';
import { nowIso } from '../../db/values';
import { describeEachDb } from '../../test/build-test-app';
import { uploadPng } from '../../test/factories/media';
import { signedInUser, type Session } from '../../test/factories/user';
import { UniverseRepository } from '../investments/universe.repository';
import { call, dataOf, errorsOf } from '../items/library.test-helpers';
import { buildProcess, eventsOf, itemNamed, listedInvestment, patchItem, reviewWith } from './reviews.test-helpers';

describeEachDb('reviews: summary, financials and the audit trail', (ctx) => {
  let ann: Session;
  beforeAll(async () => {
    ann = await signedInUser(ctx);
  });

  const summary = (session: Session, id: string, text: unknown) => call(ctx, session, 'PATCH', `/investment-reviews/${id}`, { summary: text });

  it('saves the summary only when it changed and is not blank, answering the review either way', async () => {
    const review = dataOf<Review>(await call(ctx, ann, 'POST', '/investment-reviews', { investment_id: await listedInvestment(ctx) }), 201);
    const saved = await summary(ann, review.id, '  A quality compounder  ');
    expect(saved.json()).toMatchObject({ data: { id: review.id, summary: 'A quality compounder' }, meta: { saved: true } });
    for (const text of ['A quality compounder', '   ', '', null]) {
      const kept = await summary(ann, review.id, text);
      expect(kept.statusCode).toBe(200);
      expect(kept.json()).toMatchObject({ data: { summary: 'A quality compounder' }, meta: { saved: false } });
    }
    expect(errorsOf(await summary(ann, review.id, 'x'.repeat(10_001)))).toEqual({ summary: [REVIEW_MESSAGES.summaryMax] });
    expect((await eventsOf(ctx, review.id)).map((event) => event.kind)).toEqual(['review_created', 'summary_changed']);
  });

  it('serves the review financials with the investment rules: none for the free role', async () => {
    const investmentId = await listedInvestment(ctx);
    const { ticker } = (await ctx.db.db.selectFrom('investments').select('ticker').where('id', '=', investmentId).executeTakeFirstOrThrow());
    // A June year that ended last calendar year: never more than eighteen months ago, so not history.
    const year = new Date().getUTCFullYear();
    await new UniverseRepository(ctx.db.db).upsertFinancials([
      { exchange: 'NASDAQ', ticker, kind: 'historical', fy_date_at: `${year - 1}-06-30`, sales: 100, gross_profit: null, ebitda: null, ebit: null, pre_tax_income: null, npat: 12, eps: 0.5, dps: null, net_debt: null, shareholders_equity: null, source: 'test', updated_at: nowIso() },
    ]);
    const review = dataOf<Review>(await call(ctx, ann, 'POST', '/investment-reviews', { investment_id: investmentId }), 201);
    const historical = await call(ctx, ann, 'GET', `/investment-reviews/${review.id}/historical`);
    expect(historical.statusCode).toBe(200);
    expect(historical.json<{ data: FinancialRow[]; meta: Record<string, unknown> }>()).toMatchObject({ data: [{ fy_date_at: `${year - 1}-06-30`, sales: 100 }], meta: { kind: 'historical', columns: HISTORICAL_COLUMNS, currency: 'USD' } });
    // The estimate columns are the reviewer's own forecasts, empty until entered (modules/estimates).
    expect((await call(ctx, ann, 'GET', `/investment-reviews/${review.id}/estimation`)).json().data.map((row: FinancialRow) => [row.fy_date_at, row.sales])).toEqual([[`${year}-06-30`, null], [`${year + 1}-06-30`, null], [`${year + 2}-06-30`, null]]);

    const free = await signedInUser(ctx, { role: 'free' });
    const freeReview = dataOf<Review>(await call(ctx, free, 'POST', '/investment-reviews', { investment_id: investmentId }), 201);
    for (const kind of ['historical', 'estimation']) {
      const refused = await call(ctx, free, 'GET', `/investment-reviews/${freeReview.id}/${kind}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: INVESTMENT_MESSAGES.financialsUpgrade });
    }
    expect(freeReview.abilities).toEqual({ update: true, share: true, decide: false, make: false });
    expect((await call(ctx, ann, 'GET', `/investment-reviews/${review.id}/historical`, undefined)).statusCode).toBe(200);
  });

  it('records who changed what and when, in order, for every change to a review', async () => {
    const process = await buildProcess(ctx, ann, 'Audited', [{ name: 'Moat', type: 'Qualitative5pt' }, { name: 'Price', type: 'Valuation' }]);
    const review = await reviewWith(ctx, ann, await listedInvestment(ctx, 10), [process.id]);
    const moat = itemNamed(review, 'Moat');
    const started = nowIso();
    await patchItem(ctx, ann, moat, { score: 'good', relevance: 'high', comment: 'Strong', url: 'https://example.com', url_name: 'Source' });
    await patchItem(ctx, ann, moat, { score: 'good' }); // unchanged: nothing recorded
    await patchItem(ctx, ann, itemNamed(review, 'Price'), { value: 12 });
    await patchItem(ctx, ann, moat, { type: 'Flags' });
    await call(ctx, ann, 'PUT', `/investment-factors/${moat.id}`, { uuids: [(await uploadPng(ctx, ann)).uuid] });
    await summary(ann, review.id, 'Audited summary');

    const rows = await ctx.db.db.selectFrom('activity_events').selectAll().where('review_id', '=', review.id).orderBy('created_at').orderBy('id').execute();
    expect(rows.map((row) => row.kind)).toEqual([
      'review_created', 'process_attached', 'score_changed', 'relevance_changed', 'comment_changed', 'link_changed', 'value_changed', 'type_changed', 'file_attached', 'summary_changed',
    ]);
    expect(rows.every((row) => row.user_id === ann.user.id && row.investment_id === review.investment_id)).toBe(true);
    expect(rows.slice(2).every((row) => row.created_at >= started)).toBe(true);
    const details = rows.map((row) => JSON.parse(row.details) as Record<string, unknown>);
    expect(details[2]).toMatchObject({ item_id: moat.id, item_kind: 'factor', item_name: 'Moat', from: null, to: 'good' });
    expect(details[6]).toMatchObject({ from: null, to: 12 });
    expect(details[7]).toMatchObject({ from: 'Qualitative5pt', to: 'Flags' });
    // The review's last change moves it to the top of the list.
    const updated = (await ctx.db.db.selectFrom('investment_reviews').select('updated_at').where('id', '=', review.id).executeTakeFirstOrThrow()).updated_at;
    expect(updated).toBe(rows.at(-1)!.created_at);
  });
});
