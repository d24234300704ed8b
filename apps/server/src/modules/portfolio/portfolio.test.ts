import { PORTFOLIO_MESSAGES } from '@thesis/domain';
import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser } from '../../test/factories/user';
import { createCompany } from '../investments/investments.test-helpers';
import { call, errorsOf } from '../items/library.test-helpers';
import { hold, listed, portfolio, setShares, addJuneRates } from './portfolio.test-helpers';

describeEachDb('portfolio holdings', (ctx) => {
  it('answers 401 without a session on every route', async () => {
    const responses = await Promise.all([
      call(ctx, null, 'GET', '/portfolios'),
      call(ctx, null, 'GET', '/portfolios/run'),
      call(ctx, null, 'GET', '/portfolios/export.csv'),
      call(ctx, null, 'POST', '/portfolios/investments/x', { shares_count: 1 }),
      call(ctx, null, 'DELETE', '/portfolios/investments/x'),
      call(ctx, null, 'POST', '/portfolios/imports/commit', { holdings: [] }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([401, 401, 401, 401, 401, 401]);
  });

  it('adds a holding (201), updates its shares (200) and removes it (204)', async () => {
    await addJuneRates(ctx);
    const ann = await signedInUser(ctx);
    const { AAA } = await listed(ctx, [{ ticker: 'AAA', last_price: 12.5 }]);
    const added = await setShares(ctx, ann, AAA!, 100);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ data: { investment_id: AAA, shares_count: 100, shares_total_price: 1250, price_missing: false }, meta: { created: true, message: PORTFOLIO_MESSAGES.added } });

    const updated = await setShares(ctx, ann, AAA!, '1,250.5');
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ data: { shares_count: 1250.5 }, meta: { created: false, message: PORTFOLIO_MESSAGES.updated } });

    const view = await portfolio(ctx, ann);
    expect(view.investments).toHaveLength(1);
    const holding = view.investments[0]!;
    expect(holding).toMatchObject({ shares_count: 1250.5, shares_total_price: 15631.25, shares_weight: 100, processes: [] });
    expect(holding.investment).toMatchObject({ id: AAA, last_price: 12.5, currency: 'USD', exchange: 'NASDAQ' });
    expect((await call(ctx, ann, 'GET', `/portfolios/investments/${AAA}`)).json()).toMatchObject({ data: { id: holding.id, shares_count: 1250.5 } });

    expect((await call(ctx, ann, 'DELETE', `/portfolios/investments/${holding.id}`)).statusCode).toBe(204);
    expect((await portfolio(ctx, ann)).investments).toEqual([]);
    expect((await call(ctx, ann, 'GET', `/portfolios/investments/${AAA}`)).json()).toEqual({ data: null });
    const again = await call(ctx, ann, 'DELETE', `/portfolios/investments/${holding.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: PORTFOLIO_MESSAGES.holdingNotFound });
  });

  it('removes by the investment id as well', async () => {
    const ann = await signedInUser(ctx);
    const { BBB } = await listed(ctx, [{ ticker: 'BBB', last_price: 3 }]);
    await hold(ctx, ann, BBB!, 5);
    expect((await call(ctx, ann, 'DELETE', `/portfolios/investments/${BBB}`)).statusCode).toBe(204);
    expect((await portfolio(ctx, ann)).investments).toEqual([]);
  });

  it('refuses bad shares with 422 and the domain messages', async () => {
    const ann = await signedInUser(ctx);
    const { CCC } = await listed(ctx, [{ ticker: 'CCC', last_price: 1 }]);
    expect(errorsOf(await setShares(ctx, ann, CCC!, 0))).toEqual({ shares_count: [PORTFOLIO_MESSAGES.sharesPositive] });
    expect(errorsOf(await setShares(ctx, ann, CCC!, -3))).toEqual({ shares_count: [PORTFOLIO_MESSAGES.sharesPositive] });
    expect(errorsOf(await setShares(ctx, ann, CCC!, 'lots'))).toEqual({ shares_count: [PORTFOLIO_MESSAGES.sharesNumber] });
    expect(errorsOf(await setShares(ctx, ann, CCC!, null))).toEqual({ shares_count: [PORTFOLIO_MESSAGES.sharesRequired] });
    expect(errorsOf(await setShares(ctx, ann, CCC!, 5e12))).toEqual({ shares_count: [PORTFOLIO_MESSAGES.sharesTooLarge] });
    expect(errorsOf(await call(ctx, ann, 'POST', `/portfolios/investments/${CCC}`, {}))).toEqual({ shares_count: [PORTFOLIO_MESSAGES.sharesRequired] });
    expect((await portfolio(ctx, ann)).investments).toEqual([]);
  });

  it('answers 404 for a missing investment and for another user\'s unlisted company, which never shows', async () => {
    const ann = await signedInUser(ctx);
    const bob = await signedInUser(ctx);
    const secret = await createCompany(ctx, bob, { ticker: 'SECR', last_price: 9 });
    for (const id of ['0190a7a0-0000-7000-8000-000000000000', secret.id]) {
      const response = await setShares(ctx, ann, id, 10);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ message: PORTFOLIO_MESSAGES.investmentNotFound });
    }
    expect((await call(ctx, ann, 'GET', `/portfolios/investments/${secret.id}`)).statusCode).toBe(404);
    // Bob's own holding of it is not Ann's to remove.
    await hold(ctx, bob, secret.id, 10);
    const bobs = (await portfolio(ctx, bob)).investments[0]!;
    expect((await call(ctx, ann, 'DELETE', `/portfolios/investments/${bobs.id}`)).statusCode).toBe(404);
    expect((await portfolio(ctx, ann)).investments).toEqual([]);
    expect((await portfolio(ctx, bob)).investments).toHaveLength(1);
  });

  it('lets a user hold their own unlisted company', async () => {
    const ann = await signedInUser(ctx);
    const mine = await createCompany(ctx, ann, { ticker: 'MINE', last_price: 2 });
    await hold(ctx, ann, mine.id, 50);
    expect((await portfolio(ctx, ann)).investments[0]).toMatchObject({ investment_id: mine.id, shares_total_price: 100 });
  });

  it('answers 403 with a message to a teamViewer, whose role has no portfolio', async () => {
    const viewer = await signedInUser(ctx, { role: 'teamViewer' });
    const { DDD } = await listed(ctx, [{ ticker: 'DDD', last_price: 1 }]);
    for (const response of [await call(ctx, viewer, 'GET', '/portfolios'), await setShares(ctx, viewer, DDD!, 1), await call(ctx, viewer, 'DELETE', `/portfolios/investments/${DDD}`)]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toMatchObject({ message: PORTFOLIO_MESSAGES.roleForbidden });
    }
  });

  it('keeps one holding when the same investment is added twice at once', async () => {
    const ann = await signedInUser(ctx);
    const { EEE } = await listed(ctx, [{ ticker: 'EEE', last_price: 1 }]);
    const answers = await Promise.all([setShares(ctx, ann, EEE!, 1), setShares(ctx, ann, EEE!, 2), setShares(ctx, ann, EEE!, 3)]);
    expect(answers.every((response) => response.statusCode === 200 || response.statusCode === 201)).toBe(true);
    expect((await portfolio(ctx, ann)).investments).toHaveLength(1);
  });
});
