import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { FxRateRow } from '@thesis/domain';
import { readCsv } from '../../lib/csv';
import { CsvFormatError } from '../investments/market-data/csv-provider';
import { RowError, RowReader } from '../investments/market-data/row-reader';

/** Units per US dollar a rate may have (a sane range: the weakest currencies trade in the tens of thousands). */
export const FX_UNITS_MAX = 1_000_000;
const MONTH = /^(\d{4})-(\d{2})(?:-01)?$/;

export interface FxCsvRow {
  row: number;
  value?: FxRateRow;
  error?: string;
}

/**
 * A file of monthly rates in the reference file's format: month (yyyy-mm or yyyy-mm-01, the first
 * day of the month), currency (ISO code), units_per_usd (how many units one US dollar bought).
 */
export async function readFxCsv(file: string): Promise<FxCsvRow[]> {
  const table = readCsv(await readFile(file, 'utf8'));
  const missing = ['month', 'currency', 'units_per_usd'].filter((name) => !table.header.includes(name));
  if (missing.length > 0) throw new CsvFormatError(`${basename(file)} has no ${missing.join(', ')} column (its columns: ${table.header.join(', ') || 'none'}).`);
  return table.rows.map(({ row, values }) => {
    try {
      const reader = new RowReader(values);
      const month = MONTH.exec(reader.required(['month'], 10));
      if (!month || Number(month[2]) < 1 || Number(month[2]) > 12) throw new RowError('month must be written yyyy-mm or yyyy-mm-01');
      const currency = reader.currency();
      if (currency === 'USD') throw new RowError('USD is the base: its rate is always 1');
      const units = reader.number(['units_per_usd']);
      if (units === null || !(units > 0) || units > FX_UNITS_MAX) throw new RowError(`units_per_usd must be a number above 0 and at most ${FX_UNITS_MAX.toLocaleString('en-US')}`);
      return { row, value: { month: `${month[1]}-${month[2]}`, currency, units_per_usd: units } };
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      return { row, error: error.message };
    }
  });
}
