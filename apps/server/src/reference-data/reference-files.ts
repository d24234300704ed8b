/**
 * The files of data/reference (see its README for sources, units, licences and caveats) and the
 * version of the set: a database that holds another version reloads it once (docs/market-data.md).
 */
export const REFERENCE_FILES = {
  asx: 'asx_listed_companies.csv',
  us: 'us_listed_securities.csv',
  sp500: 'us_sp500_companies.csv',
  financials: 'us_sp500_financials_2012_2016.csv',
  secFinancials: 'us_sp500_financials_sec_2015_2026.csv',
  sic: 'us_sec_company_sic.csv',
  splits: 'us_stock_splits_2015_2026.csv',
  fx: 'fx_monthly_per_usd.csv',
} as const;

/** Bump when the files or how they are loaded change: every database reloads the set once. */
export const REFERENCE_DATA_VERSION = '2026-12-07.metrics';
/** The name of the set in the reference_data table. */
export const REFERENCE_DATA_NAME = 'universe';

/** Date of the S&P 500 market snapshot (last price, market cap, shares). */
export const REFERENCE_SNAPSHOT_DATE = '2026-08-22';
/** When the SEC filings data was pulled (bounds how recently a figure can have been filed). */
export const SEC_DATA_PULLED_ON = '2026-08-22';
/** Exchange given to the S&P 500 members the Nasdaq Trader directory does not list (AVB, EQR). */
export const UNKNOWN_US_EXCHANGE = 'US';

/** The `source` of reference financial rows (the loader owns these rows and replaces them on reload). */
export const REFERENCE_SOURCES = {
  kaggle: 'SEC 10-K (Kaggle NYSE fundamentals, 2012–2016)',
  sec: 'SEC EDGAR XBRL filings (companyfacts, pulled 2026-08-22)',
  secWithKaggle: 'SEC EDGAR XBRL filings; pre-tax income, EBITDA and net debt from the 10-K data of the Kaggle NYSE fundamentals',
} as const;
/** The source of the shipped monthly exchange rates. */
export const REFERENCE_FX_SOURCE = 'Federal Reserve H.10 monthly averages (FRED, via datasets/exchange-rates)';
