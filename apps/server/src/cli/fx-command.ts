import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { CsvError } from '../lib/csv';
import { nowIso } from '../db/values';
import { FxRepository } from '../modules/fx/fx.repository';
import { readFxCsv } from '../modules/fx/fx-csv';
import { chunks } from '../modules/investments/investments.repository';
import { CsvFormatError } from '../modules/investments/market-data/csv-provider';
import { SearchRankingRepository } from '../modules/investments/search-ranking.repository';
import { CliError, type Command } from './commands';
import { ProgressBar, summaryLines } from './import-commands';

const CHUNK = 500;

/** import:fx FILE.csv — monthly exchange rates (units per US dollar), as data/reference/fx_monthly_per_usd.csv. */
export function fxCommand(progress: NodeJS.WritableStream = process.stderr): Command {
  return {
    usage: 'import:fx FILE.csv',
    summary: 'Add or update monthly exchange rates: month, currency, units_per_usd (docs/market-data.md)',
    async run(args, { db, out }) {
      const [file, ...extra] = args;
      if (!file || extra.length > 0) throw new CliError('Usage: import:fx FILE.csv');
      if (!existsSync(file)) throw new CliError(`Cannot read ${file}: no such file.`);
      let rows;
      try {
        rows = await readFxCsv(file);
      } catch (error) {
        if (error instanceof CsvFormatError || error instanceof CsvError) throw new CliError(error.message);
        throw error;
      }
      const bar = new ProgressBar(progress, 'import:fx');
      const summary = { kind: 'fx', source: `CSV ${basename(file)}`, read: rows.length, inserted: 0, updated: 0, rejected: [] as { row: number; reason: string }[] };
      const repository = new FxRepository(db.db);
      let done = 0;
      for (const batch of chunks(rows, CHUNK)) {
        const valid = batch.flatMap((entry) => (entry.value ? [entry.value] : []));
        for (const entry of batch) if (entry.error) summary.rejected.push({ row: entry.row, reason: entry.error });
        if (valid.length > 0) {
          const counts = await repository.upsert(valid, `import:fx ${basename(file)}`, nowIso());
          summary.inserted += counts.inserted;
          summary.updated += counts.updated;
        }
        done += batch.length;
        bar.update(done, rows.length);
      }
      bar.update(done, rows.length);
      bar.finish();
      // Search ranks compare market caps in US dollars: new rates may move them.
      await new SearchRankingRepository(db.db).refresh();
      for (const line of summaryLines(summary)) out(line);
    },
  };
}
