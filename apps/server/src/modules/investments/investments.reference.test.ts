import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { INVESTMENT_MESSAGES, SHIPPED_DATA, type FinancialRow, type InvestmentSummary } from '@thesis/domain';
import { loadReferenceData, loadReferenceDataIfNeeded, storedReferenceVersion, type ReferenceLoadResult } from '../../reference-data/load-reference';
import { REFERENCE_DATA_VERSION } from '../../reference-data/reference-files';
import { dataReviewCommand } from '../../cli/data-commands';
import { BULK_LOADED_TABLES } from '../../db/planner-statistics';
import { FxRepository } from '../fx/fx.repository';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser, type Session } from '../../test/factories/user';
import { InvestmentSearchRepository } from './investments-search.repository';
import { addListed, createCompany, searchInvestments, searchTickers } from './investments.test-helpers';

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
    // Two full loads of the shipped data (about 20 s on a busy two-core machine).
  }, 180_000);

  const countBy = async (exchange?: string) => {
    let query = ctx.db.db.selectFrom('investments').select((eb) => eb.fn.countAll<string | number>().as('n')).where('type', '=', 'listed');
    if (exchange) query = query.where('exchange', '=', exchange);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };
  const idOf = async (exchange: string, ticker: string) => (await ctx.db.db.selectFrom('investments').select('id').where('exchange', '=', exchange).where('ticker', '=', ticker).executeTakeFirstOrThrow()).id;

  it('loads every ASX company, every US security, the S&P 500 snapshot, ten years of financials and FX rates, idempotently', async () => {
    expect(first.universe).toMatchObject({ read: 15_091, inserted: 15_091, updated: 0, rejected: [] });
    expect(second.universe).toMatchObject({ read: 15_091, inserted: 0, updated: 15_091 });
    expect(await countBy()).toBe(15_091);
    expect(await countBy('ASX')).toBe(1_985);
    expect(await countBy('NASDAQ')).toBe(5_561);
    expect(await countBy('NYSE')).toBe(2_918);
    const etfs = await ctx.db.db.selectFrom('investments').select((eb) => eb.fn.countAll<string | number>().as('n')).where('is_etf', '=', 1).executeTakeFirstOrThrow();
    expect(Number(etfs.n)).toBe(5_624);
    // The loader owns its financial rows: a second load replaces them (the same 6,360).
    for (const load of [first, second]) {
      expect(load.financials).toMatchObject({ read: 6_701, inserted: 6_320, updated: 0 });
      expect(load.financials.rejected).toHaveLength(381);
      expect(load.fx.read).toBe(1_782);
      expect(load.notRecorded).toBe(6_536);
    }
    const rows = await ctx.db.db.selectFrom('investment_financials').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(6_320);
    expect(await new FxRepository(ctx.db.db).countAll()).toBe(1_782);
    expect(await storedReferenceVersion(ctx.db)).toMatchObject({ version: REFERENCE_DATA_VERSION, details: { investments: 15_091, financial_rows: 6_320, not_recorded: 6_536, dropped_not_listed: 341, dropped_other_company: 38, dropped_partial_years: 2 } });
  });

  it('holds what the Investments page says it ships (SHIPPED_DATA)', async () => {
    const us = (await countBy()) - (await countBy('ASX'));
    const financials = await sql<{ companies: string | number; first: string; last: string }>`select count(distinct investment_id) as companies, min(substr(fy_date_at, 1, 4)) as first, max(substr(fy_date_at, 1, 4)) as last from investment_financials where kind = 'historical'`.execute(ctx.db.db);
    const priced = await ctx.db.db.selectFrom('investments').select((eb) => eb.fn.countAll<string | number>().as('n')).where('last_price', 'is not', null).executeTakeFirstOrThrow();
    expect({
      asxCompanies: await countBy('ASX'),
      usListings: us,
      priced: Number(priced.n),
      withFinancials: Number(financials.rows[0]!.companies),
      firstFiscalYear: Number(financials.rows[0]!.first),
      lastFiscalYear: Number(financials.rows[0]!.last),
    }).toEqual({
      asxCompanies: SHIPPED_DATA.asxCompanies,
      usListings: SHIPPED_DATA.usListings,
      priced: SHIPPED_DATA.priced,
      withFinancials: SHIPPED_DATA.withFinancials,
      firstFiscalYear: SHIPPED_DATA.firstFiscalYear,
      lastFiscalYear: SHIPPED_DATA.lastFiscalYear,
    });
  });

  it('leaves PostgreSQL with planner statistics of the tables it filled (autovacuum may be off or not there yet)', async () => {
    if (ctx.db.dialect !== 'postgres') return;
    const analysed = await sql<{ tablename: string }>`select distinct tablename from pg_stats where schemaname = current_schema()`.execute(ctx.db.db);
    expect(analysed.rows.map((row) => row.tablename)).toEqual(expect.arrayContaining([...BULK_LOADED_TABLES]));
  });

  it('loads on start-up only when the database is empty or holds another version, keeping newer imported prices', { timeout: 120_000 }, async () => {
    const messages: string[] = [];
    const log = { info: (_: object, m: string) => messages.push(m), warn: (_: object, m: string) => messages.push(m), error: (_: object, m: string) => messages.push(m) };
    expect(await loadReferenceDataIfNeeded(ctx.db, ctx.config.referenceDataDir, log)).toBeNull();
    expect(messages).toEqual([]);
    // An operator imported a newer AAPL price; an install from before versions were recorded (its
    // reference rows, no version) upgrades once, and so would one holding an older version.
    await ctx.db.db.updateTable('investments').set({ last_price: 321.5, figures_updated_at: '2026-11-20T00:00:00.000Z' }).where('id', '=', await idOf('NASDAQ', 'AAPL')).execute();
    await ctx.db.db.deleteFrom('reference_data').execute();
    const upgraded = await loadReferenceDataIfNeeded(ctx.db, ctx.config.referenceDataDir, log);
    expect(upgraded?.universe.updated).toBe(15_091);
    expect(messages[0]).toBe('Reference data is out of date: reloading it once');
    expect((await storedReferenceVersion(ctx.db))?.version).toBe(REFERENCE_DATA_VERSION);
    const aapl = await ctx.db.db.selectFrom('investments').select(['last_price', 'figures_updated_at']).where('id', '=', await idOf('NASDAQ', 'AAPL')).executeTakeFirstOrThrow();
    expect([Number(aapl.last_price), aapl.figures_updated_at]).toEqual([321.5, '2026-11-20T00:00:00.000Z']);
    await ctx.db.db.updateTable('investments').set({ last_price: 309.35, figures_updated_at: '2026-08-22T00:00:00.000Z' }).where('id', '=', await idOf('NASDAQ', 'AAPL')).execute();
  });

  it('computes the fundamentals once on start-up for an install upgraded with its reference data current', { timeout: 120_000 }, async () => {
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    await ctx.db.db.deleteFrom('investment_metrics').execute();
    expect(await loadReferenceDataIfNeeded(ctx.db, ctx.config.referenceDataDir, log)).toBeNull();
    const pe = await ctx.db.db.selectFrom('investment_metrics').select('value').where('investment_id', '=', await idOf('NASDAQ', 'AAPL')).where('metric_id', '=', 'pe').executeTakeFirst();
    expect(pe).toBeDefined();
    expect(Number(pe!.value)).toBeGreaterThan(0);
  });

  it('keeps ASX and US tickers apart: BHP on ASX without a price, AAPL on NASDAQ with its dated snapshot', async () => {
    const bhp = (await searchInvestments(ctx, ann, 'BHP')).json<{ data: InvestmentSummary[] }>().data.filter((row) => row.ticker === 'BHP');
    expect(bhp.map((row) => row.exchange)).toEqual(expect.arrayContaining(['ASX', 'NYSE']));
    expect(bhp.find((row) => row.exchange === 'ASX')).toMatchObject({
      name: 'BHP GROUP LIMITED', currency: 'AUD', sector_l1: 'Materials', classification: 'gics', type: 'listed', investment_review_id: null,
      meta: { last_price: null, market_cap: null, issued_shares: null, updated_at: null, year_end: null, currency: 'AUD', stale: false },
    });
    expect(bhp.find((row) => row.exchange === 'NYSE')).toMatchObject({ sector_l1: 'Mining', sector_l3: 'Metal Mining', classification: 'sic' });
    const [aapl] = (await searchInvestments(ctx, ann, 'aapl')).json<{ data: InvestmentSummary[] }>().data;
    expect(aapl).toMatchObject({
      ticker: 'AAPL', exchange: 'NASDAQ', name: 'Apple Inc.', currency: 'USD', sector_l1: 'Information Technology',
      sector_l3: 'Technology Hardware, Storage & Peripherals', classification: 'gics', is_fund: false,
      meta: { last_price: 309.35, market_cap: 4_514_709.5, issued_shares: 14_594.18, year_end: '2026-09-30', updated_at: '2026-08-22T00:00:00.000Z', currency: 'USD', stale: true },
    });
  });

  it('answers ten real years for AAPL, FY2016–FY2025, split-adjusted with the footnote', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/investments/${await idOf('NASDAQ', 'AAPL')}/historical`, headers: ann.headers });
    expect(response.statusCode).toBe(200);
    const rows = response.json<{ data: FinancialRow[] }>().data;
    expect(rows.map((row) => row.fiscal_year)).toEqual([2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025]);
    expect(rows[0]).toMatchObject({ fy_date_at: '2016-09-24', sales: 215_639, eps: 2.0775, dps: 0.545, split_adjustment: { factor: 4, eps_reported: 8.31, dps_reported: 2.18, footnote: 'adjusted for the 4:1 split of 28 Aug 2020' } });
    expect(rows[7]).toMatchObject({ fiscal_year: 2023, sales: 383_285, eps: 6.13, split_adjustment: null, pre_tax_income: null, unavailable: { pre_tax_income: 'not_in_source', ebitda: 'not_in_source', net_debt: 'not_in_source' } });
    const jpm = await ctx.app.inject({ method: 'GET', url: `/api/v1/investments/${await idOf('NYSE', 'JPM')}/historical`, headers: ann.headers });
    const jpm2023 = jpm.json<{ data: FinancialRow[] }>().data.find((row) => row.fiscal_year === 2023)!;
    expect(jpm2023).toMatchObject({ npat: 49_552, gross_profit: null, ebit: null, unavailable: { gross_profit: 'not_applicable', ebit: 'not_applicable' } });
  });

  const historical = async (exchange: string, ticker: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/investments/${await idOf(exchange, ticker)}/historical`, headers: ann.headers });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: FinancialRow[] }>().data;
  };
  const metric = async (exchange: string, ticker: string, id: string) =>
    ctx.db.db.selectFrom('investment_metrics').select(['value', 'reason']).where('investment_id', '=', await idOf(exchange, ticker)).where('metric_id', '=', id).executeTakeFirstOrThrow();

  it("shows no reused ticker's former company, no quarter taken for a year, and each figure under review with its reason", async () => {
    expect(await historical('NYSE', 'SE')).toEqual([]);
    expect((await historical('NASDAQ', 'AMZN')).map((row) => row.fy_date_at).at(-1)).toBe('2025-12-31');
    const visa = (await historical('NYSE', 'V')).find((row) => row.fiscal_year === 2024)!;
    expect(visa).toMatchObject({ dps: 0.52, under_review: { dps: expect.stringMatching(/^DPS of 0\.52 looks like one quarter's dividend/) } });
    // Left out of the fundamentals with the reason; a company with only 2012–2016 figures has history only.
    expect(await metric('NYSE', 'V', 'dividend_yield')).toMatchObject({ value: null, reason: expect.stringMatching(/^DPS for FY2025 is under review \(DPS of 0\.59 looks like one quarter's dividend/) });
    expect(await metric('NYSE', 'KSS', 'net_margin')).toMatchObject({ value: null, reason: expect.stringMatching(/^the latest figures are of FY2016, more than eighteen months before .*: they are history/) });
  });

  it("takes an operator's decision on a flagged figure at once and keeps it across reloads", { timeout: 120_000 }, async () => {
    const lines: string[] = [];
    const run = (args: string[]) => dataReviewCommand.run(args, { db: ctx.db, billing: ctx.app.deps.billing, out: (line) => lines.push(line) });
    await run(['NYSE:V', '2025-09-30', 'dps', '--correct', '2.36', '--note', 'Visa 10-K: 0.59 a quarter']);
    expect(lines.at(-1)).toBe('NYSE:V 2025-09-30 dps corrected to 2.36: screens, fundamentals and the AI fill use it.');
    const check = async () => {
      const row = (await historical('NYSE', 'V')).find((candidate) => candidate.fiscal_year === 2025)!;
      expect(row.dps).toBe(2.36);
      expect(row.under_review.dps).toBeUndefined();
      expect(row.source).toMatch(/dps corrected by an operator$/);
      expect((await metric('NYSE', 'V', 'dividend_yield')).value).toBeCloseTo((2.36 / 371.04) * 100, 6);
    };
    await check();
    await loadReferenceData(ctx.db, ctx.config.referenceDataDir);
    await check();
    await expect(run(['NYSE:V', '2025-09-30', 'margin', '--confirm'])).rejects.toThrow(/^FIELD must be one of sales, /);
    await expect(run(['NYSE:V', '2031-09-30', 'dps', '--confirm'])).rejects.toThrow('NYSE:V has no reported year ending 2031-09-30.');
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

  it('ranks the exact ticker, then names starting with the text, then other matches; larger companies first', async () => {
    expect((await searchTickers(ctx, ann, 'apple'))[0]).toBe('NASDAQ:AAPL');
    expect((await searchTickers(ctx, ann, 'apple')).indexOf('NYSE:APLE')).toBeGreaterThan(0);
    expect((await searchTickers(ctx, ann, 'microsoft'))[0]).toBe('NASDAQ:MSFT');
    expect(await searchTickers(ctx, ann, 'goo')).toEqual(expect.arrayContaining(['NASDAQ:GOOGL', 'NASDAQ:GOOG']));
    expect((await searchTickers(ctx, ann, 'bhp')).slice(0, 2).sort()).toEqual(['ASX:BHP', 'NYSE:BHP']);
    expect((await searchTickers(ctx, ann, 'a'))[0]).toBe('NYSE:A');
    // Among names starting with "gold", the S&P 500 member with a market cap comes first; funds last.
    const gold = await searchTickers(ctx, ann, 'gold');
    expect(gold[0]).toBe('NYSE:GOLD');
    expect(gold[1]).toBe('NYSE:GS');
    const tesla = (await searchInvestments(ctx, ann, 'tesla')).json<{ data: InvestmentSummary[] }>().data;
    expect(tesla[0]!.ticker).toBe('TSLA');
    expect(tesla.slice(1).every((row) => row.is_fund)).toBe(true);
  });

  it('matches name words by prefix, case- and accent-insensitively; equals go by name', async () => {
    for (const text of ['estee', 'ESTÉE', 'Estée', 'lauder']) {
      expect(await searchTickers(ctx, ann, text)).toContain('NYSE:EL');
    }
    const response = (await searchInvestments(ctx, ann, 'berkshire')).json<{ data: InvestmentSummary[] }>().data;
    expect(response.map((row) => row.ticker)).toEqual(expect.arrayContaining(['BRK.A', 'BRK.B']));
    const unranked = response.filter((row) => row.meta.market_cap === null && !row.is_fund).map((row) => row.name.toLowerCase());
    expect(unranked).toEqual([...unranked].sort());
  });

  // Both have more than 64 matching names: the listed universe's index walks it in rank order.
  it.each(['ap', 'ba'])('answers a short, common text (%s) ranked as sorting all its matches would, from one statement once the listed universe is in memory', async (text) => {
    let statements = 0;
    const counted = ctx.db.db.withPlugin({ transformQuery: ({ node }) => node, transformResult: ({ result }) => ((statements += 1), Promise.resolve(result)) });
    const matches = await ctx.db.db
      .selectFrom('investments')
      .select(['id', 'search_ticker', 'search_band', 'search_cap', 'search_name'])
      .where('search_name', '>=', text)
      .where('search_name', '<', `${text}~`)
      .where('owner_id', 'is', null)
      .execute();
    expect(matches.length).toBeGreaterThan(64);
    const exact = await ctx.db.db.selectFrom('investments').select('id').where('search_ticker', '=', text).where('owner_id', 'is', null).execute();
    const cap = (row: (typeof matches)[number]) => (row.search_cap === null ? -1 : Number(row.search_cap));
    const ranked = matches
      .filter((row) => !exact.some((hit) => hit.id === row.id))
      .sort((a, b) => Number(a.search_band) - Number(b.search_band) || cap(b) - cap(a) || (a.search_name < b.search_name ? -1 : a.search_name > b.search_name ? 1 : a.id < b.id ? -1 : 1));
    const expected = [...exact.map((row) => row.id), ...ranked.map((row) => row.id)];
    const search = new InvestmentSearchRepository(counted);
    expect(await search.search(ann.user.id, text, 10)).toEqual(expected.slice(0, 10));
    // The first search reads the listed universe once; from then on a search is one statement (the
    // universe's version and the user's own companies). It used to take 2 to 8 index reads.
    statements = 0;
    expect(await search.search(ann.user.id, text, 50)).toEqual(expected.slice(0, 50));
    expect(statements).toBe(1);
  });

  // The in-memory index (listed-search-index.ts) against the ranking rule written out here, with the
  // matches read from the stored keys: every one- and two-character text.
  it('answers every one- and two-character search as sorting all its matches by the ranking rule would', { timeout: 60_000 }, async () => {
    const rows = await ctx.db.db.selectFrom('investments').select(['id', 'search_ticker', 'search_name', 'search_band', 'search_cap']).where('owner_id', 'is', null).execute();
    // A company's terms: each word of its name (cut at 40 characters), and its ticker.
    const terms = new Map(rows.map((row) => [row.id, [...row.search_name.split(' ').filter(Boolean).map((word) => word.slice(0, 40)), row.search_ticker]]));
    type Row = (typeof rows)[number];
    const cap = (row: Row) => (row.search_cap === null ? -1 : Number(row.search_cap));
    const rule = (a: Row, b: Row) =>
      Number(a.search_band) - Number(b.search_band) || cap(b) - cap(a) || (a.search_name < b.search_name ? -1 : a.search_name > b.search_name ? 1 : a.id < b.id ? -1 : 1);
    // The rows of each tier for every one- and two-character text, in the rule's order.
    const ranked = [...rows].sort(rule);
    const byPrefix = (keysOf: (row: Row) => string[]) => {
      const map = new Map<string, Row[]>();
      for (const row of ranked) {
        for (const prefix of new Set(keysOf(row).flatMap((key) => [key.slice(0, 1), key.slice(0, 2)]))) {
          const same = map.get(prefix);
          if (same) same.push(row);
          else map.set(prefix, [row]);
        }
      }
      return map;
    };
    const tickers = byPrefix((row) => [row.search_ticker]);
    const names = byPrefix((row) => [row.search_name]);
    const withTerms = byPrefix((row) => terms.get(row.id) ?? []);
    const expected = (text: string) => {
      const ids: string[] = [];
      for (const tier of [(tickers.get(text) ?? []).filter((row) => row.search_ticker === text), names.get(text) ?? [], withTerms.get(text) ?? []]) {
        for (const row of tier) if (ids.length < 10 && !ids.includes(row.id)) ids.push(row.id);
      }
      return ids;
    };
    const search = new InvestmentSearchRepository(ctx.db.db);
    const chars = 'abcdefghijklmnopqrstuvwxyz0123456789'.split('');
    for (const text of [...chars, ...chars.flatMap((first) => chars.map((second) => first + second))]) {
      expect(await search.search(ann.user.id, text, 10), text).toEqual(expected(text));
    }
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
    expect(await loadReferenceDataIfNeeded(ctx.db, '/nonexistent/reference', log)).toBeNull();
    expect(warnings).toEqual(['Reference data not found: the investment universe starts empty (see docs/market-data.md)']);
  });

  it('leaves a universe an operator imported without the reference data alone', async () => {
    await addListed(ctx, [{ exchange: 'ASX', ticker: 'OWNU', name: 'Own Universe Ltd', currency: 'AUD' }]);
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    expect(await loadReferenceDataIfNeeded(ctx.db, ctx.config.referenceDataDir, log)).toBeNull();
    expect(await storedReferenceVersion(ctx.db)).toBeNull();
  });

  it('finds data/reference from the source tree by default', () => {
    expect(ctx.config.referenceDataDir).toMatch(/data\/reference$/);
  });
});
