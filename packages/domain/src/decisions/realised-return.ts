import type { ThresholdTable } from '../constants/valuation';
import { upside } from '../scoring/upside';
import { outcomeOf, type OutcomeKey } from './outcome-buckets';

/**
 * Realised return of a decision (%): (latest price ÷ price at decision − 1) × 100 — the same
 * ratio as the scoring package's upside. It is the investment's price return whatever the action
 * (a sell or pass is calibrated on the same outcome scale as a buy); dividends are not included.
 * Null when either price is missing or not finite, the decision price is not positive, or the
 * latest price is negative. Binary noise beyond 12 significant digits is removed; no other rounding.
 */
export function realisedReturn(priceAtDecision: number | null | undefined, latestPrice: number | null | undefined): number | null {
  if (typeof latestPrice === 'number' && latestPrice < 0) return null;
  const value = upside(latestPrice, priceAtDecision);
  // Binary noise off (11.5 ÷ 10 gives 14.999…%), so a return exactly on a threshold buckets as such.
  return value === null ? null : Number(value.toPrecision(12)) || 0;
}

/** The outcome bucket the realised return falls in on the trade type's scale. */
export function realisedOutcome(
  priceAtDecision: number | null | undefined,
  latestPrice: number | null | undefined,
  table: ThresholdTable,
): OutcomeKey | null {
  return outcomeOf(realisedReturn(priceAtDecision, latestPrice), table);
}
