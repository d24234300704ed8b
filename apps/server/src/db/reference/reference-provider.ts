import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  FinancialImportRow,
  MarketDataProvider,
  PriceRow,
  ProvidedRow,
  ProvidedRows,
  UniverseRow,
} from '../../modules/investments/market-data/provider';
import { readCsv } from './csv';

/** The four files of data/reference (see its README for sources, units and licences). */
export const REFERENCE_FILES = {
  asx: 'asx_listed_companies.csv',
  us: 'us_listed_securities.csv',
  sp500: 'us_sp500_companies.csv',
  financials: 'us_sp500_financials_2012_2016.csv',
} as const;
/** Date of the S&P 500 market snapshot (last price, market cap, shares). */
export const REFERENCE_SNAPSHOT_DATE = '2026-08-22';
/** Exchange given to the S&P 500 members the Nasdaq Trader directory does not list (AVB, EQR). */
export const UNKNOWN_US_EXCHANGE = 'US';
const FINANCIALS_SOURCE = 'SEC 10-K (Kaggle NYSE fundamentals, 2012–2016)';

// Trailing share-class wording of the Nasdaq Trader names, e.g. "Apple Inc. - Common Stock".
const EQUITY_SUFFIX = /\s*(?:-\s+)?(?:(?:Class|Series)\s+[A-Z]\s+)?(?:New\s+)?(?:Common\s+Stock|Common\s+Shares|Ordinary\s+Shares?|Capital\s+Stock)\s*$/i;

/** A company name from a security name: the share-class wording dropped where it is clearly a suffix. */
export function companyNameOf(securityName: string): string {
  const stripped = securityName.replace(EQUITY_SUFFIX, '').replace(/[\s,-]+$/, '').trim();
  return stripped || securityName.trim();
}

const orNull = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);
const numberOrNull = (value: string | undefined) => {
  const text = orNull(value);
  return text === null || !Number.isFinite(Number(text)) ? null : Number(text);
};

function rowsOf<T>(values: readonly ProvidedRow<T>[]): ProvidedRows<T> {
  return {
    total: values.length,
    rows: (async function* () {
      yield* values;
    })(),
  };
}

/**
 * The shipped reference data as a market-data provider: every ASX company, every US-listed
 * security merged with the S&P 500 snapshot, and the S&P 500 annual financials 2012–2016.
 */
export class ReferenceDataProvider implements MarketDataProvider {
  readonly name = 'reference data';

  constructor(private readonly dir: string) {}

  private table(file: string) {
    return readCsv(readFileSync(join(this.dir, file), 'utf8')).rows;
  }

  fetchUniverse(): Promise<ProvidedRows<UniverseRow>> {
    const base = { description: null, fiscal_year_end: null, last_price: null, market_cap_m: null, shares_outstanding_m: null, as_of: null };
    const out: ProvidedRow<UniverseRow>[] = [];
    for (const { row, values } of this.table(REFERENCE_FILES.asx)) {
      out.push({
        row,
        value: { ...base, exchange: 'ASX', ticker: values.ticker!, name: values.company_name!, currency: values.currency || 'AUD', sector: orNull(values.gics_sector), industry: orNull(values.gics_industry_group), is_etf: null },
      });
    }
    const us = new Map<string, ProvidedRow<UniverseRow> & { value: UniverseRow }>();
    for (const { row, values } of this.table(REFERENCE_FILES.us)) {
      us.set(values.ticker!, {
        row,
        value: { ...base, exchange: values.exchange!, ticker: values.ticker!, name: companyNameOf(values.security_name!), currency: values.currency || 'USD', sector: null, industry: null, is_etf: values.is_etf === 'Y' },
      });
    }
    for (const { row, values } of this.table(REFERENCE_FILES.sp500)) {
      const listed = us.get(values.ticker!);
      const snapshot = {
        name: values.company_name!,
        sector: orNull(values.gics_sector),
        industry: orNull(values.gics_sub_industry),
        fiscal_year_end: orNull(values.fiscal_year_end_mm_dd),
        last_price: numberOrNull(values.last_price),
        market_cap_m: numberOrNull(values.market_cap_usd_m),
        shares_outstanding_m: numberOrNull(values.shares_outstanding_m),
        as_of: `${REFERENCE_SNAPSHOT_DATE}T00:00:00.000Z`,
      };
      if (listed) Object.assign(listed.value, snapshot);
      else {
        const exchange = orNull(values.exchange) ?? UNKNOWN_US_EXCHANGE;
        us.set(values.ticker!, { row, value: { ...base, ...snapshot, exchange, ticker: values.ticker!, currency: values.currency || 'USD', description: null, is_etf: false } });
      }
    }
    out.push(...us.values());
    return Promise.resolve(rowsOf(out));
  }

  fetchPrices(): Promise<ProvidedRows<PriceRow>> {
    return Promise.resolve(rowsOf([]));
  }

  /** Rows of companies no longer listed in the US come back as errors (nothing to attach them to). */
  fetchFinancials(): Promise<ProvidedRows<FinancialImportRow>> {
    const exchanges = new Map<string, string>();
    for (const { values } of this.table(REFERENCE_FILES.us)) exchanges.set(values.ticker!, values.exchange!);
    for (const { values } of this.table(REFERENCE_FILES.sp500)) {
      if (!exchanges.has(values.ticker!)) exchanges.set(values.ticker!, orNull(values.exchange) ?? UNKNOWN_US_EXCHANGE);
    }
    const out: ProvidedRow<FinancialImportRow>[] = this.table(REFERENCE_FILES.financials).map(({ row, values }) => {
      const exchange = exchanges.get(values.ticker!);
      if (!exchange) return { row, error: `${values.ticker} is no longer listed on a US exchange` };
      return {
        row,
        value: {
          exchange,
          ticker: values.ticker!,
          kind: 'historical',
          fiscal_year_end: values.fiscal_year_end!,
          sales_m: numberOrNull(values.revenue_m),
          gross_profit_m: numberOrNull(values.gross_profit_m),
          ebitda_m: numberOrNull(values.ebitda_m),
          ebit_m: numberOrNull(values.ebit_m),
          pre_tax_income_m: numberOrNull(values.pretax_income_m),
          npat_m: numberOrNull(values.net_income_m),
          eps: numberOrNull(values.eps),
          dps: null,
          net_debt_m: numberOrNull(values.net_debt_m),
          shareholders_equity_m: numberOrNull(values.shareholders_equity_m),
          source: FINANCIALS_SOURCE,
        },
      };
    });
    return Promise.resolve(rowsOf(out));
  }
}
