import { isWithin, PRICE_RANGE } from '../constants/number-ranges';
import { monthOf, type FxStatus, type FxTable } from '../market/fx';
import { PORTFOLIO_SHARES_MAX } from './messages';

/**
 * Value and weight of each holding, and the totals (spec §3 Portfolio investment; issue 19 item 4):
 * - shares_total_price = shares_count × last price, in the company's own currency; a holding
 *   without a last price (or with one outside the sane price range, a bad stored row) is worth 0
 *   there and flagged price_missing;
 * - value: the same amount in the user's reporting currency, converted at the monthly rate of the
 *   month of the price's as-of date (market/fx.ts), with the rate and its month; a holding without
 *   a price, or without a rate, is not converted and is left out of the totals and weights;
 * - shares_weight = value in the reporting currency ÷ the value of the whole portfolio × 100,
 *   unrounded (the weights of the holdings that count sum to 100; 0 for those left out);
 * - totals are sums over the holdings given (a filtered view sums its own rows: its weighting is
 *   the share of the portfolio it holds).
 */
export interface PricedInput {
  shares_count: number;
  last_price: number | null;
  currency: string;
  /** As-of date of the price (its month picks the rate). */
  as_of?: string | null;
}

export type HoldingValueStatus = FxStatus | 'no_price';

/** A holding's value in the reporting currency, with what it was converted from. */
export interface HoldingMoney {
  /** In the reporting currency; null when not converted (no price or no rate). */
  amount: number | null;
  /** In the company's currency; null without a price. */
  original: number | null;
  currency: string;
  reporting_currency: string;
  rate: number | null;
  /** yyyy-mm of the rate used. */
  rate_month: string | null;
  /** yyyy-mm-dd of the price. */
  as_of: string | null;
  status: HoldingValueStatus;
}

export interface HoldingValue {
  shares_total_price: number;
  shares_weight: number;
  price_missing: boolean;
  value: HoldingMoney;
}

export interface HoldingTotals {
  /** Number of holdings. */
  count: number;
  /** Σ units. */
  shares_count: number;
  /** Σ value in the reporting currency, over the holdings that could be valued in it. */
  shares_total_price: number;
  /** Σ weight (100 for the whole portfolio, within rounding). */
  shares_weight: number;
  /** Holdings without a last price (left out of the totals). */
  price_missing_count: number;
  /** Holdings with a price but no exchange rate to the reporting currency (left out of the totals). */
  not_converted_count: number;
  /** Converted holdings whose price's month had no rate yet, so an earlier month's rate was used. */
  older_rate_count: number;
  /** The earlier months whose rates those holdings used (yyyy-mm, oldest first). */
  older_rate_months: string[];
  /** Distinct currencies of the priced holdings. */
  currencies: string[];
  reporting_currency: string;
}

/** Priced: a last price inside the sane range and a sane number of shares (a bad stored row counts as unpriced). */
const priced = (holding: PricedInput) =>
  holding.last_price !== null &&
  isWithin(holding.last_price, PRICE_RANGE) &&
  Number.isFinite(holding.shares_count) &&
  holding.shares_count >= 0 &&
  holding.shares_count <= PORTFOLIO_SHARES_MAX;

/** The value of one holding in its own currency and in the reporting currency. */
export function holdingMoney(holding: PricedInput, reporting: string, rates: FxTable): HoldingMoney {
  const asOf = holding.as_of ? holding.as_of.slice(0, 10) : null;
  if (!priced(holding)) {
    return { amount: null, original: null, currency: holding.currency, reporting_currency: reporting, rate: null, rate_month: null, as_of: asOf, status: 'no_price' };
  }
  const converted = rates.convert(holding.shares_count * holding.last_price!, holding.currency, reporting, holding.as_of);
  return { ...converted, as_of: asOf };
}

/** Values and weights of every holding of a portfolio (weights against the whole of it). */
export function valueHoldings(holdings: readonly PricedInput[], reporting: string, rates: FxTable): { values: HoldingValue[]; total: number } {
  const money = holdings.map((holding) => holdingMoney(holding, reporting, rates));
  const total = money.reduce((sum, entry) => sum + (entry.amount ?? 0), 0);
  const values = money.map((entry) => ({
    shares_total_price: entry.original ?? 0,
    shares_weight: total > 0 && entry.amount !== null ? (entry.amount / total) * 100 : 0,
    price_missing: entry.status === 'no_price',
    value: entry,
  }));
  return { values, total };
}

export function holdingTotals(rows: readonly (PricedInput & HoldingValue)[], reporting: string): HoldingTotals {
  const currencies = new Set<string>();
  let shares = 0;
  let value = 0;
  let weight = 0;
  let missing = 0;
  let unconverted = 0;
  const olderMonths = new Set<string>();
  let older = 0;
  for (const row of rows) {
    shares += row.shares_count;
    value += row.value.amount ?? 0;
    weight += row.shares_weight;
    if (row.value.status === 'no_price') missing += 1;
    else currencies.add(row.currency);
    if (row.value.status === 'no_rate') unconverted += 1;
    const priceMonth = monthOf(row.value.as_of);
    if (row.value.status === 'converted' && row.value.rate_month && priceMonth && row.value.rate_month < priceMonth) {
      older += 1;
      olderMonths.add(row.value.rate_month);
    }
  }
  return {
    count: rows.length, shares_count: shares, shares_total_price: value, shares_weight: weight,
    price_missing_count: missing, not_converted_count: unconverted, older_rate_count: older, older_rate_months: [...olderMonths].sort(), currencies: [...currencies].sort(), reporting_currency: reporting,
  };
}
