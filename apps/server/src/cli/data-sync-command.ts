import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { MARKET_DATA_MESSAGES } from '@thesis/domain';
import { priceSyncOf, secSyncOf } from '../modules/market-data/market-data.module';
import { PriceSyncBusyError, type PriceMarket } from '../modules/market-data/prices/price-sync';
import { SyncBusyError } from '../modules/market-data/sec/sec-sync';
import { SNAPSHOT_COLUMNS } from '../modules/market-data/sec/snapshot-rows';
import { toCsv } from '../modules/screens/csv';
import { SyncRunsRepository, type SyncCounts } from '../modules/market-data/sync-runs.repository';
import { CliError, type Command } from './command';

/** How many failures the summary lists one by one. */
const SHOWN_FAILURES = 30;

function duration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '–';
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes}m ${String(Math.round(seconds % 60)).padStart(2, '0')}s` : `${Math.round(seconds)}s`;
}

interface SyncLabels {
  /** "SEC sync" */
  title: string;
  /** "companies" */
  unit: string;
  /** "SEC filings" */
  summary: string;
  /** What unchanged means for the source. */
  unchanged: string;
}
const LABELS: Record<'sec' | 'prices', SyncLabels> = {
  sec: { title: 'SEC sync', unit: 'companies', summary: 'SEC filings', unchanged: 'no new annual report' },
  prices: { title: 'Price sync', unit: 'listings', summary: 'Daily prices', unchanged: 'no new trading day' },
};

/** "SEC sync [######------] 42% 2,520/6,000 companies · 8.3/s · ETA 7m 02s · 3 failed" */
export function syncProgressLine(counts: SyncCounts, elapsedMs: number, width = 24, labels: SyncLabels = LABELS.sec): string {
  const total = counts.total ?? 0;
  const share = total > 0 ? Math.min(1, counts.done / total) : 0;
  const filled = Math.round(share * width);
  const rate = elapsedMs > 0 ? counts.done / (elapsedMs / 1000) : 0;
  const eta = rate > 0 ? (total - counts.done) / rate : Number.NaN;
  return `${labels.title} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(Math.floor(share * 100)).padStart(3)}% ${counts.done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} ${labels.unit} · ${rate.toFixed(1)}/s · ETA ${duration(eta)} · ${counts.failed} failed`;
}

type SyncResult = SyncCounts & { failures: { key: string; reason: string }[]; unknownTickers: string[] };

export function syncSummaryLines(result: SyncResult, elapsedMs: number, labels: SyncLabels = LABELS.sec): string[] {
  const n = (value: number) => value.toLocaleString('en-US');
  const lines = [
    `${labels.summary}: ${n(result.done)} ${labels.unit} in ${duration(elapsedMs / 1000)}: ${n(result.updated)} updated, ${n(result.unchanged)} unchanged (${labels.unchanged}), ${n(result.skipped)} skipped, ${n(result.failed)} failed.`,
  ];
  if (result.unknownTickers.length > 0) lines.push(`Not found among the listed ${labels === LABELS.sec ? 'US companies the SEC knows' : 'US and ASX companies'}: ${result.unknownTickers.join(', ')}.`);
  if (result.failures.length > 0) {
    lines.push('Failures:');
    for (const failure of result.failures.slice(0, SHOWN_FAILURES)) lines.push(`  ${failure.key}: ${failure.reason}`);
    if (result.failures.length > SHOWN_FAILURES) lines.push(`  … and ${result.failures.length - SHOWN_FAILURES} more (npm run cli -- data:status)`);
  }
  return lines;
}

const MARKETS: Readonly<Record<string, PriceMarket>> = { US: 'US', AU: 'AU', ASX: 'AU' };

/** data:sync sec|prices … — read the SEC's filings, or daily prices, now. */
export const dataSyncCommand: Command = {
  usage: 'data:sync sec (--tickers AAPL,MSFT | --all) [--full] [--years N] [--csv FILE]  |  data:sync prices (--tickers NASDAQ:AAPL,ASX:BHP | --all | --markets US,ASX) [--years N]',
  summary: 'Read ten years of SEC filings (needs SEC_USER_AGENT), or daily prices with splits and dividends (needs EODHD_API_KEY), for some or every listed company (docs/market-data.md)',
  async run(args, { db, out, config, progress = process.stderr }) {
    const { values, positionals } = parseArgs({
      args,
      options: { tickers: { type: 'string' }, all: { type: 'boolean', default: false }, full: { type: 'boolean', default: false }, years: { type: 'string' }, markets: { type: 'string' }, csv: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
    const [source] = positionals;
    if ((source !== 'sec' && source !== 'prices') || positionals.length !== 1) throw new CliError(`Usage: ${dataSyncCommand.usage}`);
    const tickers = values.tickers?.split(',').map((ticker) => ticker.trim()).filter(Boolean) ?? [];
    const markets = values.markets?.split(',').map((market) => market.trim().toUpperCase()).filter(Boolean) ?? [];
    if (source === 'sec' && markets.length > 0) throw new CliError('--markets is for data:sync prices.');
    const modes = [values.all, tickers.length > 0, markets.length > 0].filter(Boolean).length;
    if (modes !== 1) throw new CliError(`Give one of --tickers or --all${source === 'prices' ? ' or --markets' : ''}. Usage: ${dataSyncCommand.usage}`);
    const unknownMarket = markets.find((market) => !MARKETS[market]);
    if (unknownMarket) throw new CliError(`--markets takes US and ASX (AU), not "${unknownMarket}".`);
    const years = values.years === undefined ? 10 : Number(values.years);
    if (!Number.isInteger(years) || years < 1 || years > 30) throw new CliError(`--years must be a whole number from 1 to 30, not "${values.years}".`);
    const labels = LABELS[source];
    if (values.csv !== undefined) {
      if (source !== 'sec') throw new CliError('--csv writes the SEC snapshot file: it is for data:sync sec.');
      const sync = config ? secSyncOf(config, db) : null;
      if (!sync) throw new CliError(MARKET_DATA_MESSAGES.secNotConfigured);
      const { rows, skipped, unknownTickers } = await sync.snapshot({ all: values.all, tickers, years });
      // Numbers as numbers (a negative figure is data, not a formula); everything else as text.
      const cell = (value: string) => (value !== '' && Number.isFinite(Number(value)) && !/^0\d/.test(value) ? Number(value) : value);
      writeFileSync(values.csv, toCsv([[...SNAPSHOT_COLUMNS], ...rows.map((row) => SNAPSHOT_COLUMNS.map((column) => cell(row[column])))]));
      out(`Wrote ${rows.length.toLocaleString('en-US')} company-years to ${values.csv} in the shipped snapshot's columns; nothing was stored.`);
      for (const entry of skipped) out(`  ${entry.key}: ${entry.reason}`);
      if (unknownTickers.length > 0) out(`Not found among the listed US companies the SEC knows: ${unknownTickers.join(', ')}.`);
      return;
    }
    const run = (options: { signal: AbortSignal; onProgress: (counts: SyncCounts) => void }): Promise<SyncResult> => {
      if (source === 'sec') {
        const sync = config ? secSyncOf(config, db) : null;
        if (!sync) throw new CliError(MARKET_DATA_MESSAGES.secNotConfigured);
        return sync.run({ all: values.all, tickers, full: values.full, years, trigger: 'cli', ...options });
      }
      const sync = config ? priceSyncOf(config, db) : null;
      if (!sync) throw new CliError(`${MARKET_DATA_MESSAGES.pricesNotConfigured} Import prices with: npm run cli -- import:prices FILE.csv`);
      return sync.run({ all: values.all, tickers, markets: [...new Set(markets.map((market) => MARKETS[market]!))], years, trigger: 'cli', ...options });
    };
    const started = Date.now();
    const abort = new AbortController();
    const stop = () => abort.abort(new Error('The sync was stopped (Ctrl-C); the next run picks up the companies not done.'));
    process.once('SIGINT', stop);
    let last = '';
    const draw = (counts: SyncCounts) => {
      const line = syncProgressLine(counts, Date.now() - started, 24, labels);
      if (line === last) return;
      last = line;
      if (progress.isTTY) progress.write(`\r${line}`);
    };
    try {
      const result = await run({ signal: abort.signal, onProgress: draw });
      progress.write(progress.isTTY ? '\n' : `${last}\n`);
      for (const line of syncSummaryLines(result, Date.now() - started, labels)) out(line);
    } catch (error) {
      if (last) progress.write('\n');
      if (error instanceof SyncBusyError || error instanceof PriceSyncBusyError) throw new CliError(error.message);
      throw error;
    } finally {
      process.off('SIGINT', stop);
    }
  },
};

/** data:status — each market-data source's runs, counts and failures. */
export const dataStatusCommand: Command = {
  usage: 'data:status',
  summary: 'Show the market-data syncs: last runs with their counts and failures, SEC filers by outcome',
  async run(_args, { db, out, config }) {
    const runs = new SyncRunsRepository(db.db);
    out(config?.sec ? `SEC EDGAR: configured (User-Agent "${config.sec.userAgent}"), nightly at cron "${config.sec.cron ?? 'off'}" UTC.` : `SEC EDGAR: ${MARKET_DATA_MESSAGES.secNotConfigured}`);
    const filers = await runs.filerCounts();
    out(`SEC filers: ${filers.synced ?? 0} synced, ${filers.skipped ?? 0} skipped, ${filers.failed ?? 0} failed.`);
    const latest = await runs.latest('sec', 5);
    if (latest.length === 0) out('No SEC sync has run yet.');
    for (const run of latest) {
      out(`  ${run.started_at} ${run.trigger.padEnd(8)} ${run.status.padEnd(9)} ${run.done}/${run.total ?? '?'} done: ${run.updated} updated, ${run.unchanged} unchanged, ${run.skipped} skipped, ${run.failed} failed${run.message ? ` — ${run.message}` : ''}`);
      for (const failure of run.failures.slice(0, 5)) out(`      ${failure.key}: ${failure.reason}`);
    }
    out(config?.prices ? `Daily prices (EODHD): configured, US at cron "${config.prices.usCron ?? 'off'}", ASX at cron "${config.prices.asxCron ?? 'off'}" UTC.` : `Daily prices: ${MARKET_DATA_MESSAGES.pricesNotConfigured}`);
    for (const run of await runs.latest('prices', 5)) {
      out(`  ${run.started_at} ${run.trigger.padEnd(8)} ${run.status.padEnd(9)} ${run.done}/${run.total ?? '?'} done: ${run.updated} updated, ${run.unchanged} unchanged, ${run.skipped} skipped, ${run.failed} failed${run.message ? ` — ${run.message}` : ''}`);
      for (const failure of run.failures.slice(0, 5)) out(`      ${failure.key}: ${failure.reason}`);
    }
  },
};
