import type { FastifyBaseLogger } from 'fastify';
import { MARKET_DATA_MESSAGES, type DataSourceView, type SyncRunView } from '@thesis/domain';
import type { Config } from '../../config';
import { readCsv, type CsvTable } from '../../lib/csv';
import { REFERENCE_FILES } from '../../reference-data/reference-files';
import type { Db } from '../../db/database';
import type { JobRunner } from '../../jobs/job-runner';
import { nextRunAt } from '../../jobs/schedule';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SecClient } from './sec/sec-client';
import { SecSync, SyncBusyError } from './sec/sec-sync';
import { SYNC_STALE_MS, SyncRunsRepository, type SyncRun, type SyncSource, type SyncTrigger } from './sync-runs.repository';
import { EodhdClient } from './prices/eodhd-client';
import { PriceSync, type PriceMarket } from './prices/price-sync';

/** The job of the SEC filings sync (scheduled nightly, or queued by an operator). */
export const SEC_SYNC_JOB = 'sec-filings-sync';
/** The scheduled reads of each market's last trading day. */
export const PRICE_JOBS: Readonly<Record<PriceMarket, string>> = { US: 'prices-us-daily', AU: 'prices-asx-daily' };
/** A full sync reads about 6,000 filers at the SEC's 10 requests a second (about 20 minutes); this leaves room for retries. */
const SEC_SYNC_TIME_LIMIT_SECONDS = 6 * 3600;
const SHOWN_RUNS = 10;

export interface MarketDataModule {
  runs: SyncRunsRepository;
  /** The SEC sync, or null without SEC_USER_AGENT. */
  secSync: SecSync | null;
  /** Schedules the nightly sync on the job runner (when configured). */
  schedule(): Promise<void>;
  /** The price sync, or null without EODHD_API_KEY. */
  priceSync: PriceSync | null;
  /** Queues a sync of a source now (prices: the last trading day of both markets): false when one is running already. */
  requestSync(source: SyncSource, trigger: SyncTrigger): Promise<boolean>;
  sources(now?: Date): Promise<DataSourceView[]>;
}

export interface MarketDataDeps {
  config: Config;
  db: Db;
  jobs: JobRunner;
  log: FastifyBaseLogger;
}

/** The shipped split list, used to put synced per-share figures on today's basis (absent folder: none). */
function shippedSplits(dir: string): CsvTable {
  try {
    return readCsv(readFileSync(join(dir, REFERENCE_FILES.splits), 'utf8'));
  } catch {
    return { header: [], rows: [] };
  }
}

export function secSyncOf(config: Config, db: Db): SecSync | null {
  if (!config.sec) return null;
  const client = new SecClient({ userAgent: config.sec.userAgent, dataUrl: config.sec.dataUrl, filesUrl: config.sec.filesUrl, requestsPerSecond: config.sec.requestsPerSecond });
  return new SecSync(db.db, client, shippedSplits(config.referenceDataDir));
}

export function priceSyncOf(config: Config, db: Db): PriceSync | null {
  if (!config.prices) return null;
  return new PriceSync(db.db, new EodhdClient({ apiKey: config.prices.apiKey, baseUrl: config.prices.baseUrl, requestsPerSecond: config.prices.requestsPerSecond }));
}

const runView = (run: SyncRun): SyncRunView => ({ ...run, trigger: run.trigger as SyncRunView['trigger'], status: run.status as SyncRunView['status'] });

/** Builds the market-data connectors and registers their jobs on the app's job runner. */
export function createMarketDataModule(deps: MarketDataDeps): MarketDataModule {
  const runs = new SyncRunsRepository(deps.db.db);
  const secSync = secSyncOf(deps.config, deps.db);
  deps.jobs.register<{ trigger?: SyncTrigger }>(
    SEC_SYNC_JOB,
    async (job) => {
      if (!secSync) {
        deps.log.warn(MARKET_DATA_MESSAGES.secNotConfigured);
        return;
      }
      try {
        const result = await secSync.run({ all: true, trigger: job.data.trigger ?? 'schedule', signal: job.signal });
        const { failures, ...counts } = result;
        deps.log.info({ ...counts, failures: failures.length }, 'SEC filings sync finished');
      } catch (error) {
        // Another instance holds the sync: this run has nothing to do.
        if (error instanceof SyncBusyError) deps.log.info(error.message);
        else throw error;
      }
    },
    { retryLimit: 1, retryBackoff: true, retryDelaySeconds: 300, expireInSeconds: SEC_SYNC_TIME_LIMIT_SECONDS },
  );
  const priceSync = priceSyncOf(deps.config, deps.db);
  for (const market of ['US', 'AU'] as const) {
    deps.jobs.register<{ trigger?: SyncTrigger; markets?: PriceMarket[] }>(
      PRICE_JOBS[market],
      async (job) => {
        if (!priceSync) {
          deps.log.warn(MARKET_DATA_MESSAGES.pricesNotConfigured);
          return;
        }
        // A run of the other market (or a history read) holding the prices: this one fails and is
        // retried after the delay below, so no market's day is skipped.
        const { failures, ...counts } = await priceSync.run({ markets: job.data.markets ?? [market], trigger: job.data.trigger ?? 'schedule', signal: job.signal });
        deps.log.info({ ...counts, failures: failures.length, markets: job.data.markets ?? [market] }, 'daily prices read');
      },
      { retryLimit: 3, retryBackoff: true, retryDelaySeconds: 600, expireInSeconds: 3600 },
    );
  }
  const cron = deps.config.sec?.cron ?? null;
  const priceCrons: Record<PriceMarket, string | null> = { US: deps.config.prices?.usCron ?? null, AU: deps.config.prices?.asxCron ?? null };
  const holds = async (source: SyncSource) => {
    const holder = await runs.holder(source);
    return holder !== null && Date.now() - Date.parse(holder.heartbeat_at) < SYNC_STALE_MS;
  };
  return {
    runs,
    secSync,
    priceSync,
    async schedule() {
      if (secSync && cron) await deps.jobs.schedule(SEC_SYNC_JOB, { cron });
      for (const market of ['US', 'AU'] as const) if (priceSync && priceCrons[market]) await deps.jobs.schedule(PRICE_JOBS[market], { cron: priceCrons[market] });
    },
    async requestSync(source, trigger) {
      if (await holds(source)) return false;
      if (source === 'sec') await deps.jobs.send(SEC_SYNC_JOB, { trigger });
      else await deps.jobs.send(PRICE_JOBS.US, { trigger, markets: ['US', 'AU'] });
      return true;
    },
    async sources(now = new Date()) {
      const [secRuns, priceRuns, filers, secRunning, pricesRunning] = await Promise.all([runs.latest('sec', SHOWN_RUNS), runs.latest('prices', SHOWN_RUNS), runs.filerCounts(), holds('sec'), holds('prices')]);
      const nextPriceRun = (['US', 'AU'] as const).flatMap((market) => (priceSync && priceCrons[market] ? [nextRunAt({ cron: priceCrons[market] }, now).toISOString()] : [])).sort()[0] ?? null;
      return [
        {
          id: 'sec',
          name: 'SEC EDGAR filings',
          description: 'Ten years of annual figures from the 10-K filings of every US-listed operating company, read from the SEC’s XBRL company facts.',
          configured: secSync !== null,
          setup: secSync ? null : MARKET_DATA_MESSAGES.secNotConfigured,
          schedule: secSync ? cron : null,
          next_run_at: secSync && cron ? nextRunAt({ cron }, now).toISOString() : null,
          running: secRunning,
          runs: secRuns.map(runView),
          filers: { synced: filers.synced ?? 0, skipped: filers.skipped ?? 0, failed: filers.failed ?? 0 },
        },
        {
          id: 'prices',
          name: 'Daily prices (EODHD)',
          description: 'End-of-day prices, splits and dividends for the US exchanges and the ASX: each market’s last trading day after its close; a listing’s history with data:sync prices.',
          configured: priceSync !== null,
          setup: priceSync ? null : MARKET_DATA_MESSAGES.pricesNotConfigured,
          schedule: priceSync ? [priceCrons.US && `US ${priceCrons.US}`, priceCrons.AU && `ASX ${priceCrons.AU}`].filter(Boolean).join(' · ') || null : null,
          next_run_at: nextPriceRun,
          running: pricesRunning,
          runs: priceRuns.map(runView),
          filers: null,
        },
      ];
    },
  };
}
