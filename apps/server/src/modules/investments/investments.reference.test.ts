import { beforeAll, expect, it } from 'vitest';
import { INVESTMENT_MESSAGES, type InvestmentSummary } from '@thesis/domain';
import { loadReferenceData, loadReferenceDataIfEmpty, type ReferenceLoadResult } from '../../db/reference/load-reference';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser, type Session } from '../../test/factories/user';
import { createCompany, searchInvestments, searchTickers } from './investments.test-helpers';

/** The shipped universe, loaded once per database; search ranking on the real data. */
describeEachDb('investment universe and search', (ctx) => {
  let first: ReferenceLoadResult;
  let second: ReferenceLoadResult;
  let ann: Session;
  let bob: Session;
  beforeAll(async () => {
    first = await loadReferenceData(ctx.db, ctx.config.referenceDataDir);
    second = await loadReferenceData(ctx.db, ctx.config.referenceDataDir);
    ann = await signedInUser(ctx);
    bob = await signedInUser(ctx);
  });

  const countBy = async (exchange?: string) => {
    let query = ctx.db.db.selectFrom('investments').select((eb) => eb.fn.countAll<string | number>().as('n')).where('type', '=', 'listed');
    if (exchange) query = query.where('exchange', '=', exchange);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };

  it('loads every ASX company, every US security and the S&P 500 snapshot, idempotently', async () => {
    expect(first.universe).toMatchObject({ read: 15_091, inserted: 15_091, updated: 0, rejected: [] });
    expect(second.universe).toMatchObject({ read: 15_091, inserted: 0, updated: 15_091 });
    expect(await countBy()).toBe(15_091);
    expect(await countBy('ASX')).toBe(1_985);
    expect(await countBy('NASDAQ')).toBe(5_561);
    expect(await countBy('NYSE')).toBe(2_918);
    const etfs = await ctx.db.db.selectFrom('investments').select((eb) => eb.fn.countAll<string | number>().as('n')).where('is_etf', '=', 1).executeTakeFirstOrThrow();
    expect(Number(etfs.n)).toBe(5_624);
    expect(first.financials).toMatchObject({ inserted: 1_436, updated: 0 });
    expect(second.financials).toMatchObject({ inserted: 0, updated: 1_436 });
    expect(first.financials.rejected).toHaveLength(341);
    const terms = await ctx.db.db.selectFrom('investment_search_terms').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(terms.n)).toBeGreaterThan(70_000);
  });

  it('loads on start-up only into an empty table', async () => {
    const messages: string[] = [];
    const log = { info: (_: object, m: string) => messages.push(m), warn: (_: object, m: string) => messages.push(m), error: (_: object, m: string) => messages.push(m) };
    expect(await loadReferenceDataIfEmpty(ctx.db, ctx.config.referenceDataDir, log)).toBeNull();
    expect(messages).toEqual([]);
  });

  it('keeps ASX and US tickers apart: BHP on ASX without a price, AAPL on NASDAQ with its snapshot', async () => {
    const bhp = (await searchInvestments(ctx, ann, 'BHP')).json<{ data: InvestmentSummary[] }>().data.filter((row) => row.ticker === 'BHP');
    expect(bhp.map((row) => row.exchange).sort()).toEqual(['ASX', 'NYSE']);
    expect(bhp.find((row) => row.exchange === 'ASX')).toMatchObject({
      name: 'BHP GROUP LIMITED', currency: 'AUD', sector_l1: 'Materials', type: 'listed', investment_review_id: null,
      meta: { last_price: null, market_cap: null, issued_shares: null, updated_at: null, year_end: null, currency: 'AUD' },
    });
    const [aapl] = (await searchInvestments(ctx, ann, 'aapl')).json<{ data: InvestmentSummary[] }>().data;
    expect(aapl).toMatchObject({
      ticker: 'AAPL', exchange: 'NASDAQ', name: 'Apple Inc.', currency: 'USD', sector_l1: 'Information Technology',
      sector_l3: 'Technology Hardware, Storage & Peripherals',
      meta: { last_price: 309.35, market_cap: 4_514_709.5, issued_shares: 14_594.18, year_end: '2026-09-30', updated_at: '2026-08-22T00:00:00.000Z', currency: 'USD' },
    });
  });

  it('strips share-class wording from US names and flags ETFs', async () => {
    const name = async (ticker: string) => (await ctx.db.db.selectFrom('investments').select('name').where('ticker', '=', ticker).executeTakeFirstOrThrow()).name;
    expect(await name('AN')).toBe('AutoNation, Inc.');
    expect(await name('CALC')).toBe('CalciMedica, Inc.');
    expect(await name('BRK.A')).toBe('Berkshire Hathaway Inc.');
    expect(await name('GOOGL')).toBe('Alphabet Inc. (Class A)');
    const row = await ctx.db.db.selectFrom('investments').select(['name', 'is_etf']).where('ticker', '=', 'SPY').executeTakeFirstOrThrow();
    expect(Number(row.is_etf)).toBe(1);
  });

  it('ranks the exact ticker first, then ticker prefixes shorter first, then name words', async () => {
    const one = await searchTickers(ctx, ann, 'a');
    expect(one).toHaveLength(10);
    expect(one[0]).toBe('NYSE:A');
    expect(one.slice(1).every((entry) => entry.split(':')[1]!.length === 2)).toBe(true);
    const tickers = one.slice(1).map((entry) => entry.split(':')[1]!);
    expect(tickers).toEqual([...tickers].sort());

    const two = await searchTickers(ctx, ann, 'ap');
    const lengths = two.map((entry) => entry.split(':')[1]!.length);
    expect(lengths).toEqual([...lengths].sort((x, y) => x - y));
    expect(two.every((entry) => entry.split(':')[1]!.startsWith('AP'))).toBe(true);

    // "apple" is no ticker prefix beyond APPL…, then names with a word starting with "apple".
    const names = (await searchInvestments(ctx, ann, 'apple inc')).json<{ data: InvestmentSummary[] }>().data;
    expect(names.map((row) => row.ticker)).toContain('AAPL');
  });

  it('matches name words by prefix, case- and accent-insensitively, alphabetically', async () => {
    for (const text of ['estee', 'ESTÉE', 'Estée', 'lauder']) {
      expect(await searchTickers(ctx, ann, text)).toContain('NYSE:EL');
    }
    const response = (await searchInvestments(ctx, ann, 'berkshire')).json<{ data: InvestmentSummary[] }>().data;
    expect(response.map((row) => row.ticker)).toEqual(expect.arrayContaining(['BRK.A', 'BRK.B']));
    const sortKeys = response.map((row) => row.name.toLowerCase());
    expect(sortKeys).toEqual([...sortKeys].sort());
  });

  it('answers 10 by default, honours limit up to 50 and refuses more (422)', async () => {
    expect(await searchTickers(ctx, ann, 'b')).toHaveLength(10);
    expect(await searchTickers(ctx, ann, 'b', '&limit=3')).toHaveLength(3);
    const many = await searchInvestments(ctx, ann, 'b', '&limit=50');
    expect(many.json().data).toHaveLength(50);
    expect(many.json().meta.pagination).toMatchObject({ total: 50, count: 50, per_page: 50, current_page: 1, total_pages: 1 });
    for (const limit of ['51', '0', 'x']) {
      const bad = await searchInvestments(ctx, ann, 'b', `&limit=${limit}`);
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.limit).toEqual([INVESTMENT_MESSAGES.limitRange]);
    }
  });

  it("shows the caller's own unlisted companies first when exact, never another user's", async () => {
    const mine = await createCompany(ctx, ann, { ticker: 'ZQXW', name: 'Zanzibar Quartz Works' });
    expect(await searchTickers(ctx, ann, 'zqxw')).toEqual(['custom:ZQXW.PRV']);
    expect(await searchTickers(ctx, ann, 'zanzibar quartz')).toEqual(['custom:ZQXW.PRV']);
    expect(await searchTickers(ctx, bob, 'zqxw')).toEqual([]);
    expect(await searchTickers(ctx, bob, 'zanzibar quartz')).toEqual([]);
    const theirs = await ctx.app.inject({ method: 'GET', url: `/api/v1/investments/${mine.id}`, headers: bob.headers });
    expect(theirs.statusCode).toBe(404);
  });

  it('answers nothing for an empty search, 422 for an unknown search field, 401 without a token', async () => {
    expect(await searchTickers(ctx, ann, '')).toEqual([]);
    expect(await searchTickers(ctx, ann, '%%%')).toEqual([]);
    const field = await ctx.app.inject({ method: 'GET', url: '/api/v1/investments?search=price:3', headers: ann.headers });
    expect(field.statusCode).toBe(422);
    expect(field.json()).toEqual({ message: INVESTMENT_MESSAGES.searchField, errors: { search: [INVESTMENT_MESSAGES.searchField] } });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/investments?search=ticker:a' })).statusCode).toBe(401);
  });

  it('lists the visible universe alphabetically with pagination when there is no search', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/investments?limit=5&page=2', headers: bob.headers });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: InvestmentSummary[]; meta: { pagination: Record<string, number> } }>();
    expect(body.data).toHaveLength(5);
    expect(body.meta.pagination).toMatchObject({ total: 15_091, count: 5, per_page: 5, current_page: 2, total_pages: 3_019 });
  });
});

describeEachDb('reference data on first start', (ctx) => {
  it('starts with an empty universe, and says so, when the files are missing', async () => {
    const warnings: string[] = [];
    const log = { info: () => undefined, warn: (_: object, m: string) => warnings.push(m), error: (_: object, m: string) => warnings.push(m) };
    expect(await loadReferenceDataIfEmpty(ctx.db, '/nonexistent/reference', log)).toBeNull();
    expect(warnings).toEqual(['Reference data not found: the investment universe starts empty (see docs/market-data.md)']);
  });

  it('finds data/reference from the source tree by default', () => {
    expect(ctx.config.referenceDataDir).toMatch(/data\/reference$/);
  });
});
