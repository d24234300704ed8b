import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { searchTermsOf } from './investments.repository';
import { prefixEnd } from './search-keys';

/** What the search ranks and matches an investment by (the search_* columns, and its terms). */
export interface SearchEntry {
  id: string;
  band: number;
  cap: number | null;
  /** search_name: the folded name. */
  name: string;
  /** search_ticker and its length. */
  ticker: string;
  tickerLength: number;
  /** The distinct name words and the ticker (searchTermsOf), as investment_search_terms holds them. */
  terms: readonly string[];
}

export interface SearchEntryRow {
  id: string;
  name: string;
  ticker: string;
  search_ticker: string;
  ticker_length: number | string;
  search_name: string;
  search_band: number | string;
  search_cap: number | string | null;
}

/** The columns a SearchEntryRow reads from investments. */
export const ENTRY_COLUMNS = ['id', 'name', 'ticker', 'search_ticker', 'ticker_length', 'search_name', 'search_band', 'search_cap'] as const;

export function entryOf(row: SearchEntryRow): SearchEntry {
  return {
    id: row.id,
    band: Number(row.search_band),
    cap: row.search_cap === null ? null : Number(row.search_cap),
    name: row.search_name,
    ticker: row.search_ticker,
    tickerLength: Number(row.ticker_length),
    terms: searchTermsOf(row.name, row.ticker),
  };
}

/** Search order: band (operating companies by market cap, then funds), larger market cap first, unknown last, then name. */
export function byRank(a: SearchEntry, b: SearchEntry): number {
  return a.band - b.band || (b.cap ?? -1) - (a.cap ?? -1) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || (a.id < b.id ? -1 : 1);
}

/** The first index of `sorted` whose key is not below `key`. */
function lowerBound<T>(sorted: readonly T[], key: string, keyOf: (item: T) => string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keyOf(sorted[middle]!) < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** [from, to): the entries of `sorted` whose key starts with `prefix`. */
function prefixRange<T>(sorted: readonly T[], prefix: string, keyOf: (item: T) => string): [number, number] {
  return [lowerBound(sorted, prefix, keyOf), lowerBound(sorted, prefixEnd(prefix), keyOf)];
}

/**
 * The `need` smallest distinct ranks of `ranks[from..to)` that `accept` takes, smallest first: one
 * pass over the range, keeping the best so far in a short sorted list (`ap` has 240 names: 240 integer
 * comparisons instead of sorting 240 companies).
 */
function smallestRanks(ranks: Int32Array, from: number, to: number, need: number, accept: (rank: number) => boolean): number[] {
  const best: number[] = [];
  for (let index = from; index < to; index += 1) {
    const rank = ranks[index]!;
    if (best.length === need && rank >= best[need - 1]!) continue;
    let at = best.length;
    while (at > 0 && best[at - 1]! > rank) at -= 1;
    if ((at > 0 && best[at - 1] === rank) || !accept(rank)) continue;
    best.splice(at, 0, rank);
    if (best.length > need) best.pop();
  }
  return best;
}

/**
 * The listed universe's search keys, held in memory by each server instance (issue 14: a search read
 * up to 34 index ranges a request). Built from one read of the listed investments at `version`
 * (migration 0020); the search reads that version with every request and builds a new index when it
 * has moved. An index is never changed after it is built.
 *
 * Every entry has a rank: its place in search order (byRank). Names and terms are kept sorted with
 * the rank of their entry beside them, so a prefix is a range of each, and its best matches are the
 * smallest ranks of the range.
 */
export class ListedSearchIndex {
  /** Every listed entry, best first (byRank): entry `rank` is ranked[rank]. */
  private readonly ranked: SearchEntry[];
  private readonly byTicker = new Map<string, SearchEntry[]>();
  /** Names in order, and the rank of each name's entry. */
  private readonly names: string[];
  private readonly nameRanks: Int32Array;
  /** Terms in order (an entry once per term), and the rank of each term's entry. */
  private readonly terms: string[];
  private readonly termRanks: Int32Array;

  constructor(readonly version: string, entries: readonly SearchEntry[]) {
    this.ranked = [...entries].sort(byRank);
    for (const entry of this.ranked) {
      const same = this.byTicker.get(entry.ticker);
      if (same) same.push(entry);
      else this.byTicker.set(entry.ticker, [entry]);
    }
    const byKey = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
    const names = this.ranked.map((entry, rank) => ({ key: entry.name, rank })).sort(byKey);
    this.names = names.map((item) => item.key);
    this.nameRanks = Int32Array.from(names, (item) => item.rank);
    const terms = this.ranked.flatMap((entry, rank) => entry.terms.map((key) => ({ key, rank }))).sort(byKey);
    this.terms = terms.map((item) => item.key);
    this.termRanks = Int32Array.from(terms, (item) => item.rank);
  }

  get size(): number {
    return this.ranked.length;
  }

  /** Listed entries with exactly this ticker key, best first. */
  withTicker(ticker: string): readonly SearchEntry[] {
    return this.byTicker.get(ticker) ?? [];
  }

  /** The best `need` listed entries whose name starts with `prefix` and that `accept` takes, best first. */
  bestNamed(prefix: string, need: number, accept: (entry: SearchEntry) => boolean): SearchEntry[] {
    const [from, to] = prefixRange(this.names, prefix, (name) => name);
    return this.entries(smallestRanks(this.nameRanks, from, to, need, (rank) => accept(this.ranked[rank]!)));
  }

  /**
   * The best `need` listed entries with a term starting with each of `prefixes` that `accept` takes,
   * best first. It reads the range of the prefix fewest terms start with and checks the others.
   */
  bestWithTerms(prefixes: readonly string[], need: number, accept: (entry: SearchEntry) => boolean): SearchEntry[] {
    const ranges = prefixes.map((prefix) => prefixRange(this.terms, prefix, (term) => term));
    const fewest = ranges.reduce((best, range, index) => (range[1] - range[0] < ranges[best]![1] - ranges[best]![0] ? index : best), 0);
    const [from, to] = ranges[fewest]!;
    const others = prefixes.filter((_, index) => index !== fewest).map(hasTermFrom);
    return this.entries(smallestRanks(this.termRanks, from, to, need, (rank) => {
      const entry = this.ranked[rank]!;
      return accept(entry) && others.every((has) => has(entry));
    }));
  }

  private entries(ranks: readonly number[]): SearchEntry[] {
    return ranks.map((rank) => this.ranked[rank]!);
  }

  /** Reads the listed universe's search keys: the version first, so a write that lands meanwhile makes the next search build again. */
  static async load(db: Kysely<Database>): Promise<ListedSearchIndex> {
    const version = await db.selectFrom('listed_universe_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow();
    const rows = await db.selectFrom('investments').select(ENTRY_COLUMNS).where('owner_id', 'is', null).execute();
    return new ListedSearchIndex(String(version.version), rows.map(entryOf));
  }
}

/** Whether an entry has a term starting with `prefix`. */
export function hasTermFrom(prefix: string): (entry: SearchEntry) => boolean {
  const end = prefixEnd(prefix);
  return (entry) => entry.terms.some((term) => term >= prefix && term < end);
}

/** Counts the listed universe's version up: call inside the transaction that changed its search keys. */
export async function bumpListedUniverseVersion(db: Kysely<Database>): Promise<void> {
  await db.updateTable('listed_universe_version').set((eb) => ({ version: eb('version', '+', 1) })).where('id', '=', 1).execute();
}
