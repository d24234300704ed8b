import type { Bar, BulkBar, Dividend, Split } from './eodhd-client';

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
