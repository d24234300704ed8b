import { isWithin, PRICE_RANGE } from '../constants/number-ranges';

/**
 * Upside of a valuation against the last price, in % (spec §9): (value ÷ last price − 1) × 100.
 * Null when the value or the price is missing, when the price is outside the sane price range
 * (zero, negative, absurdly small or large — a bad stored row), or when the value is negative or
 * above the largest price: the ratio is then meaningless and could overflow. Not rounded: display
 * rounds (and grades round the same way, see `valuationGrade`).
 */
export function upside(value: number | null | undefined, lastPrice: number | null | undefined): number | null {
  if (value === null || value === undefined || lastPrice === null || lastPrice === undefined) return null;
  if (!isWithin(lastPrice, PRICE_RANGE) || !Number.isFinite(value) || value < 0 || value > PRICE_RANGE.max) return null;
  return (value / lastPrice - 1) * 100;
}
