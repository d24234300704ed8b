import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { FINANCIAL_KINDS } from '@thesis/domain';
import { CsvError } from '../lib/csv';
import { CsvFormatError, CsvMarketDataProvider } from '../modules/investments/market-data/csv-provider';
import { MarketDataImporter, type ImportKind, type ImportSummary } from '../modules/investments/market-data/importer';
import type { MarketDataProvider } from '../modules/investments/market-data/provider';
import { UniverseRepository } from '../modules/investments/universe.repository';
import { computeAllMetrics } from '../modules/metrics/compute-all-metrics';
import { refreshPlannerStatistics } from '../db/planner-statistics';
import { CliError, type CliContext, type Command } from './command';
import { metricsRefreshLine } from './metrics-command';

/** How many rejected rows the summary lists one by one. */
const SHOWN_REJECTIONS = 50;

/** A plain text progress bar: redrawn in place on a terminal, one final line otherwise. */
export class ProgressBar {
  private last = '';

  constructor(
    private readonly stream: NodeJS.WritableStream & { isTTY?: boolean },
    private readonly label: string,
    private readonly width = 30,
  ) {}

  line(done: number, total: number | null): string {
    if (!total) return `${this.label} ${done.toLocaleString('en-US')} rows`;
    const share = Math.min(1, done / total);
    const filled = Math.round(share * this.width);
    const bar = `${'#'.repeat(filled)}${'-'.repeat(this.width - filled)}`;
    return `${this.label} [${bar}] ${String(Math.floor(share * 100)).padStart(3)}% ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} rows`;
  }

  update(done: number, total: number | null): void {
    const text = this.line(done, total);
    if (text === this.last) return;
    this.last = text;
    if (this.stream.isTTY) this.stream.write(`\r${text}`);
  }

  finish(): void {
    this.stream.write(this.stream.isTTY ? '\n' : `${this.last}\n`);
  }
}

export function summaryLines(summary: Omit<ImportSummary, 'kind'> & { kind: string }): string[] {
  const lines = [
    `${summary.kind} from ${summary.source}: ${summary.read} rows read, ${summary.inserted} inserted, ${summary.updated} updated, ${summary.rejected.length} rejected.`,
  ];
  if (summary.rejected.length > 0) {
    lines.push('Rejected rows (row numbers count the header as row 1):');
    for (const { row, reason } of summary.rejected.slice(0, SHOWN_REJECTIONS)) lines.push(`  row ${row}: ${reason}`);
    if (summary.rejected.length > SHOWN_REJECTIONS) lines.push(`  … and ${summary.rejected.length - SHOWN_REJECTIONS} more`);
  }
  return lines;
}

interface ImportSpec {
  kind: ImportKind;
  usage: string;
  summary: string;
  /** Options that give a value to a column the file does not have. */
  options: Record<string, string>;
  check?: (values: Record<string, string | undefined>) => void;
}

/** A function (hoisted), so that commands.ts can build its table whichever of the two files loads first. */
function importSpecs(): ImportSpec[] {
  return [
    {
      kind: 'universe',
      usage: 'import:universe FILE.csv [--exchange EX] [--currency CUR]',
      summary: 'Add or update listed investments keyed on exchange + ticker (docs/market-data.md)',
      options: { exchange: 'exchange', currency: 'currency' },
    },
    {
      kind: 'prices',
      usage: 'import:prices FILE.csv [--exchange EX] [--as-of YYYY-MM-DD]',
      summary: 'Update last price, market cap and shares of listed investments',
      options: { exchange: 'exchange', 'as-of': 'as_of' },
    },
    {
      kind: 'financials',
      usage: 'import:financials FILE.csv [--exchange EX] [--kind historical|estimation] [--source TEXT]',
      summary: 'Add or update historical or estimation financial rows',
      options: { exchange: 'exchange', kind: 'kind', source: 'source' },
      check: (values) => {
        if (values.kind && !(FINANCIAL_KINDS as readonly string[]).includes(values.kind)) throw new CliError('--kind must be historical or estimation.');
      },
    },
  ];
}

/** Runs one import with a progress bar; the provider may be any MarketDataProvider. */
export async function runImport(kind: ImportKind, provider: MarketDataProvider, context: CliContext, progress: NodeJS.WritableStream): Promise<ImportSummary> {
  const importer = new MarketDataImporter(new UniverseRepository(context.db.db));
  const bar = new ProgressBar(progress, `import:${kind}`);
  const options = { chunkSize: 5000, onProgress: (done: number, total: number | null) => bar.update(done, total) };
  try {
    const summary =
      kind === 'universe' ? await importer.importUniverse(provider, options)
      : kind === 'prices' ? await importer.importPrices(provider, options)
      : await importer.importFinancials(provider, options);
    bar.finish();
    for (const line of summaryLines(summary)) context.out(line);
    // New prices, companies or financial rows change the stored fundamentals screens read.
    if (summary.inserted + summary.updated > 0) {
      context.out(metricsRefreshLine(await computeAllMetrics(context.db.db)));
      await refreshPlannerStatistics(context.db);
    }
    return summary;
  } catch (error) {
    if (error instanceof CsvFormatError || error instanceof CsvError) throw new CliError(error.message);
    throw error;
  }
}

/** The import:* operator commands; `progress` is where the bar is drawn (stderr). */
export function importCommands(progress: NodeJS.WritableStream = process.stderr): Record<string, Command> {
  const commands: Record<string, Command> = {};
  for (const spec of importSpecs()) {
    commands[`import:${spec.kind}`] = {
      usage: spec.usage,
      summary: spec.summary,
      async run(args, context) {
        const { values, positionals } = parseArgs({
          args,
          allowPositionals: true,
          strict: true,
          options: Object.fromEntries(Object.keys(spec.options).map((name) => [name, { type: 'string' as const }])),
        });
        const file = positionals[0];
        if (!file || positionals.length > 1) throw new CliError(`Usage: ${spec.usage}`);
        if (!existsSync(file)) throw new CliError(`Cannot read ${file}: no such file.`);
        const given = values as Record<string, string | undefined>;
        spec.check?.(given);
        const defaults: Record<string, string> = {};
        for (const [option, column] of Object.entries(spec.options)) if (given[option]) defaults[column] = given[option];
        await runImport(spec.kind, new CsvMarketDataProvider(file, { defaults }), context, progress);
      },
    };
  }
  return commands;
}
