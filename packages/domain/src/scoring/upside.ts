/**
 * Upside of a valuation against the last price, in % (spec §9): (value ÷ last price − 1) × 100.
 * Null when the value or the price is missing, when the price is zero or negative (no
 * meaningful ratio), or when either is not a finite number. Not rounded: display rounds.
 */
export function upside(value: number | null | undefined, lastPrice: number | null | undefined): number | null {
  if (value === null || value === undefined || lastPrice === null || lastPrice === undefined) return null;
  if (!Number.isFinite(value) || !Number.isFinite(lastPrice) || lastPrice <= 0) return null;
  return (value / lastPrice - 1) * 100;
}
