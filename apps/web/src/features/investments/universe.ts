/**
 * What the shipped reference universe holds (data/reference/README.md). It describes the files the
 * app loads on first start; an operator's later market-data import can add to it.
 */
export const SHIPPED_UNIVERSE = [
  {
    key: 'asx',
    title: 'ASX',
    figure: '1,985 companies',
    text: 'The official ASX list of listed entities as at 05 Dec 2025, with GICS sector and industry group. It carries no prices: ASX figures come from a market-data import.',
  },
  {
    key: 'us',
    title: 'US listings',
    figure: 'About 13,100 securities',
    text: 'Every NASDAQ, NYSE and Cboe listing of the Nasdaq Trader directory, ETFs included: names and exchanges, without prices.',
  },
  {
    key: 'sp500',
    title: 'S&P 500',
    figure: '503 constituents',
    text: 'Last price, market capitalisation and shares as of 22 Aug 2026, and annual financials (fiscal 2012–2016, from SEC 10-K filings) for 447 of them.',
  },
] as const;
