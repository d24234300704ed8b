import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MARKET_DATA_MESSAGES, type DataSourceView } from '@thesis/domain';
import { describeEachDb, type TestContext, type TestAppOptions } from '../../test/build-test-app';
import { signedInUser } from '../../test/factories/user';
import { EODHD_TEST_KEY, EodhdStandIn } from '../../test/eodhd-stand-in';
import { SecStandIn } from '../../test/sec-stand-in';
import { CsvMarketDataProvider } from '../investments/market-data/csv-provider';
import { MarketDataImporter } from '../investments/market-data/importer';
import { UniverseRepository } from '../investments/universe.repository';
import { SyncRunsRepository } from './sync-runs.repository';

const standIn = new SecStandIn();
const eodhd = new EodhdStandIn();
const dir = mkdtempSync(join(tmpdir(), 'thesis-data-sources-'));
const configured: TestAppOptions = { env: {}, jobs: true };
beforeAll(async () => {
  const url = await standIn.start();
  const eodhdUrl = await eodhd.start();
  Object.assign(configured.env!, { SEC_USER_AGENT: 'Thesis tests ops@example.com', SEC_DATA_URL: url, SEC_FILES_URL: url, JOBS_POLL_MS: '100', EODHD_API_KEY: EODHD_TEST_KEY, EODHD_BASE_URL: eodhdUrl });
});
afterAll(async () => {
  await standIn.stop();
  await eodhd.stop();
  rmSync(dir, { recursive: true, force: true });
});

const sources = async (ctx: TestContext, headers: Record<string, string>) => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/data-sources', headers });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: DataSourceView[] }>().data;
};

describeEachDb('market-data sources without SEC_USER_AGENT', (ctx) => {
  it('are for administrators only: 401 without signing in, 403 with the reason for anyone else', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/data-sources' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/data-sources/sec/sync' })).statusCode).toBe(401);
    for (const role of ['investor', 'proInvestor', 'free'] as const) {
      const { headers } = await signedInUser(ctx, { role });
      for (const request of [{ method: 'GET', url: '/api/v1/data-sources' }, { method: 'POST', url: '/api/v1/data-sources/sec/sync' }] as const) {
        const response = await ctx.app.inject({ ...request, headers });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ message: MARKET_DATA_MESSAGES.operatorsOnly });
      }
    }
  });

  it('tell the administrator how to turn the SEC sync on, and refuse to start it until then', async () => {
    const { headers } = await signedInUser(ctx, { role: 'admin' });
    const [sec, prices] = await sources(ctx, headers);
    expect(sec).toMatchObject({ id: 'sec', configured: false, setup: MARKET_DATA_MESSAGES.secNotConfigured, schedule: null, next_run_at: null, running: false, runs: [] });
    expect(prices).toMatchObject({ id: 'prices', configured: false, setup: MARKET_DATA_MESSAGES.pricesNotConfigured });
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/data-sources/sec/sync', headers });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: MARKET_DATA_MESSAGES.secNotConfigured });
  });
});

describeEachDb('market-data sources with SEC_USER_AGENT', (ctx) => {
  beforeAll(async () => {
    const file = join(dir, `universe-${ctx.dialect}.csv`);
    writeFileSync(file, 'exchange,ticker,name,currency\nNASDAQ,AAPL,Apple Inc.,USD\nNYSE,JPM,JPMorgan Chase & Co.,USD\n');
    await new MarketDataImporter(new UniverseRepository(ctx.db.db)).importUniverse(new CsvMarketDataProvider(file, {}));
  });

  it('show the nightly schedule, queue a sync on demand and show its run when it is done', async () => {
    const { headers } = await signedInUser(ctx, { role: 'admin' });
    const [sec] = await sources(ctx, headers);
    expect(sec).toMatchObject({ configured: true, setup: null, schedule: '30 6 * * *' });
    expect(sec!.next_run_at).toMatch(/T06:30:00\.000Z$/);

    const queued = await ctx.app.inject({ method: 'POST', url: '/api/v1/data-sources/sec/sync', headers });
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toEqual({ message: MARKET_DATA_MESSAGES.syncQueued });
    let latest: DataSourceView | undefined;
    for (let attempt = 0; attempt < 100; attempt++) {
      [latest] = await sources(ctx, headers);
      // The run is marked completed just before its lock is let go: wait for both.
      if (latest?.runs[0]?.status === 'completed' && !latest.running) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(latest!.runs[0]).toMatchObject({ trigger: 'operator', status: 'completed', total: 2, done: 2, updated: 2, failed: 0, failures: [] });
    expect(latest!.filers).toEqual({ synced: 2, skipped: 0, failed: 0 });
    expect(latest!.running).toBe(false);
  });

  it('queue the last trading day of both markets for prices, and show the run', async () => {
    const { headers } = await signedInUser(ctx, { role: 'admin' });
    const [, before] = await sources(ctx, headers);
    expect(before).toMatchObject({ configured: true, setup: null, schedule: 'US 30 22 * * 1-5 · ASX 30 7 * * 1-5' });
    eodhd.requests.length = 0;
    const queued = await ctx.app.inject({ method: 'POST', url: '/api/v1/data-sources/prices/sync', headers });
    expect(queued.statusCode).toBe(202);
    let prices: DataSourceView | undefined;
    for (let attempt = 0; attempt < 100; attempt++) {
      [, prices] = await sources(ctx, headers);
      if (prices?.runs[0]?.status === 'completed') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // AAPL is in the US market's last day, JPM is not; one run read both markets.
    expect(prices!.runs).toHaveLength(1);
    expect(prices!.runs[0]).toMatchObject({ trigger: 'operator', status: 'completed', total: 2, updated: 1, skipped: 1, failed: 0 });
    expect(eodhd.requests.map((request) => request.path)).toEqual(['/eod-bulk-last-day/US', '/eod-bulk-last-day/AU']);
  });

  it('refuse a second sync while one runs (409)', async () => {
    const { headers } = await signedInUser(ctx, { role: 'admin' });
    const runs = new SyncRunsRepository(ctx.db.db);
    const held = await runs.claim('sec', 'cli', 60_000);
    try {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/data-sources/sec/sync', headers });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: MARKET_DATA_MESSAGES.syncBusy });
      expect((await sources(ctx, headers))[0]!.running).toBe(true);
    } finally {
      await runs.release('sec', held!);
    }
  });
}, configured);
