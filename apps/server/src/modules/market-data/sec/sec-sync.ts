import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { CsvTable } from '../../../lib/csv';
import { referenceFinancials } from '../../../reference-data/reference-financials';
import { applyDecisions } from '../../investments/market-data/figure-reviews';
import { MarketDataImporter } from '../../investments/market-data/importer';
import type { FinancialImportRow, MarketDataProvider, ProvidedRow } from '../../investments/market-data/provider';
import { UniverseRepository } from '../../investments/universe.repository';
import { computeAllMetrics } from '../../metrics/compute-all-metrics';
import { SYNC_HEARTBEAT_MS, SYNC_STALE_MS, SyncRunsRepository, type SecFiler, type SyncCounts, type SyncFailure, type SyncTrigger } from '../sync-runs.repository';
import { annualFigures, lastFiled } from './annual-figures';
import type { Submissions } from './company-facts';
import { ANNUAL_FORMS, FOREIGN_ANNUAL_FORMS } from './concepts';
import type { SecClient } from './sec-client';
import { filersOfTickers, matchFilers, usListings, type SecFilerListings } from './sec-filers';
import { SNAPSHOT_COLUMNS, snapshotRows, type SnapshotColumn } from './snapshot-rows';

export interface SecSyncOptions {
  /** Tickers as listed (BRK.B); empty with `all` for every listed US operating company. */
  tickers?: readonly string[];
  all?: boolean;
  /** Re-read filers whose latest annual report was read already (default: only those with a newer one). */
  full?: boolean;
  /** Fiscal years kept per company (default 10). */
  years?: number;
  trigger: SyncTrigger;
  signal?: AbortSignal;
  /** Called after each filer with the counts so far. */
  onProgress?: (counts: SyncCounts) => void;
  /** Filers read at the same time (the client's pacing holds the SEC's rate whatever this is). */
  concurrency?: number;
}

export interface SecSyncResult extends SyncCounts {
  runId: string;
  failures: SyncFailure[];
  /** Tickers asked for that no SEC filer of the universe is behind. */
  unknownTickers: string[];
}

/** A run is taken over by another instance when it has not shown a sign of life for this long. */

/** The message of a sync refused because another one is running. */
export const SEC_SYNC_BUSY = 'An SEC sync is already running (see data:status); this one was not started.';

export class SyncBusyError extends Error {}

type FilerRead =
  | { kind: 'read'; submissions: Submissions; annual: { accession: string; filed: string }; years: ReturnType<typeof annualFigures> }
  | { kind: 'unchanged' }
  | { kind: 'skipped'; reason: string; annual: { accession: string; filed: string } | null };

type Outcome = { kind: 'updated'; years: number; ids: string[] } | { kind: 'unchanged' } | { kind: 'skipped'; reason: string };

/** The latest annual report in a filer's recent filings (10-K family), and whether it files 20-F/40-F instead. */
function latestAnnual(submissions: Submissions): { accession: string; filed: string } | null {
  const { form, filingDate, accessionNumber } = submissions.filings.recent;
  let found: { accession: string; filed: string } | null = null;
  form.forEach((name, index) => {
    if (!ANNUAL_FORMS.has(name)) return;
    const filed = filingDate[index]!;
    if (!found || filed > found.filed) found = { accession: accessionNumber[index]!, filed };
  });
  return found;
}

const rowsOf = (rows: ProvidedRow<FinancialImportRow>[]) => ({ total: rows.length, rows: (async function* () { yield* rows; })() });

/**
 * Ten years of filed financials for US listed companies, read from the SEC's EDGAR APIs. For each
 * filer: its submissions say whether it filed a new annual report since the last sync (if not, it
 * is left as it is), its companyfacts give the figures (annualFigures), which become rows of the
 * snapshot file's shape and go through the same checks as the shipped data (identity by CIK, full
 * years, one share basis, plausibility), then replace the company's stored years.
 */
export class SecSync {
  private readonly runs: SyncRunsRepository;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly client: SecClient,
    /** The shipped list of splits (data/reference), when the folder is there. */
    private readonly splits: CsvTable = { header: [], rows: [] },
  ) {
    this.runs = new SyncRunsRepository(db);
  }

  async run(options: SecSyncOptions): Promise<SecSyncResult> {
    const runId = await this.runs.claim('sec', options.trigger, SYNC_STALE_MS);
    if (!runId) throw new SyncBusyError(SEC_SYNC_BUSY);
    const counts: SyncCounts = { total: null, done: 0, updated: 0, unchanged: 0, skipped: 0, failed: 0 };
    const failures: SyncFailure[] = [];
    let lastSaved = Date.now();
    try {
      const filers = matchFilers(await this.client.tickers(options.signal), await usListings(this.db));
      const { found, unknown } = options.all ? { found: [...filers.values()], unknown: [] } : filersOfTickers(filers, options.tickers ?? []);
      counts.total = found.length;
      await this.runs.progress(runId, counts, failures);
      const known = await this.runs.filers(found.map((filer) => filer.cik.padStart(10, '0')));
      const touched = new Set<string>();
      let next = 0;
      const work = async () => {
        while (next < found.length) {
          options.signal?.throwIfAborted();
          const filer = found[next++]!;
          try {
            const outcome = await this.syncFiler(filer, known.get(filer.cik.padStart(10, '0')) ?? null, options);
            if (outcome.kind === 'updated') {
              counts.updated++;
              for (const id of outcome.ids) touched.add(id);
            } else if (outcome.kind === 'unchanged') counts.unchanged++;
            else counts.skipped++;
          } catch (error) {
            if (options.signal?.aborted) throw error;
            counts.failed++;
            const reason = (error as Error).message;
            failures.push({ key: `${filer.listings.map((listing) => listing.ticker).join('/')} (CIK ${filer.cik})`, reason });
            await this.saveFiler(filer, null, 'failed', reason, 0);
          }
          counts.done++;
          options.onProgress?.({ ...counts });
          if (Date.now() - lastSaved > SYNC_HEARTBEAT_MS) {
            lastSaved = Date.now();
            await this.runs.progress(runId, counts, failures);
            if (!(await this.runs.heartbeat('sec', runId))) throw new SyncBusyError('Another instance took over this SEC sync after it went quiet; this run stops.');
          }
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 4, found.length)) }, work));
      if (touched.size > 0) {
        await applyDecisions(this.db);
        await computeAllMetrics(this.db, [...touched]);
      }
      await this.runs.finish(runId, 'completed', counts, failures, null);
      return { ...counts, runId, failures, unknownTickers: unknown };
    } catch (error) {
      await this.runs.finish(runId, 'failed', counts, failures, (error as Error).message);
      throw error;
    } finally {
      await this.runs.release('sec', runId);
    }
  }

  /**
   * A filer's fiscal years as the SEC has them, or why they are not read: a foreign private issuer
   * (20-F/40-F), no recent 10-K, no US GAAP full years; `unchanged` when its latest annual report is
   * `knownAccession` (read last time).
   */
  private async read(filer: SecFilerListings, options: Pick<SecSyncOptions, 'signal' | 'years'>, knownAccession: string | null = null): Promise<FilerRead> {
    const submissions = await this.client.submissions(filer.cik, options.signal);
    if (!submissions) throw new Error(`The SEC has no filings for CIK ${filer.cik}`);
    const annual = latestAnnual(submissions);
    if (!annual) {
      const foreign = submissions.filings.recent.form.find((form) => FOREIGN_ANNUAL_FORMS.has(form));
      const reason = foreign
        ? `files its annual reports on ${foreign.replace('/A', '')} (a foreign private issuer, under IFRS or home-country rules): not read, as its figures do not follow US GAAP`
        : 'has filed no annual report (10-K) recently';
      return { kind: 'skipped', reason, annual: null };
    }
    if (knownAccession === annual.accession) return { kind: 'unchanged' };
    const facts = await this.client.companyFacts(filer.cik, options.signal);
    const years = facts?.facts['us-gaap'] ? annualFigures(facts, options.years ?? 10) : [];
    if (years.length === 0) return { kind: 'skipped', reason: 'its filings carry no full-year US GAAP figures the product reads', annual };
    return { kind: 'read', submissions, annual, years };
  }

  /**
   * The rows of the shipped snapshot file for the filers asked for, read from the SEC and mapped
   * as a sync maps them, without storing anything (data:sync sec --csv): how the snapshot is built.
   */
  async snapshot(options: Pick<SecSyncOptions, 'tickers' | 'all' | 'years' | 'signal' | 'onProgress'>): Promise<{ rows: Record<SnapshotColumn, string>[]; skipped: SyncFailure[]; unknownTickers: string[] }> {
    const filers = matchFilers(await this.client.tickers(options.signal), await usListings(this.db));
    const { found, unknown } = options.all ? { found: [...filers.values()], unknown: [] } : filersOfTickers(filers, options.tickers ?? []);
    const counts: SyncCounts = { total: found.length, done: 0, updated: 0, unchanged: 0, skipped: 0, failed: 0 };
    const rows: Record<SnapshotColumn, string>[] = [];
    const skipped: SyncFailure[] = [];
    for (const filer of found) {
      const key = `${filer.listings.map((listing) => listing.ticker).join('/')} (CIK ${filer.cik})`;
      try {
        const read = await this.read(filer, options);
        if (read.kind === 'read') {
          for (const listing of filer.listings) rows.push(...snapshotRows({ ticker: listing.ticker, exchange: listing.exchange, cik: filer.cik, name: read.submissions.name }, read.years));
          counts.updated++;
        } else if (read.kind === 'skipped') {
          skipped.push({ key, reason: read.reason });
          counts.skipped++;
        }
      } catch (error) {
        skipped.push({ key, reason: (error as Error).message });
        counts.failed++;
      }
      counts.done++;
      options.onProgress?.({ ...counts });
    }
    return { rows, skipped, unknownTickers: unknown };
  }

  private async syncFiler(filer: SecFilerListings, known: SecFiler | null, options: SecSyncOptions): Promise<Outcome> {
    const read = await this.read(filer, options, !options.full && known?.status === 'synced' ? known.last_accession : null);
    if (read.kind === 'unchanged') return read;
    if (read.kind === 'skipped') {
      await this.saveFiler(filer, read.annual, 'skipped', read.reason, 0);
      return { kind: 'skipped', reason: read.reason };
    }
    const { submissions, annual, years } = read;
    const ids = await this.store(filer, submissions, years);
    await this.saveFiler(filer, annual, 'synced', null, years.length, lastFiled(years) ?? annual.filed);
    return { kind: 'updated', years: years.length, ids };
  }

  /** The filer's years through the shipped data's checks, replacing the stored rows of each of its listings. */
  private async store(filer: SecFilerListings, submissions: Submissions, years: ReturnType<typeof annualFigures>): Promise<string[]> {
    const name = submissions.name;
    let row = 1;
    const rows = filer.listings.flatMap((listing) => snapshotRows({ ticker: listing.ticker, exchange: listing.exchange, cik: filer.cik, name }, years).map((values) => ({ row: ++row, values })));
    const byTicker = new Map(filer.listings.map((listing) => [listing.ticker, listing]));
    const today = new Date().toISOString().slice(0, 10);
    const { rows: provided } = referenceFinancials({
      sec: { header: [...SNAPSHOT_COLUMNS], rows },
      kaggle: { header: [], rows: [] },
      splits: this.splits,
      listingOf: (ticker) => {
        const listing = byTicker.get(ticker);
        return listing ? { exchange: listing.exchange, ticker, name: listing.name, cik: filer.cik, isEtf: false } : null;
      },
      sicOf: () => submissions.sic ?? null,
      quoteOf: (ticker) => {
        const listing = byTicker.get(ticker);
        return listing?.lastPrice && listing.shares ? { price: listing.lastPrice, shares: listing.shares } : null;
      },
      secSource: { source: `SEC EDGAR XBRL filings (companyfacts, synced ${today})`, pulledOn: today },
    });
    const provider: MarketDataProvider = {
      name: 'SEC EDGAR',
      fetchUniverse: () => Promise.reject(new Error('not a universe source')),
      fetchPrices: () => Promise.reject(new Error('not a price source')),
      fetchFinancials: () => Promise.resolve(rowsOf(provided)),
    };
    const summary = await new MarketDataImporter(new UniverseRepository(this.db)).importFinancials(provider, { replace: true, chunkSize: Number.POSITIVE_INFINITY });
    if (summary.inserted + summary.updated === 0 && summary.rejected.length > 0) throw new Error(summary.rejected[0]!.reason);
    return filer.listings.map((listing) => listing.id);
  }

  private async saveFiler(filer: SecFilerListings, annual: { accession: string; filed: string } | null, status: 'synced' | 'skipped' | 'failed', reason: string | null, years: number, filed?: string): Promise<void> {
    const listing = filer.listings[0];
    await this.runs.saveFiler({
      cik: filer.cik.padStart(10, '0'), name: filer.name.slice(0, 255), ticker: listing?.ticker ?? null, exchange: listing?.exchange ?? null,
      last_filed: filed ?? annual?.filed ?? null, last_accession: annual?.accession ?? null, status, reason: reason?.slice(0, 500) ?? null, years, synced_at: new Date().toISOString(),
    });
  }
}
