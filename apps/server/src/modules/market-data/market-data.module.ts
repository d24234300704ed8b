import type { FastifyBaseLogger } from 'fastify';
import { MARKET_DATA_MESSAGES, type DataSourceView, type SyncRunView } from '@thesis/domain';
import type { Config } from '../../config';
import { readCsv, type CsvTable } from '../../db/reference/csv';
import { REFERENCE_FILES } from '../../db/reference/reference-files';
import type { Db } from '../../db/database';
import type { JobRunner } from '../../jobs/job-runner';
import { nextRunAt } from '../../jobs/schedule';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SecClient } from './sec/sec-client';
import { SEC_SYNC_STALE_MS, SecSync, SyncBusyError } from './sec/sec-sync';
import { SyncRunsRepository, type SyncRun, type SyncTrigger } from './sync-runs.repository';

/** The job of the SEC filings sync (scheduled nightly, or queued by an operator). */
export const SEC_SYNC_JOB = 'sec-filings-sync';
/** A full sync reads about 6,000 filers at the SEC's 10 requests a second (about 20 minutes); this leaves room for retries. */
const SEC_SYNC_TIME_LIMIT_SECONDS = 6 * 3600;
const SHOWN_RUNS = 10;

export interface MarketDataModule {
  runs: SyncRunsRepository;
  /** The SEC sync, or null without SEC_USER_AGENT. */
  secSync: SecSync | null;
  /** Schedules the nightly sync on the job runner (when configured). */
  schedule(): Promise<void>;
  /** Queues an SEC sync now: false when one is running already. */
  requestSecSync(trigger: SyncTrigger): Promise<boolean>;
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
  const cron = deps.config.sec?.cron ?? null;
  return {
    runs,
    secSync,
    async schedule() {
      if (secSync && cron) await deps.jobs.schedule(SEC_SYNC_JOB, { cron });
    },
    async requestSecSync(trigger) {
      const holder = await runs.holder('sec');
      if (holder && Date.now() - Date.parse(holder.heartbeat_at) < SEC_SYNC_STALE_MS) return false;
      await deps.jobs.send(SEC_SYNC_JOB, { trigger });
      return true;
    },
    async sources(now = new Date()) {
      const [secRuns, priceRuns, filers, holder] = await Promise.all([runs.latest('sec', SHOWN_RUNS), runs.latest('prices', SHOWN_RUNS), runs.filerCounts(), runs.holder('sec')]);
      return [
        {
          id: 'sec',
          name: 'SEC EDGAR filings',
          description: 'Ten years of annual figures from the 10-K filings of every US-listed operating company, read from the SEC’s XBRL company facts.',
          configured: secSync !== null,
          setup: secSync ? null : MARKET_DATA_MESSAGES.secNotConfigured,
          schedule: secSync ? cron : null,
          next_run_at: secSync && cron ? nextRunAt({ cron }, now).toISOString() : null,
          running: holder !== null && now.getTime() - Date.parse(holder.heartbeat_at) < SEC_SYNC_STALE_MS,
          runs: secRuns.map(runView),
          filers: { synced: filers.synced ?? 0, skipped: filers.skipped ?? 0, failed: filers.failed ?? 0 },
        },
        {
          id: 'prices',
          name: 'Daily prices',
          description: 'End-of-day prices, splits and dividends for the US and the ASX.',
          configured: false,
          setup: MARKET_DATA_MESSAGES.pricesNotConfigured,
          schedule: null,
          next_run_at: null,
          running: false,
          runs: priceRuns.map(runView),
          filers: null,
        },
      ];
    },
  };
}
