import { beforeAll, expect, it } from 'vitest';
import { ESTIMATE_MESSAGES, INVESTMENT_MESSAGES, MESSAGES, type EstimatesAnswer } from '@thesis/domain';
import { nowIso } from '../../db/values';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser, type Session } from '../../test/factories/user';
import { UniverseRepository } from '../investments/universe.repository';
import { call } from '../items/library.test-helpers';
import { attach, shareOk } from '../sharing/sharing.test-helpers';
import { buildProcess, eventsOf, listedInvestment, reviewWith } from '../reviews/reviews.test-helpers';

/** The reviewer's own estimates (issue 19 item 5): GET and PATCH /investment-reviews/{id}/estimation. */
describeEachDb('review estimates', (ctx) => {
  let owner: Session;
  let reviewId: string;
  let ticker: string;
  const url = () => `/investment-reviews/${reviewId}/estimation`;
  const answer = async (session: Session) => {
    const response = await call(ctx, session, 'GET', url());
    expect(response.statusCode, response.body).toBe(200);
    return response.json<EstimatesAnswer>();
  };

  beforeAll(async () => {
    owner = await signedInUser(ctx);
    const investmentId = await listedInvestment(ctx, 50);
    ticker = (await ctx.db.db.selectFrom('investments').select('ticker').where('id', '=', investmentId).executeTakeFirstOrThrow()).ticker;
    // Reported years to 30 Sep 2025: the estimates are FY2026–FY2028.
    await new UniverseRepository(ctx.db.db).upsertFinancials([2024, 2025].map((year) => ({
      exchange: 'NASDAQ', ticker, kind: 'historical', fy_date_at: `${year}-09-30`, sales: 1000 + year, gross_profit: null, ebitda: null, ebit: null, pre_tax_income: null,
      npat: 100, eps: 1, dps: 0.5, net_debt: null, shareholders_equity: null, source: 'test', updated_at: nowIso(),
    })));
    const process = await buildProcess(ctx, owner, 'Quality', [{ name: 'Moat' }]);
    reviewId = (await reviewWith(ctx, owner, investmentId, [process.id])).id;
  });

  it('answers three empty years after the latest reported one, editable for the owner', async () => {
    const body = await answer(owner);
    expect(body.meta).toEqual({ kind: 'estimation', columns: 3, currency: 'USD', units: 'millions', source: 'reviewer', editable: true });
    expect(body.data.map((row) => [row.fy_date_at, row.fiscal_year])).toEqual([['2026-09-30', 2026], ['2027-09-30', 2027], ['2028-09-30', 2028]]);
    expect(body.data[0]).toMatchObject({ sales: null, eps: null, dps: null, updated_at: null, editor_username: null });
  });

  it('saves the figures sent and only those; null clears one; records the edit', async () => {
    let response = await call(ctx, owner, 'PATCH', url(), { rows: [{ fy_date_at: '2026-09-30', sales: 2150.5, ebit: 410, npat: 300, eps: 1.25, dps: 0.6 }, { fy_date_at: '2027-09-30', sales: 2400 }] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<EstimatesAnswer>().data[0]).toMatchObject({ sales: 2150.5, ebit: 410, npat: 300, eps: 1.25, dps: 0.6, gross_profit: null, editor_username: owner.user.username });
    response = await call(ctx, owner, 'PATCH', url(), { rows: [{ fy_date_at: '2026-09-30', eps: 1.3, dps: null }] });
    const [first, second, third] = response.json<EstimatesAnswer>().data;
    expect(first).toMatchObject({ sales: 2150.5, ebit: 410, npat: 300, eps: 1.3, dps: null });
    expect(second).toMatchObject({ sales: 2400, eps: null });
    expect(third!.updated_at).toBeNull();
    expect((await answer(owner)).data[0]).toMatchObject({ sales: 2150.5, eps: 1.3, dps: null });
    const events = (await eventsOf(ctx, reviewId)).filter((event) => event.kind === 'estimates_changed');
    expect(events.map((event) => event.details)).toEqual([
      { years: ['FY2026', 'FY2027'], fields: ['sales', 'ebit', 'npat', 'eps', 'dps'] },
      { years: ['FY2026'], fields: ['eps', 'dps'] },
    ]);
  });

  it('refuses a year that is not an estimate year and figures out of range, with messages (422)', async () => {
    const year = await call(ctx, owner, 'PATCH', url(), { rows: [{ fy_date_at: '2025-09-30', sales: 1 }] });
    expect(year.statusCode).toBe(422);
    expect(year.json().errors['rows.0.fy_date_at']).toEqual([ESTIMATE_MESSAGES.notAnEstimateYear(['FY2026', 'FY2027', 'FY2028'])]);
    const figures = await call(ctx, owner, 'PATCH', url(), { rows: [{ fy_date_at: '2026-09-30', sales: -5, eps: 1e12, dps: 'x' }] });
    expect(figures.statusCode).toBe(422);
    const errors = figures.json<{ errors: Record<string, string[]> }>().errors;
    expect(errors['rows.0.sales']).toEqual(['Sales must be a number from 0 to 100,000,000']);
    expect(errors['rows.0.eps']).toEqual(['EPS must be a number from -1,000,000 to 1,000,000']);
    expect(errors['rows.0.dps']).toEqual(['DPS must be a number from 0 to 1,000,000']);
    for (const body of [{}, { rows: [] }, { rows: [{ fy_date_at: '30/09/2026' }] }]) {
      expect((await call(ctx, owner, 'PATCH', url(), body)).statusCode).toBe(422);
    }
    expect((await answer(owner)).data[0]).toMatchObject({ sales: 2150.5, eps: 1.3 });
  });

  it('shows the estimates to a share recipient, read-only (403 on PATCH)', async () => {
    const recipient = await signedInUser(ctx);
    await shareOk(ctx, owner, { entity_id: reviewId, emails: [recipient.user.email] });
    const link = ctx.outbox().find((mail) => mail.to.includes(recipient.user.email))!.text.match(/https?:\/\/\S+/)![0];
    expect((await attach(ctx, recipient, link)).statusCode).toBe(200);
    const body = await answer(recipient);
    expect(body.meta.editable).toBe(false);
    expect(body.data[0]).toMatchObject({ sales: 2150.5, eps: 1.3 });
    const refused = await call(ctx, recipient, 'PATCH', url(), { rows: [{ fy_date_at: '2026-09-30', sales: 1 }] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.sharedReviewNoEdit);
  });

  it('keeps them from a teamViewer’s edits, other users (404), the free role (403) and visitors (401)', async () => {
    await ctx.db.db.updateTable('users').set({ role: 'teamViewer' }).where('id', '=', owner.user.id).execute();
    const viewer = await call(ctx, owner, 'PATCH', url(), { rows: [{ fy_date_at: '2026-09-30', sales: 1 }] });
    expect(viewer.statusCode).toBe(403);
    expect((await answer(owner)).meta.editable).toBe(false);
    await ctx.db.db.updateTable('users').set({ role: 'investor' }).where('id', '=', owner.user.id).execute();
    const stranger = await signedInUser(ctx);
    expect((await call(ctx, stranger, 'GET', url())).statusCode).toBe(404);
    expect((await call(ctx, stranger, 'PATCH', url(), { rows: [{ fy_date_at: '2026-09-30', sales: 1 }] })).statusCode).toBe(404);
    const free = await signedInUser(ctx, { role: 'free' });
    const freeReview = await reviewWith(ctx, free, await listedInvestment(ctx), [(await buildProcess(ctx, free, 'Free', [{ name: 'Moat' }])).id]);
    const refused = await call(ctx, free, 'GET', `/investment-reviews/${freeReview.id}/estimation`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(INVESTMENT_MESSAGES.financialsUpgrade);
    expect((await call(ctx, null, 'GET', url())).statusCode).toBe(401);
  });

  it('starts from the company year end when it has no reported year', async () => {
    const investmentId = await listedInvestment(ctx, 5);
    await ctx.db.db.updateTable('investments').set({ year_end: '2027-06-30' }).where('id', '=', investmentId).execute();
    const review = await reviewWith(ctx, owner, investmentId, [(await buildProcess(ctx, owner, 'Other', [{ name: 'Moat' }])).id]);
    const body = (await call(ctx, owner, 'GET', `/investment-reviews/${review.id}/estimation`)).json<EstimatesAnswer>();
    expect(body.data.map((row) => row.fy_date_at)).toEqual(['2027-06-30', '2028-06-30', '2029-06-30']);
  });
});
