import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { PriceEventsTable, PricesTable } from '../../../db/tables/market';
import { computeAllMetrics } from '../../metrics/compute-all-metrics';
import { SYNC_HEARTBEAT_MS, SYNC_STALE_MS, SyncRunsRepository, US_EXCHANGES, type SyncCounts, type SyncFailure, type SyncTrigger } from '../sync-runs.repository';
import type { Bar, PriceProvider } from './price-provider';
import { PricesRepository, type PricedListing } from './prices.repository';

export type PriceMarket = 'US' | 'AU';

export interface PriceSyncOptions {
  /** History of these listings (EXCHANGE:TICKER, or TICKER for any exchange). */
  tickers?: readonly string[];
  /** History of every listing of the US exchanges and the ASX. */
  all?: boolean;
  /** The last trading day of whole markets, one request each (the scheduled run). */
  markets?: readonly PriceMarket[];
  /** Years of history read for a listing with none stored (default 10). */
  years?: number;
  trigger: SyncTrigger;
  signal?: AbortSignal;
  onProgress?: (counts: SyncCounts) => void;
  concurrency?: number;
}

export interface PriceSyncResult extends SyncCounts {
  runId: string;
  failures: SyncFailure[];
  unknownTickers: string[];
}

const MARKET_EXCHANGES: Readonly<Record<PriceMarket, readonly string[]>> = { US: US_EXCHANGES, AU: ['ASX'] };

export class PriceSyncBusyError extends Error {}
export const PRICE_SYNC_BUSY = 'A price sync is already running (see data:status); this one was not started.';

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const yearsBefore = (years: number) => {
  const at = new Date();
  at.setUTCFullYear(at.getUTCFullYear() - years);
  return at.toISOString().slice(0, 10);
};

function priceRow(listing: PricedListing, bar: Bar, source: string): PricesTable {
  return { investment_id: listing.id, date: bar.date, close: bar.close, adjusted_close: bar.adjusted_close ?? null, volume: bar.volume ?? null, currency: listing.currency, source };
}

/**
 * Daily prices from a provider (EODHD) into `prices` and `price_events`: a listing's history (from its latest
 * stored day, or ten years back) with its splits and dividends, or the last day of whole markets in
 * one request each. The latest close then becomes each listing's price and market cap, and the
 * price-based fundamentals are recomputed. One run at a time across instances, as the SEC sync.
 */
export class PriceSync {
  private readonly runs: SyncRunsRepository;
  private readonly prices: PricesRepository;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly client: PriceProvider,
  ) {
    this.runs = new SyncRunsRepository(db);
    this.prices = new PricesRepository(db);
  }

  async run(options: PriceSyncOptions): Promise<PriceSyncResult> {
    const runId = await this.runs.claim('prices', options.trigger, SYNC_STALE_MS);
    if (!runId) throw new PriceSyncBusyError(PRICE_SYNC_BUSY);
    const counts: SyncCounts = { total: null, done: 0, updated: 0, unchanged: 0, skipped: 0, failed: 0 };
    const failures: SyncFailure[] = [];
    const touched = new Set<string>();
    let unknownTickers: string[] = [];
    try {
      const listings = await this.prices.listings([...US_EXCHANGES, 'ASX']);
      if (options.markets?.length) await this.lastDays(options.markets, listings, counts, failures, touched, options);
      else {
        const { chosen, unknown } = this.choose(listings, options);
        unknownTickers = unknown;
        await this.histories(chosen, counts, failures, touched, runId, options);
      }
      if (touched.size > 0) {
        await this.prices.applyLatest([...touched]);
        await computeAllMetrics(this.db, [...touched]);
      }
      await this.runs.finish(runId, 'completed', counts, failures, null);
      return { ...counts, runId, failures, unknownTickers };
    } catch (error) {
      await this.runs.finish(runId, 'failed', counts, failures, (error as Error).message);
      throw error;
    } finally {
      await this.runs.release('prices', runId);
    }
  }

  private choose(listings: readonly PricedListing[], options: PriceSyncOptions): { chosen: PricedListing[]; unknown: string[] } {
    if (options.all) return { chosen: [...listings], unknown: [] };
    const chosen: PricedListing[] = [];
    const unknown: string[] = [];
    for (const asked of options.tickers ?? []) {
      const [exchange, ticker] = asked.includes(':') ? (asked.split(':') as [string, string]) : [null, asked];
      const found = listings.filter((listing) => listing.ticker.toUpperCase() === ticker.toUpperCase() && (!exchange || listing.exchange.toUpperCase() === exchange.toUpperCase()));
      if (found.length === 0) unknown.push(asked);
      chosen.push(...found);
    }
    return { chosen, unknown };
  }

  private async histories(chosen: readonly PricedListing[], counts: SyncCounts, failures: SyncFailure[], touched: Set<string>, runId: string, options: PriceSyncOptions): Promise<void> {
    counts.total = chosen.length;
    await this.runs.progress(runId, counts, failures);
    const since = yearsBefore(options.years ?? 10);
    let next = 0;
    let saved = Date.now();
    const work = async () => {
      while (next < chosen.length) {
        options.signal?.throwIfAborted();
        const listing = chosen[next++]!;
        const symbol = this.client.symbolOf(listing.ticker, listing.exchange);
        try {
          if (!symbol) throw new Error(`${this.client.source} does not cover ${listing.exchange}`);
          // A listing whose history was read over the span asks only for the days after its latest close;
          // one with only market-day reads (or a longer span asked for) is read whole.
          const incremental = listing.latest !== null && listing.historySince !== null && listing.historySince <= since;
          const from = incremental ? nextDay(listing.latest!) : since;
          const bars = await this.client.bars(symbol, from, options.signal);
          const [splits, dividends] = [await this.client.splits(symbol, since, options.signal), await this.client.dividends(symbol, since, options.signal)];
          await this.prices.upsertPrices(bars.map((bar) => priceRow(listing, bar, this.client.source)));
          const events: PriceEventsTable[] = [
            ...splits.map((split) => ({ investment_id: listing.id, date: split.date, kind: 'split', ratio_new: split.ratio_new, ratio_old: split.ratio_old, amount: null, currency: null, source: this.client.source })),
            ...dividends.map((dividend) => ({ investment_id: listing.id, date: dividend.date, kind: 'dividend', ratio_new: null, ratio_old: null, amount: dividend.amount, currency: dividend.currency ?? listing.currency, source: this.client.source })),
          ];
          await this.prices.upsertEvents(events);
          if (!incremental) await this.prices.historyRead(listing.id, since);
          if (bars.length > 0) {
            counts.updated++;
            touched.add(listing.id);
          } else if (listing.latest) counts.unchanged++;
          else counts.skipped++;
        } catch (error) {
          if (options.signal?.aborted) throw error;
          counts.failed++;
          failures.push({ key: `${listing.exchange}:${listing.ticker}`, reason: (error as Error).message });
          // A refused key or a used-up quota fails every request that follows: stop here.
          if ([401, 402, 403].includes((error as { status?: number }).status ?? 0)) throw error;
        }
        counts.done++;
        options.onProgress?.({ ...counts });
        if (Date.now() - saved > SYNC_HEARTBEAT_MS) {
          saved = Date.now();
          await this.runs.progress(runId, counts, failures);
          await this.runs.heartbeat('prices', runId);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 4, chosen.length)) }, work));
  }

  /** One request per market: the last trading day of every symbol, matched to the listings. */
  private async lastDays(markets: readonly PriceMarket[], listings: readonly PricedListing[], counts: SyncCounts, failures: SyncFailure[], touched: Set<string>, options: PriceSyncOptions): Promise<void> {
    const inMarkets = listings.filter((listing) => markets.some((market) => MARKET_EXCHANGES[market].includes(listing.exchange)));
    counts.total = inMarkets.length;
    for (const market of markets) {
      let bars;
      try {
        bars = await this.client.lastDay(market, undefined, options.signal);
      } catch (error) {
        counts.failed += inMarkets.filter((listing) => MARKET_EXCHANGES[market].includes(listing.exchange)).length;
        failures.push({ key: `${market} market`, reason: (error as Error).message });
        continue;
      }
      const byCode = new Map(bars.map((bar) => [bar.code.toUpperCase(), bar]));
      const rows: PricesTable[] = [];
      for (const listing of inMarkets) {
        if (!MARKET_EXCHANGES[market].includes(listing.exchange)) continue;
        const bar = byCode.get(listing.ticker.toUpperCase().replace(/\./g, '-'));
        counts.done++;
        if (!bar) counts.skipped++;
        else if (listing.latest && bar.date <= listing.latest) counts.unchanged++;
        else {
          rows.push(priceRow(listing, bar, this.client.source));
          counts.updated++;
          touched.add(listing.id);
        }
      }
      await this.prices.upsertPrices(rows);
      options.onProgress?.({ ...counts });
    }
  }
}
