import type { AppliedSplit, Classification, FinancialDetails, FinancialKind, UnderReview, Unavailable } from '@thesis/domain';

/**
 * Market data comes in three shapes of rows, whatever the source: the universe (who is listed
 * where), prices (the latest figures) and financial rows. Money ending in `_m` is in millions of the
 * row's currency; per-share values (price, eps, dps) are in currency units. A missing value is
 * `null` ("not available", never zero) and leaves a stored value unchanged.
 */
export interface UniverseRow {
  exchange: string;
  ticker: string;
  name: string;
  currency: string;
  sector: string | null;
  industry: string | null;
  description: string | null;
  is_etf: boolean | null;
  /** gics | sic: where sector and industry come from (null: as imported, unspecified). */
  classification: Classification | null;
  /** The SEC's four-digit SIC code (US companies). */
  sic_code: string | null;
  /** ETFs and funds (ranked after operating companies); null keeps the stored flag. */
  is_fund: boolean | null;
  /** MM-DD of the fiscal year end; stored as the next year end on or after `as_of` (or today). */
  fiscal_year_end: string | null;
  /** Optional figures, as in PriceRow. */
  last_price: number | null;
  market_cap_m: number | null;
  shares_outstanding_m: number | null;
  as_of: string | null;
}

export interface PriceRow {
  exchange: string;
  ticker: string;
  last_price: number | null;
  market_cap_m: number | null;
  shares_outstanding_m: number | null;
  /** yyyy-mm-dd (or an ISO timestamp) of the figures; the import time when null. */
  as_of: string | null;
}

export interface FinancialImportRow {
  exchange: string;
  ticker: string;
  kind: FinancialKind;
  /** yyyy-mm-dd: the end of the fiscal year the row describes. */
  fiscal_year_end: string;
  sales_m: number | null;
  gross_profit_m: number | null;
  ebitda_m: number | null;
  ebit_m: number | null;
  pre_tax_income_m: number | null;
  npat_m: number | null;
  eps: number | null;
  dps: number | null;
  net_debt_m: number | null;
  shareholders_equity_m: number | null;
  source: string | null;
  /**
   * Reference rows only (absent from imports): the fiscal year, EPS and DPS as filed (eps and dps
   * are then split-adjusted), the split factor and splits behind it, and why empty figures are empty.
   */
  reference?: {
    fiscal_year: number;
    eps_reported: number | null;
    dps_reported: number | null;
    split_factor: number;
    splits: AppliedSplit[];
    unavailable: Unavailable;
    /** Figures a plausibility check flagged, with the reason. */
    under_review?: UnderReview;
    /** Cash flow, shares and balance-sheet figures beyond the ten. */
    details?: FinancialDetails;
    /** Synced SEC rows: the filing of each figure (snapshot column → "accession form filed concept"). */
    filings?: Record<string, string>;
  };
}

/** A row as a provider hands it over: the value, or why it was rejected; `line` is 1-based data row. */
export type ProvidedRow<T> = { row: number; value: T } | { row: number; error: string };

export interface ProvidedRows<T> {
  /** How many rows to expect, when known (drives the progress bar). */
  total: number | null;
  rows: AsyncIterable<ProvidedRow<T>>;
}

/**
 * A source of market data. The CSV importer is one; a paid feed plugs in by implementing the same
 * three methods and handing the provider to `MarketDataImporter` (see docs/market-data.md).
 */
export interface MarketDataProvider {
  readonly name: string;
  fetchUniverse(): Promise<ProvidedRows<UniverseRow>>;
  fetchPrices(): Promise<ProvidedRows<PriceRow>>;
  fetchFinancials(): Promise<ProvidedRows<FinancialImportRow>>;
}
