import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CsvMarketDataProvider } from '../../investments/market-data/csv-provider';
import { MarketDataImporter } from '../../investments/market-data/importer';
import { UniverseRepository } from '../../investments/universe.repository';
import { describeEachDb, type TestContext } from '../../../test/build-test-app';
import { SecStandIn } from '../../../test/sec-stand-in';
import { fromJson } from '../../../db/values';
import { SYNC_STALE_MS, SyncRunsRepository } from '../sync-runs.repository';
import type { Submissions } from './company-facts';
import { SecClient } from './sec-client';
import { SEC_SYNC_BUSY, SecSync, SyncBusyError } from './sec-sync';

const standIn = new SecStandIn();
let url = '';
const dir = mkdtempSync(join(tmpdir(), 'thesis-sec-'));
beforeAll(async () => {
  url = await standIn.start();
});
afterAll(async () => {
  await standIn.stop();
  rmSync(dir, { recursive: true, force: true });
});

// Today's listings: FB is now a fund's ticker (the SEC lists Meta under META), SPY a fund, TSM a foreign filer the stand-in has no documents for.
const UNIVERSE = [
  'exchange,ticker,name,currency,is_etf,last_price,shares_outstanding_m,as_of',
  'NASDAQ,AAPL,Apple Inc.,USD,N,230.5,14840.4,2026-12-04',
  'NASDAQ,META,Meta Platforms Inc.,USD,N,,,',
  'NYSE,JPM,JPMorgan Chase & Co.,USD,N,,,',
  'NASDAQ,NICE,NICE Ltd.,USD,N,,,',
  'NASDAQ,PLUG,Plug Power Inc.,USD,N,,,',
  'NYSE Arca,SPY,SPDR S&P 500 ETF Trust,USD,Y,,,',
  'NYSE Arca,FB,ProShares S&P 500 Dynamic Buffer ETF,USD,Y,,,',
  'NYSE,TSM,Taiwan Semiconductor Manufacturing,USD,N,,,',
].join('\n');

async function loadUniverse(ctx: TestContext) {
  const file = join(dir, `universe-${ctx.dialect}.csv`);
  writeFileSync(file, UNIVERSE);
  const importer = new MarketDataImporter(new UniverseRepository(ctx.db.db));
  await importer.importUniverse(new CsvMarketDataProvider(file, {}));
  await importer.importPrices(new CsvMarketDataProvider(file, {}));
}

const sync = (ctx: TestContext) => new SecSync(ctx.db.db, new SecClient({ userAgent: 'Thesis tests ops@example.com', dataUrl: url, filesUrl: url, retries: 0 }));

async function financials(ctx: TestContext, ticker: string) {
  return ctx.db.db
    .selectFrom('investment_financials')
    .innerJoin('investments', 'investments.id', 'investment_financials.investment_id')
    .selectAll('investment_financials')
    .where('investments.ticker', '=', ticker)
    .orderBy('fy_date_at')
    .execute();
}

describeEachDb('SEC EDGAR sync', (ctx) => {
  beforeAll(() => loadUniverse(ctx));

  it('stores ten years of filed figures for every listed US operating company, with the filing of each figure', async () => {
    const progress: number[] = [];
    const result = await sync(ctx).run({ all: true, trigger: 'cli', onProgress: (counts) => progress.push(counts.done) });
    expect(result).toMatchObject({ total: 6, done: 6, updated: 4, unchanged: 0, skipped: 1, failed: 1 });
    expect(progress).toEqual([1, 2, 3, 4, 5, 6]);

    const apple = await financials(ctx, 'AAPL');
    expect(apple.map((row) => row.fy_date_at)).toEqual(['2023-09-30', '2024-09-28', '2025-09-27']);
    expect(apple[0]).toMatchObject({ kind: 'historical', fiscal_year: 2023, sales: 383285, gross_profit: 169148, ebit: 114301, npat: 96995, eps: 6.13 });
    expect(apple[0]!.source).toMatch(/^SEC EDGAR XBRL filings \(companyfacts, synced \d{4}-\d{2}-\d{2}\)$/);
    expect(fromJson<Record<string, string>>(apple[0]!.filings, {}).revenue_m).toBe('0000320193-25-000079 10-K 2025-10-31 RevenueFromContractWithCustomerExcludingAssessedTax');
    expect(apple[2]).toMatchObject({ ebitda: 144748, pre_tax_income: 132729, net_debt: 43960 });
    expect(fromJson<Record<string, number>>(apple[2]!.details, {})).toMatchObject({ total_debt: 98657, depreciation_amortization: 11698, income_tax: 20719, shares_outstanding: 14773.26 });

    // A bank: no gross profit or EBIT, marked not applicable (SIC 6021 from its submissions).
    const jpm = await financials(ctx, 'JPM');
    expect(jpm.at(-1)).toMatchObject({ sales: 182447, npat: 57048, gross_profit: null, ebit: null });
    expect(fromJson<Record<string, string>>(jpm.at(-1)!.unavailable, {})).toMatchObject({ gross_profit: 'not_applicable', ebit: 'not_applicable' });

    // A restatement: Plug Power's FY2019 as last filed (10-K/A of 2022), not as first filed.
    const plug2019 = (await financials(ctx, 'PLUG')).find((row) => row.fy_date_at === '2019-12-31');
    expect(plug2019).toMatchObject({ gross_profit: 10.648, npat: -83.743 });

    // Figures attach to today's company behind a ticker: Meta under META, nothing to the fund now called FB.
    expect((await financials(ctx, 'META')).length).toBe(10);
    expect(await financials(ctx, 'FB')).toEqual([]);
    expect(await financials(ctx, 'NICE')).toEqual([]);

    // The fundamentals are recomputed for the synced companies.
    const metrics = await ctx.db.db.selectFrom('investment_metrics').innerJoin('investments', 'investments.id', 'investment_metrics.investment_id').select('metric_id').where('investments.ticker', '=', 'META').execute();
    expect(metrics.length).toBeGreaterThan(0);
  });

  it('says why a filer was skipped or failed, per filer and in the run', async () => {
    const filers = await ctx.db.db.selectFrom('sec_filers').selectAll().orderBy('cik').execute();
    expect(filers.map((filer) => [filer.ticker, filer.status])).toEqual([
      ['JPM', 'synced'], ['AAPL', 'synced'], ['NICE', 'skipped'], ['TSM', 'failed'], ['PLUG', 'synced'], ['META', 'synced'],
    ]);
    expect(filers.find((filer) => filer.ticker === 'NICE')!.reason).toMatch(/^files its annual reports on 20-F \(a foreign private issuer/);
    expect(filers.find((filer) => filer.ticker === 'TSM')!.reason).toBe('The SEC has no filings for CIK 1046179');
    const [run] = await new SyncRunsRepository(ctx.db.db).latest('sec');
    expect(run).toMatchObject({ status: 'completed', trigger: 'cli', total: 6, done: 6, updated: 4, skipped: 1, failed: 1, failures: [{ key: 'TSM (CIK 1046179)', reason: 'The SEC has no filings for CIK 1046179' }] });
    expect(run!.finished_at).not.toBeNull();
  });

  it('re-reads only the filers with a newer annual report', async () => {
    standIn.requests.length = 0;
    const again = await sync(ctx).run({ all: true, trigger: 'schedule' });
    expect(again).toMatchObject({ updated: 0, unchanged: 4, skipped: 1, failed: 1 });
    expect(standIn.requests.filter((request) => request.path.includes('companyfacts'))).toEqual([]);

    const apple = standIn.fixture<Submissions>('submissions/CIK0000320193.json');
    apple.filings.recent.accessionNumber.unshift('0000320193-26-000123');
    apple.filings.recent.filingDate.unshift('2026-10-30');
    apple.filings.recent.form.unshift('10-K');
    standIn.documents.set('/submissions/CIK0000320193.json', apple);
    try {
      const third = await sync(ctx).run({ tickers: ['AAPL', 'ZZZZ'], trigger: 'cli' });
      expect(third).toMatchObject({ total: 1, updated: 1, unknownTickers: ['ZZZZ'] });
    } finally {
      standIn.documents.delete('/submissions/CIK0000320193.json');
    }
  });

  it('runs one sync at a time across instances, and takes over a run that went quiet', async () => {
    const runs = new SyncRunsRepository(ctx.db.db);
    const held = await runs.claim('sec', 'schedule', SYNC_STALE_MS);
    expect(held).not.toBeNull();
    await expect(sync(ctx).run({ all: true, trigger: 'cli' })).rejects.toThrow(new SyncBusyError(SEC_SYNC_BUSY));
    // The holder stops sending heartbeats (its server died): once stale, another run takes over and the dead one is marked failed.
    await ctx.db.db.updateTable('data_sync_locks').set({ heartbeat_at: '2000-01-01T00:00:00.000Z' }).execute();
    await sync(ctx).run({ tickers: ['JPM'], trigger: 'cli' });
    const dead = (await runs.latest('sec')).find((run) => run.id === held);
    expect(dead).toMatchObject({ status: 'failed' });
    expect(dead!.message).toMatch(/stopped before it finished/);
  });
});
