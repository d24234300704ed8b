import { isWithin, PRICE_RANGE } from '../constants/number-ranges';
import { PORTFOLIO_SHARES_MAX } from './messages';

/**
 * Value and weight of each holding, and the totals (spec §3 Portfolio investment):
 * - shares_total_price = shares_count × last price; a holding without a last price (or with one
 *   outside the sane price range, a bad stored row) is worth 0 and flagged price_missing;
 * - shares_weight = shares_total_price ÷ the value of the whole portfolio × 100, unrounded (the
 *   weights of all holdings sum to 100; 0 each while nothing has a price);
 * - totals are sums over the holdings given (a filtered view sums its own rows: its weighting is
 *   the share of the portfolio it holds).
 */
export interface PricedInput {
  shares_count: number;
  last_price: number | null;
  currency: string;
}

export interface HoldingValue {
  shares_total_price: number;
  shares_weight: number;
  price_missing: boolean;
}

export interface HoldingTotals {
  /** Number of holdings. */
  count: number;
  /** Σ units. */
  shares_count: number;
  /** Σ value. */
  shares_total_price: number;
  /** Σ weight (100 for the whole portfolio, within rounding). */
  shares_weight: number;
  /** Holdings without a last price (counted at 0). */
  price_missing_count: number;
  /** Distinct currencies of the priced holdings: more than one means the value sums unconverted prices. */
  currencies: string[];
}

/** Shares × last price; null when the price (or the number of shares) is missing or outside its sane range. */
function valueOf(holding: PricedInput): number | null {
  if (holding.last_price === null || !isWithin(holding.last_price, PRICE_RANGE)) return null;
  if (!Number.isFinite(holding.shares_count) || holding.shares_count < 0 || holding.shares_count > PORTFOLIO_SHARES_MAX) return null;
  return holding.shares_count * holding.last_price;
}

export function holdingValue(holding: PricedInput, portfolioValue: number): HoldingValue {
  const value = valueOf(holding);
  const worth = value ?? 0;
  return { shares_total_price: worth, shares_weight: portfolioValue > 0 ? (worth / portfolioValue) * 100 : 0, price_missing: value === null };
}

/** The value of the whole portfolio: Σ shares × last price over the priced holdings. */
export function portfolioValue(holdings: readonly PricedInput[]): number {
  return holdings.reduce((sum, holding) => sum + (valueOf(holding) ?? 0), 0);
}

export function holdingTotals(rows: readonly (PricedInput & HoldingValue)[]): HoldingTotals {
  const currencies = new Set<string>();
  let shares = 0;
  let value = 0;
  let weight = 0;
  let missing = 0;
  for (const row of rows) {
    shares += row.shares_count;
    value += row.shares_total_price;
    weight += row.shares_weight;
    if (row.price_missing) missing += 1;
    else currencies.add(row.currency);
  }
  return { count: rows.length, shares_count: shares, shares_total_price: value, shares_weight: weight, price_missing_count: missing, currencies: [...currencies].sort() };
}
