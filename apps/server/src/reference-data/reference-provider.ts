import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  FinancialImportRow,
  MarketDataProvider,
  PriceRow,
  ProvidedRow,
  ProvidedRows,
  UniverseRow,
} from '../modules/investments/market-data/provider';
import { readCsv, type CsvTable } from '../lib/csv';
import type { ListingIdentity } from '../modules/investments/market-data/checks/company-identity';
import type { FinancialsReport } from './financials-report';
import { referenceFinancials } from './reference-financials';
import { REFERENCE_FILES, REFERENCE_SNAPSHOT_DATE, UNKNOWN_US_EXCHANGE } from './reference-files';
import { SicIndustries, type SecRegistrant } from './sic-industries';

export { REFERENCE_FILES, REFERENCE_SNAPSHOT_DATE, UNKNOWN_US_EXCHANGE } from './reference-files';

// Trailing share-class wording of the Nasdaq Trader names, e.g. "Apple Inc. - Common Stock".
const EQUITY_SUFFIX = /\s*(?:-\s+)?(?:(?:Class|Series)\s+[A-Z]\s+)?(?:New\s+)?(?:Common\s+Stock|Common\s+Shares|Ordinary\s+Shares?|Capital\s+Stock)\s*$/i;
/** What the ASX publishes for funds, LICs, trusts and debt issuers instead of a GICS group. */
const ASX_NOT_APPLICABLE = 'Not Applic';

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

/** A registrant without a SIC code that the SEC files as "other"/"investment": a closed-end fund or trust. */
const isSecFund = (registrant: SecRegistrant | null) => !!registrant && !registrant.sic && (registrant.entityType === 'other' || registrant.entityType === 'investment');

/**
 * The shipped reference data as a market-data provider: every ASX company, every US-listed
 * security merged with the S&P 500 snapshot and classified (GICS for the S&P 500, the SEC's SIC
 * industry for the others), and ten years of annual financials of the S&P 500 (split-adjusted).
 */
export class ReferenceDataProvider implements MarketDataProvider {
  readonly name = 'reference data';
  private readonly tables = new Map<string, CsvTable>();
  private sicIndustries: SicIndustries | null = null;

  constructor(private readonly dir: string) {}

  private table(file: string): CsvTable {
    let found = this.tables.get(file);
    if (!found) {
      found = readCsv(readFileSync(join(this.dir, file), 'utf8'));
      this.tables.set(file, found);
    }
    return found;
  }

  private get sic(): SicIndustries {
    this.sicIndustries ??= new SicIndustries(this.table(REFERENCE_FILES.sic));
    return this.sicIndustries;
  }

  fetchUniverse(): Promise<ProvidedRows<UniverseRow>> {
    const base = { description: null, fiscal_year_end: null, last_price: null, market_cap_m: null, shares_outstanding_m: null, as_of: null, sic_code: null };
    const out: ProvidedRow<UniverseRow>[] = [];
    for (const { row, values } of this.table(REFERENCE_FILES.asx).rows) {
      const sector = orNull(values.gics_sector);
      out.push({
        row,
        value: {
          ...base, exchange: 'ASX', ticker: values.ticker!, name: values.company_name!, currency: values.currency || 'AUD', sector,
          industry: orNull(values.gics_industry_group), classification: sector ? 'gics' : null, is_etf: null, is_fund: values.gics_industry_group === ASX_NOT_APPLICABLE,
        },
      });
    }
    const us = new Map<string, ProvidedRow<UniverseRow> & { value: UniverseRow }>();
    for (const { row, values } of this.table(REFERENCE_FILES.us).rows) {
      const isEtf = values.is_etf === 'Y';
      const registrant = isEtf ? null : this.sic.find(values.exchange!, values.ticker!);
      const classified = registrant?.sic && registrant.division;
      us.set(values.ticker!, {
        row,
        value: {
          ...base, exchange: values.exchange!, ticker: values.ticker!, name: companyNameOf(values.security_name!), currency: values.currency || 'USD',
          sector: classified ? registrant.division : null, industry: classified ? registrant.description : null,
          classification: classified ? 'sic' : null, sic_code: registrant?.sic ?? null, is_etf: isEtf, is_fund: isEtf || isSecFund(registrant),
        },
      });
    }
    for (const { row, values } of this.table(REFERENCE_FILES.sp500).rows) {
      const listed = us.get(values.ticker!);
      const snapshot = {
        name: values.company_name!,
        sector: orNull(values.gics_sector),
        industry: orNull(values.gics_sub_industry),
        classification: 'gics' as const,
        sic_code: this.sic.findTicker(values.ticker!)?.sic ?? null,
        is_fund: false,
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

  /** Rows of companies no longer listed in the US, or of another company than today's listing, come back as errors. */
  fetchFinancials(): Promise<ProvidedRows<FinancialImportRow>> {
    const checked = this.checkedFinancials();
    this.report = checked.report;
    return Promise.resolve(rowsOf(checked.rows));
  }

  /** What the checks found in the last fetchFinancials (null before one). */
  report: FinancialsReport | null = null;

  /** The financial rows and the report of what the checks found (the loader logs it; data:check lists it). */
  checkedFinancials(): ReturnType<typeof referenceFinancials> {
    const listings = new Map<string, ListingIdentity & { exchange: string }>();
    for (const { values } of this.table(REFERENCE_FILES.us).rows) {
      const isEtf = values.is_etf === 'Y';
      const cik = isEtf ? null : (this.sic.find(values.exchange!, values.ticker!)?.cik ?? null);
      listings.set(values.ticker!, { exchange: values.exchange!, ticker: values.ticker!, name: companyNameOf(values.security_name!), cik, isEtf });
    }
    const quotes = new Map<string, { shares: number; price: number }>();
    for (const { values } of this.table(REFERENCE_FILES.sp500).rows) {
      const ticker = values.ticker!;
      const listed = listings.get(ticker);
      const cik = orNull(values.cik) ?? listed?.cik ?? null;
      listings.set(ticker, { exchange: listed?.exchange ?? orNull(values.exchange) ?? UNKNOWN_US_EXCHANGE, ticker, name: values.company_name!, cik, isEtf: false });
      const [price, cap] = [numberOrNull(values.last_price), numberOrNull(values.market_cap_usd_m)];
      if (price && cap && price > 0 && cap > 0) quotes.set(ticker, { shares: cap / price, price });
    }
    return referenceFinancials({
      sec: this.table(REFERENCE_FILES.secFinancials),
      kaggle: this.table(REFERENCE_FILES.financials),
      splits: this.table(REFERENCE_FILES.splits),
      listingOf: (ticker) => listings.get(ticker) ?? null,
      sicOf: (ticker) => this.sic.findTicker(ticker)?.sic ?? null,
      quoteOf: (ticker) => quotes.get(ticker) ?? null,
    });
  }

  /** The monthly exchange rates (units per US dollar). */
  fxRates(): { row: number; month: string; currency: string; units_per_usd: number }[] {
    return this.table(REFERENCE_FILES.fx).rows.flatMap(({ row, values }) => {
      const rate = numberOrNull(values.units_per_usd);
      return rate && rate > 0 && values.month && values.currency ? [{ row, month: values.month.slice(0, 7), currency: values.currency, units_per_usd: rate }] : [];
    });
  }
}
