import {
  displayTicker,
  DEFAULT_IMPORT_PRESET,
  detectMapping,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  normaliseHeader,
  parseTickerCell,
  PORTFOLIO_MESSAGES,
  sharesProblem,
  UNLISTED_TICKER_SUFFIX,
  type ImportCommitResult,
  type ImportHolding,
  type ImportMapping,
  type ImportPreset,
  type ImportPreview,
  type ImportRow,
  type OnExisting,
} from '@thesis/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { CsvError, parseCsv } from '../../lib/csv';
import { isUniqueViolation, nowIso } from '../../db/values';
import { newId } from '../../lib/crypto';
import { AppError, conflict, fieldError, validationError } from '../../lib/errors';
import { groupBy } from '../../lib/group-by';
import { chunks, INSERT_BATCH, type InvestmentRow } from '../investments/investments.repository';
import { RowError, RowReader } from '../investments/market-data/row-reader';
import { scopeOf, type Viewer } from '../teams/workspace';
import { canHold } from './portfolio.policy';
import { PortfolioRepository, type HoldingRecord } from './portfolio.repository';

export interface PreviewInput {
  fileName: string;
  bytes: Buffer;
  preset: ImportPreset;
  /** Column names chosen by the user; undefined: the preset's choice; exchange '' means none. */
  columns: Partial<Record<keyof ImportMapping, string>>;
}

interface Table {
  header: string[];
  rows: { row: number; values: Record<string, string> }[];
}

/** The file as text: 4xx for an empty, oversized, binary or unreadable file. */
function readTable(bytes: Buffer): Table {
  if (bytes.length > IMPORT_MAX_BYTES) throw new AppError(413, PORTFOLIO_MESSAGES.fileTooLarge, { file: [PORTFOLIO_MESSAGES.fileTooLarge] });
  if (bytes.length === 0) throw fieldError('file', PORTFOLIO_MESSAGES.fileEmpty);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw fieldError('file', PORTFOLIO_MESSAGES.fileNotText);
  }
  if (text.includes('\u0000')) throw fieldError('file', PORTFOLIO_MESSAGES.fileNotText);
  try {
    const records = [...parseCsv(text)];
    const first = records.shift();
    const header = (first?.fields ?? []).map((name) => name.trim());
    if (header.every((name) => name === '')) throw fieldError('file', PORTFOLIO_MESSAGES.fileEmpty);
    const rows = records
      .filter((record) => record.fields.some((field) => field.trim() !== ''))
      .map((record) => ({ row: record.row, values: Object.fromEntries(header.map((name, index) => [name, record.fields[index] ?? ''])) }));
    if (rows.length === 0) throw fieldError('file', PORTFOLIO_MESSAGES.fileNoRows);
    if (rows.length > IMPORT_MAX_ROWS) throw fieldError('file', PORTFOLIO_MESSAGES.fileTooManyRows);
    return { header, rows };
  } catch (error) {
    if (error instanceof CsvError) throw fieldError('file', `${PORTFOLIO_MESSAGES.fileUnreadable}: ${error.message}`);
    throw error;
  }
}

/** The columns to read: the preset's guess, overridden by the user's choices (checked against the header). */
function chooseMapping(header: readonly string[], input: PreviewInput): { ticker: string; exchange: string | null; units: string } {
  const detected = detectMapping(header, input.preset);
  const errors: Record<string, string[]> = {};
  const pick = (key: keyof ImportMapping): string | null => {
    const given = input.columns[key];
    if (given === undefined) return detected[key];
    if (given.trim() === '') return null;
    const found = header.find((name) => name === given) ?? header.find((name) => normaliseHeader(name) === normaliseHeader(given));
    if (!found) errors[`${key}_column`] = [PORTFOLIO_MESSAGES.columnMissing];
    return found ?? null;
  };
  const ticker = pick('ticker');
  const exchange = pick('exchange');
  const units = pick('units');
  if (!ticker && !errors.ticker_column) errors.ticker_column = [PORTFOLIO_MESSAGES.tickerColumnRequired];
  if (!units && !errors.units_column) errors.units_column = [PORTFOLIO_MESSAGES.unitsColumnRequired];
  if (Object.keys(errors).length || !ticker || !units) throw validationError(errors);
  return { ticker, exchange, units };
}

const describeListing = (row: InvestmentRow) => row.exchange ?? 'your companies';

/** Broker CSV import: preview (read, map, match, compare with the holdings) and commit (one transaction). */
export class PortfolioImport {
  constructor(private readonly db: Kysely<Database>) {}

  async preview(user: Viewer, input: PreviewInput): Promise<ImportPreview> {
    const table = readTable(input.bytes);
    const mapping = chooseMapping(table.header, input);
    const parsed = table.rows.map(({ row, values }): ImportRow & { candidates: string[] } => {
      const reader = new RowReader(values);
      const base = { row, ticker: null, exchange: null, units: null, investment_id: null, candidates: [] as string[] };
      let tickerCell: string | null;
      let exchangeCell: string | null;
      try {
        tickerCell = reader.text([mapping.ticker], 40);
        exchangeCell = mapping.exchange ? reader.text([mapping.exchange], 40) : null;
      } catch (error) {
        if (error instanceof RowError) return { ...base, status: 'invalid', message: error.message };
        throw error;
      }
      if (!tickerCell) return { ...base, status: 'invalid', message: PORTFOLIO_MESSAGES.rowTickerMissing };
      const { ticker, exchange } = parseTickerCell(tickerCell, exchangeCell);
      const unitsCell = values[mapping.units] ?? '';
      let units: number | null = null;
      try {
        units = reader.number([mapping.units]);
      } catch (error) {
        if (!(error instanceof RowError)) throw error;
      }
      const status = { ...base, ticker, exchange, units };
      if (unitsCell.trim() === '') return { ...status, status: 'invalid', message: PORTFOLIO_MESSAGES.rowUnitsMissing };
      if (units === null || sharesProblem(units)) return { ...status, status: 'invalid', message: PORTFOLIO_MESSAGES.rowUnitsInvalid };
      const candidates = [ticker, ticker.replace(/-/g, '.'), `${ticker}${UNLISTED_TICKER_SUFFIX}`];
      return { ...status, status: 'matched', message: null, candidates };
    });

    const repository = new PortfolioRepository(this.db);
    const found = await repository.visibleByTickers(scopeOf(user), parsed.flatMap((row) => row.candidates));
    const byTicker = groupBy(found, (investment) => investment.ticker);

    const rows: ImportRow[] = parsed.map(({ candidates, ...row }) => {
      if (row.status !== 'matched') return row;
      // The first spelling that finds anything wins (BRK-B finds BRK.B only when BRK-B does not exist).
      let matches: InvestmentRow[] = [];
      for (const candidate of candidates) {
        matches = (byTicker.get(candidate) ?? []).filter((investment) => canHold(user, investment) && (!row.exchange || investment.exchange === row.exchange));
        if (matches.length) break;
      }
      if (matches.length === 0) return { ...row, status: 'unmatched', message: row.exchange ? `${PORTFOLIO_MESSAGES.rowUnmatched} on ${row.exchange}` : PORTFOLIO_MESSAGES.rowUnmatched };
      if (matches.length > 1) {
        const where = matches.map(describeListing).join(' and ');
        return { ...row, status: 'ambiguous', message: `Listed on ${where}: map an exchange column or write the ticker as ${matches[0]!.exchange ?? 'ASX'}:${row.ticker}` };
      }
      return { ...row, investment_id: matches[0]!.id, exchange: matches[0]!.exchange };
    });

    const investments = new Map(found.map((investment) => [investment.id, investment]));
    const grouped = new Map<string, { units: number; rows: number[] }>();
    for (const row of rows) {
      if (row.status !== 'matched' || !row.investment_id) continue;
      const group = grouped.get(row.investment_id) ?? { units: 0, rows: [] };
      group.units += row.units ?? 0;
      group.rows.push(row.row);
      grouped.set(row.investment_id, group);
    }
    const existing = await repository.sharesFor(scopeOf(user), [...grouped.keys()]);
    const holdings: ImportHolding[] = [...grouped].map(([id, group]) => {
      const investment = investments.get(id)!;
      return {
        investment: { id, ticker: investment.ticker, name: investment.name, exchange: investment.exchange, currency: investment.currency, last_price: investment.last_price },
        shares_count: group.units,
        rows: group.rows,
        existing_shares_count: existing.get(id)?.shares_count ?? null,
      };
    });
    const countOf = (status: ImportRow['status']) => rows.filter((row) => row.status === status).length;
    return {
      file_name: input.fileName,
      preset: input.preset ?? DEFAULT_IMPORT_PRESET,
      columns: table.header,
      mapping,
      rows,
      holdings,
      summary: {
        rows: rows.length,
        matched: countOf('matched'),
        unmatched: countOf('unmatched'),
        ambiguous: countOf('ambiguous'),
        invalid: countOf('invalid'),
        new_holdings: holdings.filter((holding) => holding.existing_shares_count === null).length,
        existing_holdings: holdings.filter((holding) => holding.existing_shares_count !== null).length,
      },
    };
  }

  /** Writes the holdings in one transaction: every investment checked first, all or nothing. */
  async commit(user: Viewer, holdings: readonly { investment_id: string; shares_count: number }[], onExisting: OnExisting): Promise<ImportCommitResult> {
    try {
      return await this.write(user, holdings, onExisting);
    } catch (error) {
      // A holding added meanwhile (another tab): nothing was written; the user previews again.
      if (isUniqueViolation(error)) throw conflict(PORTFOLIO_MESSAGES.importConflict);
      throw error;
    }
  }

  private write(user: Viewer, holdings: readonly { investment_id: string; shares_count: number }[], onExisting: OnExisting): Promise<ImportCommitResult> {
    return this.db.transaction().execute(async (trx) => {
      const repository = new PortfolioRepository(trx);
      const visible = await repository.visibleInvestments(scopeOf(user), holdings.map((holding) => holding.investment_id));
      const errors: Record<string, string[]> = {};
      holdings.forEach((holding, index) => {
        const investment = visible.get(holding.investment_id);
        if (!investment || !canHold(user, investment)) errors[`holdings.${index}.investment_id`] = [PORTFOLIO_MESSAGES.investmentNotFound];
      });
      if (Object.keys(errors).length) throw validationError(errors);
      const existing = await repository.sharesFor(scopeOf(user), holdings.map((holding) => holding.investment_id));
      const now = nowIso();
      const fresh: HoldingRecord[] = [];
      let updated = 0;
      let skipped = 0;
      for (const holding of holdings) {
        const current = existing.get(holding.investment_id);
        if (!current) {
          fresh.push({ id: newId(), user_id: scopeOf(user), investment_id: holding.investment_id, shares_count: holding.shares_count, created_at: now, updated_at: now });
        } else if (onExisting === 'skip') {
          skipped += 1;
        } else {
          const shares = onExisting === 'add' ? current.shares_count + holding.shares_count : holding.shares_count;
          const problem = sharesProblem(shares);
          if (problem) throw fieldError('holdings', `${displayTicker(visible.get(holding.investment_id)!.ticker)}: ${problem}`);
          await trx.updateTable('portfolio_investments').set({ shares_count: shares, updated_at: now }).where('id', '=', current.id).execute();
          updated += 1;
        }
      }
      for (const batch of chunks(fresh, INSERT_BATCH)) await trx.insertInto('portfolio_investments').values(batch).execute();
      return { created: fresh.length, updated, skipped };
    });
  }
}
