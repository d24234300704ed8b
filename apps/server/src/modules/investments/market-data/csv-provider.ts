import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { FINANCIAL_KINDS, type FinancialKind } from '@thesis/domain';
import { readCsv } from '../../../lib/csv';
import type { FinancialImportRow, MarketDataProvider, PriceRow, ProvidedRow, ProvidedRows, UniverseRow } from './provider';
import { RowError, RowReader } from './row-reader';

/** Column names (first) and the aliases accepted for them, as docs/market-data.md lists them. */
export const COLUMNS = {
  universe: {
    required: ['exchange', 'ticker', 'name', 'currency'],
    name: ['name', 'company_name', 'security_name'],
    sector: ['sector', 'gics_sector'],
    industry: ['industry', 'gics_industry_group', 'gics_sub_industry'],
    fiscalYearEnd: ['fiscal_year_end', 'fiscal_year_end_mm_dd'],
  },
  prices: {
    required: ['exchange', 'ticker'],
    lastPrice: ['last_price'],
    marketCap: ['market_cap_m', 'market_cap_usd_m'],
    shares: ['shares_outstanding_m', 'issued_shares_m'],
    asOf: ['as_of'],
  },
  financials: {
    required: ['exchange', 'ticker', 'fiscal_year_end'],
    sales: ['sales_m', 'revenue_m'],
    preTax: ['pre_tax_income_m', 'pretax_income_m'],
    npat: ['npat_m', 'net_income_m'],
  },
} as const;

export class CsvFormatError extends Error {}

export interface CsvProviderOptions {
  /** Values for columns the file does not have, e.g. { exchange: 'ASX' }. */
  defaults?: Record<string, string>;
}

/** The CSV importer: one file in the documented format for each of the three kinds of rows. */
export class CsvMarketDataProvider implements MarketDataProvider {
  readonly name: string;

  constructor(
    private readonly file: string,
    private readonly options: CsvProviderOptions = {},
  ) {
    this.name = `CSV ${basename(file)}`;
  }

  fetchUniverse(): Promise<ProvidedRows<UniverseRow>> {
    const c = COLUMNS.universe;
    return this.rows(c.required, (r) => ({
      exchange: r.exchange(),
      ticker: r.ticker(),
      name: r.required(c.name),
      currency: r.currency(),
      sector: r.text(c.sector, 144),
      industry: r.text(c.industry, 144),
      description: r.text(['description'], 2048),
      is_etf: r.flag(['is_etf']),
      classification: r.classification(['classification']),
      sic_code: r.sic(['sic', 'sic_code']),
      is_fund: r.flag(['is_fund']),
      fiscal_year_end: r.monthDay(c.fiscalYearEnd),
      last_price: r.amount(COLUMNS.prices.lastPrice),
      market_cap_m: r.amount(COLUMNS.prices.marketCap),
      shares_outstanding_m: r.amount(COLUMNS.prices.shares),
      as_of: r.timestamp(COLUMNS.prices.asOf),
    }));
  }

  fetchPrices(): Promise<ProvidedRows<PriceRow>> {
    const c = COLUMNS.prices;
    return this.rows(c.required, (r) => ({
      exchange: r.exchange(),
      ticker: r.ticker(),
      last_price: r.amount(c.lastPrice),
      market_cap_m: r.amount(c.marketCap),
      shares_outstanding_m: r.amount(c.shares),
      as_of: r.timestamp(c.asOf),
    }));
  }

  fetchFinancials(): Promise<ProvidedRows<FinancialImportRow>> {
    const c = COLUMNS.financials;
    return this.rows(c.required, (r) => {
      const kind = (r.text(['kind']) ?? 'historical').toLowerCase();
      if (!(FINANCIAL_KINDS as readonly string[]).includes(kind)) throw new RowError('kind must be historical or estimation');
      return {
        exchange: r.exchange(),
        ticker: r.ticker(),
        kind: kind as FinancialKind,
        fiscal_year_end: r.date(['fiscal_year_end'])!,
        sales_m: r.number(c.sales),
        gross_profit_m: r.number(['gross_profit_m']),
        ebitda_m: r.number(['ebitda_m']),
        ebit_m: r.number(['ebit_m']),
        pre_tax_income_m: r.number(c.preTax),
        npat_m: r.number(c.npat),
        eps: r.number(['eps']),
        dps: r.number(['dps']),
        net_debt_m: r.number(['net_debt_m']),
        shareholders_equity_m: r.number(['shareholders_equity_m']),
        source: r.text(['source'], 200) ?? basename(this.file),
      };
    });
  }

  private async rows<T>(required: readonly string[], read: (reader: RowReader) => T): Promise<ProvidedRows<T>> {
    const table = readCsv(await readFile(this.file, 'utf8'));
    const defaults = this.options.defaults ?? {};
    const missing = required.filter((name) => !table.header.includes(name) && !defaults[name] && !hasAlias(table.header, name));
    if (missing.length > 0) {
      throw new CsvFormatError(`${basename(this.file)} has no ${missing.join(', ')} column (its columns: ${table.header.join(', ') || 'none'}).`);
    }
    async function* generate(): AsyncGenerator<ProvidedRow<T>> {
      for (const { row, values } of table.rows) {
        try {
          yield { row, value: read(new RowReader(values, defaults)) };
        } catch (error) {
          if (!(error instanceof RowError)) throw error;
          yield { row, error: error.message };
        }
      }
    }
    return { total: table.rows.length, rows: generate() };
  }
}

function hasAlias(header: readonly string[], name: string): boolean {
  const aliases: Record<string, readonly string[]> = {
    name: COLUMNS.universe.name,
    ticker: ['symbol', 'code'],
    currency: ['reporting_currency'],
  };
  return (aliases[name] ?? []).some((alias) => header.includes(alias));
}
