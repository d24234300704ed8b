import { parseArgs } from 'node:util';
import { MARKET_DATA_MESSAGES } from '@thesis/domain';
import { secSyncOf } from '../modules/market-data/market-data.module';
import { SyncBusyError, type SecSyncResult } from '../modules/market-data/sec/sec-sync';
import { SyncRunsRepository, type SyncCounts } from '../modules/market-data/sync-runs.repository';
import { CliError, type Command } from './command';

/** How many failures the summary lists one by one. */
const SHOWN_FAILURES = 30;

function duration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '–';
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes}m ${String(Math.round(seconds % 60)).padStart(2, '0')}s` : `${Math.round(seconds)}s`;
}

/** "SEC sync [######------] 42% 2,520/6,000 companies · 8.3/s · ETA 7m 02s · 3 failed" */
export function syncProgressLine(counts: SyncCounts, elapsedMs: number, width = 24): string {
  const total = counts.total ?? 0;
  const share = total > 0 ? Math.min(1, counts.done / total) : 0;
  const filled = Math.round(share * width);
  const rate = elapsedMs > 0 ? counts.done / (elapsedMs / 1000) : 0;
  const eta = rate > 0 ? (total - counts.done) / rate : Number.NaN;
  return `SEC sync [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(Math.floor(share * 100)).padStart(3)}% ${counts.done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} companies · ${rate.toFixed(1)}/s · ETA ${duration(eta)} · ${counts.failed} failed`;
}

export function syncSummaryLines(result: SecSyncResult, elapsedMs: number): string[] {
  const lines = [
    `SEC filings: ${result.done.toLocaleString('en-US')} companies in ${duration(elapsedMs / 1000)}: ${result.updated} updated, ${result.unchanged} unchanged (no new annual report), ${result.skipped} skipped, ${result.failed} failed.`,
  ];
  if (result.unknownTickers.length > 0) lines.push(`Not found among the listed US companies the SEC knows: ${result.unknownTickers.join(', ')}.`);
  if (result.failures.length > 0) {
    lines.push('Failures:');
    for (const failure of result.failures.slice(0, SHOWN_FAILURES)) lines.push(`  ${failure.key}: ${failure.reason}`);
    if (result.failures.length > SHOWN_FAILURES) lines.push(`  … and ${result.failures.length - SHOWN_FAILURES} more (npm run cli -- data:status)`);
  }
  return lines;
}

/** data:sync sec (--tickers A,B | --all) [--full] [--years N] — read the SEC's filings now. */
export const dataSyncCommand: Command = {
  usage: 'data:sync sec (--tickers AAPL,MSFT | --all) [--full] [--years N]',
  summary: 'Read ten years of filed financials from SEC EDGAR for some or every listed US company (needs SEC_USER_AGENT; docs/market-data.md)',
  async run(args, { db, out, config, progress = process.stderr }) {
    const { values, positionals } = parseArgs({
      args,
      options: { tickers: { type: 'string' }, all: { type: 'boolean', default: false }, full: { type: 'boolean', default: false }, years: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
    const [source] = positionals;
    if (source === 'prices') throw new CliError(`${MARKET_DATA_MESSAGES.pricesNotConfigured} Import prices with: npm run cli -- import:prices FILE.csv`);
    if (source !== 'sec' || positionals.length !== 1) throw new CliError(`Usage: ${dataSyncCommand.usage}`);
    const tickers = values.tickers?.split(',').map((ticker) => ticker.trim()).filter(Boolean) ?? [];
    if (values.all === tickers.length > 0) throw new CliError(`Give either --tickers AAPL,MSFT or --all. Usage: ${dataSyncCommand.usage}`);
    const years = values.years === undefined ? 10 : Number(values.years);
    if (!Number.isInteger(years) || years < 1 || years > 30) throw new CliError(`--years must be a whole number from 1 to 30, not "${values.years}".`);
    const sync = config ? secSyncOf(config, db) : null;
    if (!sync) throw new CliError(MARKET_DATA_MESSAGES.secNotConfigured);
    const started = Date.now();
    const abort = new AbortController();
    const stop = () => abort.abort(new Error('The sync was stopped (Ctrl-C); the next run picks up the companies not done.'));
    process.once('SIGINT', stop);
    let last = '';
    const draw = (counts: SyncCounts) => {
      const line = syncProgressLine(counts, Date.now() - started);
      if (line === last) return;
      last = line;
      if (progress.isTTY) progress.write(`\r${line}`);
    };
    try {
      const result = await sync.run({ all: values.all, tickers, full: values.full, years, trigger: 'cli', signal: abort.signal, onProgress: draw });
      progress.write(progress.isTTY ? '\n' : `${last}\n`);
      for (const line of syncSummaryLines(result, Date.now() - started)) out(line);
    } catch (error) {
      if (last) progress.write('\n');
      if (error instanceof SyncBusyError) throw new CliError(error.message);
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
    out(`Prices: ${MARKET_DATA_MESSAGES.pricesNotConfigured}`);
  },
};
