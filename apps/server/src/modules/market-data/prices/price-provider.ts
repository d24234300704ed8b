/** One trading day of a listing: the close as traded, the close adjusted for later splits and dividends, the volume. */
export interface Bar {
  date: string;
  close: number;
  adjusted_close?: number | null;
  volume?: number | null;
}

/** A market's last day: a bar with the provider's code of the listing. */
export interface BulkBar extends Bar {
  code: string;
}

/** A split: ratio_new shares for ratio_old. */
export interface Split {
  date: string;
  ratio_new: number;
  ratio_old: number;
}

/** A cash dividend by ex-date. */
export interface Dividend {
  date: string;
  /** Per share as paid (not adjusted for later splits). */
  amount: number;
  currency: string | null;
}

/**
 * A source of daily prices: what PriceSync needs of it. EODHD (eodhd-client.ts) is the one the
 * product ships; another vendor plugs in by implementing these four reads in its own terms
 * (symbols, units, errors) and handing itself to PriceSync.
 */
export interface PriceProvider {
  /** Stored with each price ("EODHD"). */
  readonly source: string;
  /** The provider's symbol of a listing (BRK.B on NYSE → BRK-B.US), or null when it does not cover the exchange. */
  symbolOf(ticker: string, exchange: string): string | null;
  /** Daily bars from `from` on, oldest first; [] for a symbol it does not know. */
  bars(symbol: string, from: string, signal?: AbortSignal): Promise<Bar[]>;
  splits(symbol: string, from: string, signal?: AbortSignal): Promise<Split[]>;
  dividends(symbol: string, from: string, signal?: AbortSignal): Promise<Dividend[]>;
  /** The last trading day of every symbol of a market, as bars with their code (the listing's ticker, dashes for dots). */
  lastDay(market: 'US' | 'AU', date?: string, signal?: AbortSignal): Promise<BulkBar[]>;
}
