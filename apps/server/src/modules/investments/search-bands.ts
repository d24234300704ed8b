import { FX_BASE_CURRENCY, type FxTable } from '@thesis/domain';

/**
 * The coarse rank behind search ordering (issue 19 item 7): operating companies before ETFs and
 * funds, larger market caps before smaller, unknown market caps last. Companies with a market cap
 * fall into CAP_BANDS bands of (about) equal size by market cap in US dollars, largest first; inside
 * a band the search orders by the exact market cap (search_cap), then by name (listed-search-index.ts).
 *
 *   0 … 15  operating, by market cap      16  operating, market cap unknown
 *  17 … 32  funds, by market cap          33  funds, market cap unknown
 */
export const CAP_BANDS = 16;
export const OPERATING_UNKNOWN_BAND = CAP_BANDS;
export const FUND_OFFSET = CAP_BANDS + 1;
export const LAST_BAND = FUND_OFFSET + CAP_BANDS;

/** The smallest market cap of each band (descending), from every known market cap. */
export function bandThresholds(caps: readonly number[]): number[] {
  const sorted = [...caps].sort((a, b) => b - a);
  if (sorted.length === 0) return [];
  return Array.from({ length: CAP_BANDS }, (_, band) => sorted[Math.max(0, Math.ceil(((band + 1) * sorted.length) / CAP_BANDS) - 1)]!);
}

export function bandOf(isFund: boolean, cap: number | null, thresholds: readonly number[]): number {
  const offset = isFund ? FUND_OFFSET : 0;
  if (cap === null || thresholds.length === 0) return offset + CAP_BANDS;
  const band = thresholds.findIndex((threshold) => cap >= threshold);
  return offset + (band === -1 ? CAP_BANDS - 1 : band);
}

/**
 * A market cap in US$ millions for ranking: at the rate of its as-of month (or, for ranking only,
 * the latest rate of its currency); null when unknown or not positive.
 */
export function rankingCap(marketCap: number | null, currency: string, asOf: string | null, rates: FxTable, latest: ReadonlyMap<string, number>): number | null {
  if (marketCap === null || !(marketCap > 0)) return null;
  if (currency === FX_BASE_CURRENCY) return marketCap;
  const converted = rates.convert(marketCap, currency, FX_BASE_CURRENCY, asOf);
  if (converted.amount !== null) return converted.amount;
  const units = latest.get(currency);
  return units ? marketCap / units : marketCap;
}
