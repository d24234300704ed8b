import type { Timeframe } from '../constants/decisions';
import type { ThresholdTable } from '../constants/valuation';

/**
 * The decision types every new library starts with, so a first decision needs no set-up. Each is an
 * ordinary type of the user's own afterwards: renamed, re-scaled or deleted like one they made.
 * Thresholds are the total return in % over the timeframe, graded by the one rule of grade-bands.ts:
 * on the long-term type a five-year return above 60 % (about 10 % a year) is Very good.
 */
export interface DefaultTradeType extends ThresholdTable {
  name: string;
  description: string;
  timeframe: Timeframe;
}

export const DEFAULT_TRADE_TYPES: readonly DefaultTradeType[] = Object.freeze([
  {
    name: 'Long-term buy/sell',
    description:
      'Buy to own for five years or more, or sell out of a long holding. Returns are the total over five years: above 100 % (about 15 % a year) is Excellent, above 60 % (10 % a year) Very good, above 25 % Good.',
    timeframe: 'year_5',
    excellent: 150,
    v_good: 100,
    good: 60,
    average: 25,
    below_ave: 0,
    poor: -20,
    v_poor: -40,
    min: -100,
    max: 200,
  },
  {
    name: 'Medium-term position',
    description: 'A position held for about two years, for a re-rating or a recovery the research expects. Returns are the total over two years.',
    timeframe: 'year_2',
    excellent: 80,
    v_good: 50,
    good: 25,
    average: 10,
    below_ave: -5,
    poor: -15,
    v_poor: -30,
    min: -100,
    max: 150,
  },
  {
    name: 'Short-term trade',
    description: 'A trade closed within six months, on an event or a price level. Returns are the total over six months.',
    timeframe: 'month_6',
    excellent: 40,
    v_good: 25,
    good: 12,
    average: 5,
    below_ave: -5,
    poor: -12,
    v_poor: -20,
    min: -50,
    max: 100,
  },
]);
