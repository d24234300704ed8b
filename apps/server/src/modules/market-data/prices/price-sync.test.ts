import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDb, type TestContext } from '../../../test/build-test-app';
import { EODHD_TEST_KEY, EodhdStandIn } from '../../../test/eodhd-stand-in';
import { signedInUser } from '../../../test/factories/user';
import { UniverseRepository } from '../../investments/universe.repository';
import { EodhdClient, eodhdSymbol } from './eodhd-client';
import { PriceSync } from './price-sync';

const standIn = new EodhdStandIn();
let url = '';
beforeAll(async () => {
  url = await standIn.start();
});
afterAll(() => standIn.stop());

const client = (apiKey = EODHD_TEST_KEY) => new EodhdClient({ apiKey, baseUrl: url, retries: 1, retryDelayMs: 10, requestsPerSecond: 100 });

describe('EODHD client, over HTTP against recorded responses', () => {
  it('reads daily bars as numbers, splits as ratios and dividends as paid', async () => {
    const bars = await client().bars('NFLX.US', '2025-11-01');
    expect(bars).toHaveLength(10);
    // Netflix's 10:1 split of 17 Nov 2025: the close as traded drops tenfold, the adjusted close runs on.
    expect(bars.find((bar) => bar.date === '2025-11-14')).toMatchObject({ close: 1112.17 });
    expect(bars.find((bar) => bar.date === '2025-11-17')).toMatchObject({ close: 110.29 });
    expect(await client().splits('AAPL.US', '2016-01-01')).toEqual([{ date: '2020-08-31', ratio_new: 4, ratio_old: 1 }]);
    expect(await client().dividends('AAPL.US', '2012-01-01')).toEqual([
      { date: '2012-08-09', amount: 2.6488, currency: 'USD' },
      { date: '2012-11-07', amount: 2.6488, currency: 'USD' },
    ]);
    const bulk = await client().lastDay('US');
    expect(bulk.find((bar) => bar.code === 'AAPL')).toMatchObject({ date: '2026-09-08', close: 316.22 });
    expect(await client().bars('ZZZZ.US', '2025-01-01')).toEqual([]);
    expect(eodhdSymbol('BRK.B', 'US')).toBe('BRK-B.US');
  });

  it('says what a refused key, a used-up quota and a missing plan mean, never showing the key', async () => {
    await expect(client('wrong-key-000').bars('NFLX.US', '2025-11-01')).rejects.toThrow('EODHD refused the API key (401): check EODHD_API_KEY.');
    standIn.scripted.set('/eod/NFLX.US', [{ status: 402, body: 'Payment required' }]);
    await expect(client().bars('NFLX.US', '2025-11-01')).rejects.toThrow(/daily request limit is used up \(402\)/);
    standIn.scripted.set('/eod/NFLX.US', [{ status: 500, body: 'oops' }, { status: 500, body: 'oops' }]);
    const error = (await client().bars('NFLX.US', '2025-11-01').catch((caught: unknown) => caught)) as Error;
    expect(error.message).toBe(`EODHD answered 500 to ${url}/eod/NFLX.US: oops (gave up after 2 attempts)`);
    expect(error.message).not.toContain(EODHD_TEST_KEY);
  });
});

async function listed(ctx: TestContext) {
  const now = new Date().toISOString();
  const row = (exchange: string, ticker: string, currency: string, shares: number | null) => ({
    exchange, ticker, name: ticker, currency, sector_l1: null, sector_l3: null, description: null, is_etf: false, year_end: null,
    last_price: null, issued_shares: shares, market_cap: null, figures_updated_at: null, classification: null, sic_code: null, is_fund: null,
  });
  await new UniverseRepository(ctx.db.db).upsertListed([row('NASDAQ', 'NFLX', 'USD', 4230), row('NASDAQ', 'AAPL', 'USD', 14840.4), row('NYSE', 'A', 'USD', null), row('ASX', 'BHP', 'AUD', null)], now);
  const ids = await ctx.db.db.selectFrom('investments').select(['id', 'ticker']).execute();
  return Object.fromEntries(ids.map((entry) => [entry.ticker, entry.id]));
}

describeEachDb('daily prices from EODHD', (ctx) => {
  let ids: Record<string, string> = {};
  beforeAll(async () => {
    ids = await listed(ctx);
  });
  const investment = (ticker: string) => ctx.db.db.selectFrom('investments').selectAll().where('id', '=', ids[ticker]!).executeTakeFirstOrThrow();

  it('stores a listing’s history with its splits, and its latest close becomes its price and market cap', async () => {
    const result = await new PriceSync(ctx.db.db, client()).run({ tickers: ['NASDAQ:NFLX', 'AAPL', 'ASX:BHP', 'NYSE:ZZZZ'], trigger: 'cli' });
    expect(result).toMatchObject({ total: 3, done: 3, updated: 2, skipped: 1, failed: 0, unknownTickers: ['NYSE:ZZZZ'] });
    const nflx = await ctx.db.db.selectFrom('prices').selectAll().where('investment_id', '=', ids.NFLX!).orderBy('date').execute();
    expect(nflx).toHaveLength(10);
    expect(nflx[0]).toMatchObject({ date: '2025-11-10', close: 1120.07, adjusted_close: 112.007, currency: 'USD', source: 'EODHD' });
    expect(await investment('NFLX')).toMatchObject({ last_price: 104.31, figures_updated_at: '2025-11-21T00:00:00.000Z' });
    expect((await investment('NFLX')).market_cap).toBeCloseTo(104.31 * 4230, 6);
    const events = await ctx.db.db.selectFrom('price_events').selectAll().where('investment_id', '=', ids.AAPL!).execute();
    expect(events).toEqual([expect.objectContaining({ date: '2020-08-31', kind: 'split', ratio_new: 4, ratio_old: 1, source: 'EODHD' })]);
    // BHP: EODHD has no prices of it here, so it stays as it was.
    expect((await investment('BHP')).last_price).toBeNull();
  });

  it('reads a market’s last trading day in one request and updates the listings it has', async () => {
    standIn.requests.length = 0;
    const result = await new PriceSync(ctx.db.db, client()).run({ markets: ['US'], trigger: 'schedule' });
    expect(standIn.requests.map((request) => request.path)).toEqual(['/eod-bulk-last-day/US']);
    expect(result).toMatchObject({ total: 3, updated: 2, skipped: 1 });
    expect(await investment('A')).toMatchObject({ last_price: 146.85, figures_updated_at: '2026-09-08T00:00:00.000Z' });
    expect(await investment('AAPL')).toMatchObject({ last_price: 316.22 });
  });

  it('reads the whole history of a listing that so far has only the days of the market reads', async () => {
    // AAPL as if it held only 8 Sep 2026 from the market's last day: its history is read from ten years back, not from 9 Sep.
    await ctx.db.db.deleteFrom('prices').where('investment_id', '=', ids.AAPL!).where('date', '<', '2026-09-08').execute();
    await ctx.db.db.deleteFrom('price_histories').where('investment_id', '=', ids.AAPL!).execute();
    standIn.requests.length = 0;
    const result = await new PriceSync(ctx.db.db, client()).run({ tickers: ['NASDAQ:AAPL'], trigger: 'cli' });
    expect(result).toMatchObject({ updated: 1 });
    const prices = await ctx.db.db.selectFrom('prices').select('date').where('investment_id', '=', ids.AAPL!).execute();
    expect(prices).toHaveLength(18);
    // A second read asks only for the days after the latest one.
    standIn.requests.length = 0;
    await new PriceSync(ctx.db.db, client()).run({ tickers: ['NASDAQ:AAPL'], trigger: 'cli' });
    expect(standIn.requests.find((request) => request.path === '/eod/AAPL.US')!.query.get('from')).toBe('2026-09-09');
  });

  it('answers a company’s closes over a span with its split markers', async () => {
    const { headers } = await signedInUser(ctx, { role: 'investor' });
    const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/investments/${ids.AAPL}/prices?range=MAX`, headers });
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(meta).toEqual({ range: 'MAX' });
    expect(data).toMatchObject({ currency: 'USD', source: 'EODHD', as_of: '2026-09-08', splits: [{ date: '2020-08-31', ratio_new: 4, ratio_old: 1 }] });
    expect(data.points).toHaveLength(18);
    const month = (await ctx.app.inject({ method: 'GET', url: `/api/v1/investments/${ids.AAPL}/prices?range=1M`, headers })).json();
    // The latest day is 8 Sep 2026: a month back starts on 8 Aug.
    expect(month.data.points.map((point: { date: string }) => point.date)).toEqual(['2026-08-10', '2026-08-11', '2026-08-12', '2026-08-13', '2026-08-14', '2026-09-08']);
    const none = (await ctx.app.inject({ method: 'GET', url: `/api/v1/investments/${ids.BHP}/prices`, headers })).json();
    expect(none).toEqual({ data: { currency: 'AUD', source: null, as_of: null, points: [], splits: [], dividends: [] }, meta: { range: '1Y' } });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/investments/${ids.AAPL}/prices?range=2Y`, headers })).statusCode).toBe(422);
  });
});
