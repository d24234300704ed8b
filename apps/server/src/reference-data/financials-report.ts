/**
 * What the checks of the shipped financials found, by class: the load log counts it and
 * `npm run cli -- data:check` lists it company by company.
 */
export interface FinancialsReport {
  /** Tickers whose rows were dropped because nothing is listed under them today. */
  notListed: { ticker: string; rows: number }[];
  /** Rows dropped because they belong to another company than today's listing (a reused ticker). */
  identity: { ticker: string; reason: string; rows: number }[];
  /** Rows dropped because they are not a full fiscal year. */
  partialYears: { ticker: string; periodEnd: string; reason: string }[];
  /** Per-share figures on another share basis than the price or the other file, by no split ratio. */
  basisBreaks: { ticker: string; reason: string }[];
  /** Figures a plausibility check flagged (before an operator's decisions). */
  flagged: { ticker: string; periodEnd: string; field: string; reason: string }[];
  /** Splits found in the filings rather than the split list ("WRB 3:2"). */
  detectedSplits: Set<string>;
}

export function emptyReport(): FinancialsReport {
  return { notListed: [], identity: [], partialYears: [], basisBreaks: [], flagged: [], detectedSplits: new Set() };
}
