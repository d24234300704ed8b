import { z } from 'zod';

/** The spans of the company page's price chart. */
export const PRICE_RANGES = ['1M', '6M', '1Y', '5Y', 'MAX'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];
/** Months each span covers (MAX: everything stored). */
export const PRICE_RANGE_MONTHS: Readonly<Record<PriceRange, number | null>> = { '1M': 1, '6M': 6, '1Y': 12, '5Y': 60, MAX: null };

/** The first day a span starts on, counted back from the latest price's day (yyyy-mm-dd). */
export function priceRangeStart(range: PriceRange, latest: string): string | null {
  const months = PRICE_RANGE_MONTHS[range];
  if (months === null) return null;
  const at = new Date(`${latest}T00:00:00Z`);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at.toISOString().slice(0, 10);
}

export const pricePointSchema = z.object({
  date: z.string(),
  /** As traded that day. */
  close: z.number(),
  /** Adjusted for later splits and dividends: the line a chart draws across a split. */
  adjusted_close: z.number().nullable(),
});
export type PricePoint = z.infer<typeof pricePointSchema>;

export const priceHistorySchema = z.object({
  currency: z.string(),
  /** Where the prices come from ("EODHD"), or null when none are stored. */
  source: z.string().nullable(),
  /** The latest trading day stored. */
  as_of: z.string().nullable(),
  points: z.array(pricePointSchema),
  splits: z.array(z.object({ date: z.string(), ratio_new: z.number(), ratio_old: z.number() })),
  dividends: z.array(z.object({ date: z.string(), amount: z.number(), currency: z.string().nullable() })),
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;

/** "4:1 split" / "1:8 reverse split" */
export function splitLabel(split: { ratio_new: number; ratio_old: number }): string {
  const ratio = `${+split.ratio_new.toFixed(4)}:${+split.ratio_old.toFixed(4)}`;
  return split.ratio_new >= split.ratio_old ? `${ratio} split` : `${ratio} reverse split`;
}

/** Why a company page has no price chart. */
export const PRICE_MESSAGES = {
  noPrices: 'No daily prices are stored for this company yet. They come from the price provider once an administrator sets it up (or from a CSV import of prices).',
} as const;
