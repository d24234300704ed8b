/**
 * What the reference data shipped with the app holds, as the Investments page tells it. The figures
 * are checked against the loaded data by the server's reference tests, so the page cannot drift from
 * the files (an operator's later imports and syncs add to them).
 */
export const SHIPPED_DATA = {
  asxCompanies: 1_985,
  asxAsOf: '05 Dec 2025',
  usListings: 13_106,
  sp500Constituents: 503,
  /** Listings with a last price (all of them S&P 500 constituents). */
  priced: 463,
  pricesAsOf: '22 Aug 2026',
  /** Companies with annual financials: today's constituents and former ones of the 2012–2016 file. */
  withFinancials: 557,
  firstFiscalYear: 2012,
  lastFiscalYear: 2026,
} as const;

const thousands = (value: number) => value.toLocaleString('en-US');

export const SHIPPED_UNIVERSE = [
  {
    key: 'asx',
    title: 'ASX',
    figure: `${thousands(SHIPPED_DATA.asxCompanies)} companies`,
    text: `The official ASX list of listed entities as at ${SHIPPED_DATA.asxAsOf}, with GICS sector and industry group. It carries no prices: ASX figures come from a market-data import or sync.`,
  },
  {
    key: 'us',
    title: 'US listings',
    figure: `About ${thousands(Math.round(SHIPPED_DATA.usListings / 100) * 100)} securities`,
    text: 'Every NASDAQ, NYSE and Cboe listing of the Nasdaq Trader directory, ETFs included: names and exchanges, without prices.',
  },
  {
    key: 'sp500',
    title: 'S&P 500',
    figure: `${SHIPPED_DATA.sp500Constituents} constituents`,
    text: `Last price and market capitalisation as of ${SHIPPED_DATA.pricesAsOf} for ${SHIPPED_DATA.priced} of them. Annual financials from SEC 10-K filings, fiscal ${SHIPPED_DATA.firstFiscalYear}–${SHIPPED_DATA.lastFiscalYear} (most companies ten years), for ${SHIPPED_DATA.withFinancials} companies, former constituents included.`,
  },
] as const;
