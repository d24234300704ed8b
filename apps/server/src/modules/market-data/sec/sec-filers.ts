import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { isSet } from '../../../db/values';
import { US_EXCHANGES } from '../sync-runs.repository';
import type { TickerEntry } from './company-facts';

/** The SEC names the US exchanges Nasdaq, NYSE (also for NYSE American and Arca) and CBOE. */
const SEC_EXCHANGES: Readonly<Record<string, readonly string[]>> = {
  Nasdaq: ['NASDAQ'],
  NYSE: ['NYSE', 'NYSE American', 'NYSE Arca', 'US'],
  CBOE: ['Cboe BZX'],
};

export interface UsListing {
  id: string;
  exchange: string;
  ticker: string;
  name: string;
  isEtf: boolean;
  lastPrice: number | null;
  /** Millions of shares the price is quoted on. */
  shares: number | null;
}

/** A registrant with the listings of the universe the SEC maps to it (share classes: several). */
export interface SecFilerListings {
  cik: string;
  name: string;
  listings: UsListing[];
}

/** The SEC writes share classes with a dash (BRK-B), the exchanges' lists with a dot (BRK.B). */
const universeTicker = (secTicker: string) => secTicker.toUpperCase().replace(/-/g, '.');

/** The US listings of the universe that are operating companies (funds file no 10-K). */
export async function usListings(db: Kysely<Database>): Promise<UsListing[]> {
  const rows = await db
    .selectFrom('investments')
    .select(['id', 'exchange', 'ticker', 'name', 'is_etf', 'last_price', 'issued_shares'])
    .where('type', '=', 'listed')
    .where('exchange', 'in', US_EXCHANGES)
    .execute();
  return rows.map((row) => ({ id: row.id, exchange: row.exchange!, ticker: row.ticker, name: row.name, isEtf: isSet(row.is_etf), lastPrice: row.last_price, shares: row.issued_shares }));
}

/**
 * Today's SEC registrant of each listed US ticker: the SEC's ticker list names the company that
 * files under a ticker now, so a reused ticker never gets its former company's figures and a
 * renamed ticker (FB → META) follows its company. Tickers the SEC lists on OTC or without an
 * exchange, and funds, are left out.
 */
export function matchFilers(entries: readonly TickerEntry[], listings: readonly UsListing[]): Map<string, SecFilerListings> {
  const byTicker = new Map<string, UsListing[]>();
  for (const listing of listings) {
    const list = byTicker.get(listing.ticker);
    if (list) list.push(listing);
    else byTicker.set(listing.ticker, [listing]);
  }
  const filers = new Map<string, SecFilerListings>();
  for (const entry of entries) {
    const exchanges = entry.exchange ? SEC_EXCHANGES[entry.exchange] : undefined;
    if (!exchanges) continue;
    const listing = byTicker.get(universeTicker(entry.ticker))?.find((candidate) => exchanges.includes(candidate.exchange) && !candidate.isEtf);
    if (!listing) continue;
    const cik = String(entry.cik);
    const filer = filers.get(cik) ?? { cik, name: entry.name, listings: [] };
    if (!filer.listings.includes(listing)) filer.listings.push(listing);
    filers.set(cik, filer);
  }
  return filers;
}

/** The filers behind the given tickers (as the universe writes them), and the tickers none is behind. */
export function filersOfTickers(filers: ReadonlyMap<string, SecFilerListings>, tickers: readonly string[]): { found: SecFilerListings[]; unknown: string[] } {
  const wanted = new Set(tickers.map(universeTicker));
  const found = [...filers.values()].filter((filer) => filer.listings.some((listing) => wanted.has(listing.ticker)));
  const known = new Set(found.flatMap((filer) => filer.listings.map((listing) => listing.ticker)));
  return { found, unknown: [...wanted].filter((ticker) => !known.has(ticker)) };
}
