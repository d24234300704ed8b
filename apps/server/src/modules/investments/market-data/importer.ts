import { fiscalYearOf, type FinancialKind } from '@thesis/domain';
import { nowIso, toJson } from '../../../db/values';
import type { FiguresInput, FinancialInput, ListedInput, UniverseRepository, WriteCounts } from '../universe.repository';
import type { FinancialImportRow, MarketDataProvider, PriceRow, ProvidedRows, UniverseRow } from './provider';
import { nextYearEnd } from './row-reader';

export type ImportKind = 'universe' | 'prices' | 'financials';

export interface ImportSummary {
  kind: ImportKind;
  source: string;
  read: number;
  inserted: number;
  updated: number;
  rejected: { row: number; reason: string }[];
}

export interface ImportOptions {
  /** Rows written per transaction (the whole input when Infinity). */
  chunkSize?: number;
  /** Called after each chunk with the rows handled so far and the expected total (if known). */
  onProgress?: (done: number, total: number | null) => void;
  /** The import time, for rows without their own date. */
  now?: string;
  /** Financials: leave a row that exists already untouched (the reference load never overwrites an operator's row). */
  keepExisting?: boolean;
  /** Financials: a stored row takes the new one whole (a connector's fresh read of the filings). */
  replace?: boolean;
}

const hasFigures = (row: { last_price: number | null; market_cap_m: number | null; shares_outstanding_m: number | null }) =>
  row.last_price !== null || row.market_cap_m !== null || row.shares_outstanding_m !== null;

/**
 * Feeds a MarketDataProvider's rows into the universe: idempotent upserts keyed on (exchange,
 * ticker), rows that cannot be used are listed with their reason and never stop the import.
 */
export class MarketDataImporter {
  constructor(private readonly universe: UniverseRepository) {}

  async importUniverse(provider: MarketDataProvider, options: ImportOptions = {}): Promise<ImportSummary> {
    const now = options.now ?? nowIso();
    const summary = await this.run('universe', provider.name, await provider.fetchUniverse(), options, (rows) => this.universe.upsertListed(rows.map((row) => listedInput(row, now)), now));
    await this.universe.refreshSearchRanking();
    return summary;
  }

  async importPrices(provider: MarketDataProvider, options: ImportOptions = {}): Promise<ImportSummary> {
    const now = options.now ?? nowIso();
    const summary = await this.run('prices', provider.name, await provider.fetchPrices(), options, (rows) => this.universe.updateFigures(rows.map((row) => figuresInput(row, now))), (row) =>
      hasFigures(row) ? null : 'last_price, market_cap_m and shares_outstanding_m are all empty',
    );
    await this.universe.refreshSearchRanking();
    return summary;
  }

  async importFinancials(provider: MarketDataProvider, options: ImportOptions = {}): Promise<ImportSummary> {
    const now = options.now ?? nowIso();
    return this.run('financials', provider.name, await provider.fetchFinancials(), options, (rows) =>
      this.universe.upsertFinancials(rows.map((row) => financialInput(row, now)), { keepExisting: options.keepExisting ?? false, replace: options.replace ?? false }),
    );
  }

  private async run<T extends { exchange: string; ticker: string }>(
    kind: ImportKind,
    source: string,
    provided: ProvidedRows<T>,
    options: ImportOptions,
    write: (rows: T[]) => Promise<WriteCounts>,
    check: (row: T) => string | null = () => null,
  ): Promise<ImportSummary> {
    const summary: ImportSummary = { kind, source, read: 0, inserted: 0, updated: 0, rejected: [] };
    const chunkSize = options.chunkSize ?? 2000;
    let pending: { row: number; value: T }[] = [];
    const flush = async () => {
      if (pending.length === 0) return;
      const counts = await write(pending.map((entry) => entry.value));
      summary.inserted += counts.inserted;
      summary.updated += counts.updated;
      for (const index of counts.unknown) {
        const { row, value } = pending[index]!;
        summary.rejected.push({ row, reason: `${value.exchange}:${value.ticker} is not in the universe (import it with import:universe first)` });
      }
      pending = [];
      options.onProgress?.(summary.read, provided.total);
    };
    for await (const entry of provided.rows) {
      summary.read += 1;
      const problem = 'error' in entry ? entry.error : check(entry.value);
      if (problem !== null) summary.rejected.push({ row: entry.row, reason: problem });
      else if ('value' in entry) pending.push(entry);
      if (pending.length >= chunkSize) await flush();
    }
    await flush();
    options.onProgress?.(summary.read, provided.total);
    summary.rejected.sort((a, b) => a.row - b.row);
    return summary;
  }
}

function listedInput(row: UniverseRow, now: string): ListedInput {
  const asOf = row.as_of ?? now;
  return {
    exchange: row.exchange,
    ticker: row.ticker,
    name: row.name,
    currency: row.currency,
    sector_l1: row.sector,
    sector_l3: row.industry,
    description: row.description,
    is_etf: row.is_etf,
    classification: row.classification,
    sic_code: row.sic_code,
    is_fund: row.is_fund,
    year_end: row.fiscal_year_end ? nextYearEnd(row.fiscal_year_end, asOf.slice(0, 10)) : null,
    last_price: row.last_price,
    issued_shares: row.shares_outstanding_m,
    market_cap: row.market_cap_m,
    figures_updated_at: hasFigures(row) ? asOf : null,
  };
}

function figuresInput(row: PriceRow, now: string): FiguresInput {
  return {
    exchange: row.exchange,
    ticker: row.ticker,
    last_price: row.last_price,
    issued_shares: row.shares_outstanding_m,
    market_cap: row.market_cap_m,
    figures_updated_at: row.as_of ?? now,
  };
}

function financialInput(row: FinancialImportRow, now: string): FinancialInput {
  const reference = row.reference;
  return {
    exchange: row.exchange,
    ticker: row.ticker,
    kind: row.kind satisfies FinancialKind,
    fy_date_at: row.fiscal_year_end,
    sales: row.sales_m,
    gross_profit: row.gross_profit_m,
    ebitda: row.ebitda_m,
    ebit: row.ebit_m,
    pre_tax_income: row.pre_tax_income_m,
    npat: row.npat_m,
    eps: row.eps,
    dps: row.dps,
    net_debt: row.net_debt_m,
    shareholders_equity: row.shareholders_equity_m,
    source: row.source,
    updated_at: now,
    fiscal_year: reference?.fiscal_year ?? fiscalYearOf(row.fiscal_year_end),
    eps_reported: reference ? reference.eps_reported : null,
    dps_reported: reference ? reference.dps_reported : null,
    split_factor: reference && reference.split_factor !== 1 ? reference.split_factor : null,
    split_note: reference && reference.splits.length > 0 ? toJson(reference.splits) : null,
    unavailable: reference && Object.keys(reference.unavailable).length > 0 ? toJson(reference.unavailable) : null,
    under_review: reference?.under_review && Object.keys(reference.under_review).length > 0 ? toJson(reference.under_review) : null,
    details: reference?.details && Object.values(reference.details).some((value) => value !== null) ? toJson(reference.details) : null,
    filings: reference?.filings && Object.keys(reference.filings).length > 0 ? toJson(reference.filings) : null,
  };
}
