import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { prefixEnd, termsOfKeys } from './search-keys';

/** What the search ranks and matches an investment by (the search_* columns, and its terms). */
export interface SearchEntry {
  id: string;
  band: number;
  cap: number | null;
  /** search_name: the folded name. */
  name: string;
  /** search_ticker. */
  ticker: string;
  /** The distinct name words and the ticker (termsOfKeys). */
  terms: readonly string[];
}

export interface SearchEntryRow {
  id: string;
  search_ticker: string;
  search_name: string;
  search_band: number | string;
  search_cap: number | string | null;
}

/** The columns a SearchEntryRow reads from investments. */
export const ENTRY_COLUMNS = ['id', 'search_ticker', 'search_name', 'search_band', 'search_cap'] as const;

export function entryOf(row: SearchEntryRow): SearchEntry {
  return {
    id: row.id,
    band: Number(row.search_band),
    cap: row.search_cap === null ? null : Number(row.search_cap),
    name: row.search_name,
    ticker: row.search_ticker,
    terms: termsOfKeys(row.search_name, row.search_ticker),
  };
}

/** Search order: band (operating companies by market cap, then funds), larger market cap first, unknown last, then name. */
export function byRank(a: SearchEntry, b: SearchEntry): number {
  return a.band - b.band || (b.cap ?? -1) - (a.cap ?? -1) || compareKeys(a.name, b.name) || compareKeys(a.id, b.id);
}

/** Keys compared by code unit (the stored keys are printable ASCII: the same as byte order). */
function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The first index of `sorted` not below `key`. */
function lowerBound(sorted: readonly string[], key: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** [from, to): the keys of `sorted` that start with `prefix`. */
function prefixRange(sorted: readonly string[], prefix: string): [number, number] {
  return [lowerBound(sorted, prefix), lowerBound(sorted, prefixEnd(prefix))];
}

/**
 * The `need` smallest distinct ranks `accept` takes among those offered, smallest first: the best so
 * far are kept in a short sorted list, so a range is one pass of integer comparisons (`ap` has 240
 * names: no sorting of 240 companies).
 */
class SmallestRanks {
  readonly ranks: number[] = [];

  constructor(private readonly need: number, private readonly accept: (rank: number) => boolean) {}

  /** Offers a rank; false when it is too large to enter (a list in rank order can stop there). */
  offer(rank: number): boolean {
    const { ranks, need } = this;
    if (ranks.length === need && rank >= ranks[need - 1]!) return false;
    let at = ranks.length;
    while (at > 0 && ranks[at - 1]! > rank) at -= 1;
    if ((at > 0 && ranks[at - 1] === rank) || !this.accept(rank)) return true;
    ranks.splice(at, 0, rank);
    if (ranks.length > need) ranks.pop();
    return true;
  }
}

/**
 * The listed universe's search keys, held in memory by each server instance (issue 14: a search read
 * up to 34 index ranges a request). Built from one read of the listed investments at `version`
 * (migration 0020); the search reads that version with every request and builds a new index when it
 * has moved. An index is never changed after it is built.
 *
 * Every entry has a rank: its place in search order (byRank). Names are kept sorted with the rank of
 * their entry beside them, and each distinct term with the ranks of its entries in rank order, so the
 * best matches of a prefix are the smallest ranks of a range.
 */
export class ListedSearchIndex {
  /** Every listed entry, best first (byRank): entry `rank` is ranked[rank]. */
  private readonly ranked: SearchEntry[];
  private readonly byTicker = new Map<string, SearchEntry[]>();
  /** Names in order, and the rank of each name's entry. */
  private readonly names: string[];
  private readonly nameRanks: Int32Array;
  /** The distinct terms in order, and for each the ranks of the entries that have it, smallest first. */
  private readonly terms: string[];
  private readonly termRanks: number[][];

  constructor(readonly version: string, entries: readonly SearchEntry[]) {
    this.ranked = [...entries].sort(byRank);
    const byTerm = new Map<string, number[]>();
    this.ranked.forEach((entry, rank) => {
      const same = this.byTicker.get(entry.ticker);
      if (same) same.push(entry);
      else this.byTicker.set(entry.ticker, [entry]);
      for (const term of entry.terms) {
        const ranks = byTerm.get(term);
        if (ranks) ranks.push(rank);
        else byTerm.set(term, [rank]);
      }
    });
    const order = Array.from(this.ranked.keys()).sort((a, b) => compareKeys(this.ranked[a]!.name, this.ranked[b]!.name));
    this.names = order.map((rank) => this.ranked[rank]!.name);
    this.nameRanks = Int32Array.from(order);
    this.terms = [...byTerm.keys()].sort(compareKeys);
    this.termRanks = this.terms.map((term) => byTerm.get(term)!);
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
    const [from, to] = prefixRange(this.names, prefix);
    const best = new SmallestRanks(need, (rank) => accept(this.ranked[rank]!));
    for (let index = from; index < to; index += 1) best.offer(this.nameRanks[index]!);
    return this.entries(best.ranks);
  }

  /**
   * The best `need` listed entries with a term starting with each of `prefixes` that `accept` takes,
   * best first. It reads the terms of the prefix with the fewest entries and checks the others.
   */
  bestWithTerms(prefixes: readonly string[], need: number, accept: (entry: SearchEntry) => boolean): SearchEntry[] {
    const ranges = prefixes.map((prefix) => prefixRange(this.terms, prefix));
    const entriesIn = ([from, to]: [number, number]) => this.termRanks.slice(from, to).reduce((sum, ranks) => sum + ranks.length, 0);
    const counts = ranges.map(entriesIn);
    const fewest = counts.indexOf(Math.min(...counts));
    const [from, to] = ranges[fewest]!;
    const others = prefixes.filter((_, index) => index !== fewest).map(hasTermFrom);
    const best = new SmallestRanks(need, (rank) => {
      const entry = this.ranked[rank]!;
      return accept(entry) && others.every((has) => has(entry));
    });
    for (let index = from; index < to; index += 1) {
      for (const rank of this.termRanks[index]!) if (!best.offer(rank)) break;
    }
    return this.entries(best.ranks);
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

/** Counts the listed universe's version up: call inside the transaction that changed listed companies' search keys or shown columns (search keeps both for the version). */
export async function bumpListedUniverseVersion(db: Kysely<Database>): Promise<void> {
  await db.updateTable('listed_universe_version').set((eb) => ({ version: eb('version', '+', 1) })).where('id', '=', 1).execute();
}
