import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Database } from '../../db/schema';
import { visibleTo } from './investments.repository';
import { CAP_BANDS, FUND_OFFSET, LAST_BAND, OPERATING_UNKNOWN_BAND } from './search-bands';
import { nameKey, prefixEnd, searchQuery } from './search-keys';

/**
 * The search of the top bar (GET /investments?search=ticker:{text}), issue 19 item 7. Ranking:
 * 1. the exact ticker (BHP on the ASX and on the NYSE);
 * 2. companies whose name starts with the text ("apple" → Apple Inc., Apple Hospitality REIT);
 * 3. other matches: a word of the name, or the ticker, starting with the text ("goo" → GOOGL).
 * Within each: operating companies before ETFs and funds, larger market caps before smaller, an
 * unknown market cap last, then by name. Visible rows only (listed ones and the user's own
 * unlisted ones); case and accents are ignored.
 *
 * Cost: a tier first reads a probe of matches in index order (band, then name or term): about twice
 * what the page still needs, 16 to 64 (`probeSize`). Fewer means it has them all, and they are
 * ranked in memory. More (a short, common text) means the bands before the last one it reached are
 * complete, and so are the names of that band before its last name when the band ranks by name
 * alone (market cap unknown): when those fill the page, that one read answers. Otherwise the tier goes on band by band from there (search-bands.ts: about a
 * sixteenth of the market caps each, largest first; then the unknown ones, names in name order and
 * other matches by the matched word), so it stops after a few small index ranges instead of reading
 * thousands of matches. Both read (search_band, name or term) indexes.
 */
/** The largest probe, and the margin of a limited read of an unknown-cap band. */
const PROBE = 64;
/**
 * The probe of a tier that needs `need` more ids, `taken` already answered. A page of 10 reads 24
 * matches instead of 64: under half the index reads and rows (`ap`: 69 → 32 µs on SQLite), and the
 * page still comes out of that one read whenever its bands hold twice what it needs.
 */
const probeSize = (need: number, taken: number) => Math.min(PROBE, Math.max(16, 2 * (need + taken) + 4));
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** Bands read together, best first; the unknown-cap bands are read in name order with a limit. */
const STAGES: readonly number[][] = [
  [0], [1], range(2, 3), range(4, 7), range(8, CAP_BANDS - 1), [OPERATING_UNKNOWN_BAND],
  range(FUND_OFFSET, FUND_OFFSET + 3), range(FUND_OFFSET + 4, LAST_BAND - 1), [LAST_BAND],
];
const UNKNOWN_BANDS = new Set([OPERATING_UNKNOWN_BAND, LAST_BAND]);
/** Every band, best first: a probe reads the band indexes band after band and stops at its limit. */
const ALL_BANDS = range(0, LAST_BAND);

interface Candidate {
  id: string;
  band: number;
  cap: number | null;
  name: string;
}

/** Bands null: every band, in index order (band, then name or term), up to `limit`. */
type Fetch = (bands: readonly number[] | null, limit: number | null) => Promise<Candidate[]>;

function byRank(a: Candidate, b: Candidate): number {
  return a.band - b.band || (b.cap ?? -1) - (a.cap ?? -1) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || (a.id < b.id ? -1 : 1);
}

const candidate = (row: { id: string; band: number | string; cap: number | string | null; name: string }): Candidate => ({
  id: row.id, band: Number(row.band), cap: row.cap === null ? null : Number(row.cap), name: row.name,
});

/**
 * A stage's rows, as one read of its bands would answer them (`limit`: the first ones by index key).
 * The probe read the index in (band, key) order, so it holds every row of the bands before its last
 * row's band. When the key is the name, it also holds the rows of that last band named before its
 * last row: `namedEnough` is how many of those answer the stage (its page and the ids to leave out;
 * null when the key is a matched word).
 */
async function stageRows(probe: readonly Candidate[], fetch: Fetch, bands: readonly number[], limit: number | null, namedEnough: number | null): Promise<Candidate[]> {
  const last = probe[probe.length - 1]!;
  const held = (band: number) => band < last.band;
  if (bands.every(held)) {
    const rows = probe.filter((row) => bands.includes(row.band));
    return limit === null ? rows : rows.slice(0, limit);
  }
  if (limit !== null) {
    const named = namedEnough !== null && bands[0] === last.band ? probe.filter((row) => row.band === last.band && row.name < last.name) : [];
    return namedEnough !== null && named.length >= namedEnough ? named : fetch(bands, limit);
  }
  return [...probe.filter((row) => bands.includes(row.band) && held(row.band)), ...(await fetch(bands.filter((band) => !held(band)), null))];
}

const CANDIDATE_COLUMNS = ['id', 'search_band as band', 'search_cap as cap', 'search_name as name'] as const;

/** The two reads every search starts with (the exact ticker, the names' probe): compiled once. */
const exactTickerRows = compiledOnce((db: Kysely<Database>, length: number, ticker: string, userId: string) =>
  db.selectFrom('investments').select(CANDIDATE_COLUMNS).where('ticker_length', '=', length).where('search_ticker', '=', ticker).where(visibleTo(userId)),
);
/** Visible companies whose name starts with the text (`from` up to `to`): what the name tier reads. */
function namesStartingWith(db: Kysely<Database>, from: string, to: string, userId: string) {
  return db.selectFrom('investments').select(CANDIDATE_COLUMNS).where('search_name', '>=', from).where('search_name', '<', to).where(visibleTo(userId));
}
const nameProbeRows = compiledOnce((db: Kysely<Database>, from: string, to: string, userId: string, limit: number) =>
  namesStartingWith(db, from, to, userId).where('search_band', 'in', ALL_BANDS).orderBy('search_band').orderBy('search_name').limit(limit),
);

export class InvestmentSearchRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Ids of the best `limit` matches, best first. */
  async search(userId: string, text: string, limit: number): Promise<string[]> {
    const query = searchQuery(text);
    const name = nameKey(text);
    const ids: string[] = [];
    const taken = new Set<string>();
    const add = (found: readonly string[]) => {
      for (const id of found) {
        if (taken.has(id) || ids.length >= limit) continue;
        taken.add(id);
        ids.push(id);
      }
    };
    if (query.ticker) add(await this.exactTicker(userId, query.ticker));
    if (ids.length < limit && name) add(await this.tier(this.namePrefix(userId, name), limit - ids.length, taken, true));
    if (ids.length < limit && query.words.length > 0) add(await this.tier(this.otherMatches(userId, query.words), limit - ids.length, taken, false));
    return ids;
  }

  /**
   * The ranked best `need` of a tier, leaving out ids already answered. `byName`: the tier's index
   * key is the name it ranks by (names starting with the text), not a matched word.
   */
  private async tier(fetch: Fetch, need: number, taken: ReadonlySet<string>, byName: boolean): Promise<string[]> {
    const fresh = (rows: readonly Candidate[]) => [...new Map(rows.filter((row) => !taken.has(row.id)).map((row) => [row.id, row])).values()];
    const size = probeSize(need, taken.size);
    const probe = await fetch(null, size);
    if (probe.length < size) return fresh(probe).sort(byRank).slice(0, need).map((row) => row.id);
    const out: string[] = [];
    for (const bands of STAGES) {
      const unknown = bands.length === 1 && UNKNOWN_BANDS.has(bands[0]!);
      const rows = fresh(await stageRows(probe, fetch, bands, unknown ? need - out.length + taken.size + PROBE : null, byName ? need - out.length + taken.size : null)).sort(byRank);
      for (const row of rows) if (out.length < need && !out.includes(row.id)) out.push(row.id);
      if (out.length >= need) break;
    }
    return out;
  }

  private async exactTicker(userId: string, ticker: string): Promise<string[]> {
    const rows = await exactTickerRows(this.db, ticker.length, ticker, userId);
    return rows.map(candidate).sort(byRank).map((row) => row.id);
  }

  /** Names starting with the text. */
  private namePrefix(userId: string, name: string): Fetch {
    return async (bands, limit) => {
      if (bands === null && limit !== null) return (await nameProbeRows(this.db, name, prefixEnd(name), userId, limit)).map(candidate);
      let query = namesStartingWith(this.db, name, prefixEnd(name), userId).where('search_band', 'in', [...(bands ?? ALL_BANDS)]);
      if (limit !== null) query = (bands ? query : query.orderBy('search_band')).orderBy('search_name').limit(limit);
      return (await query.execute()).map(candidate);
    };
  }

  /** Names with a word starting with each word of the text, or a ticker starting with it. */
  private otherMatches(userId: string, words: readonly string[]): Fetch {
    const [first, ...others] = words;
    return async (bands, limit) => {
      let query = this.db
        .selectFrom('investment_search_terms as t')
        .innerJoin('investments as i', 'i.id', 't.investment_id')
        .select(['i.id', 't.search_band as band', 'i.search_cap as cap', 'i.search_name as name'])
        .where('t.term', '>=', first!)
        .where('t.term', '<', prefixEnd(first!))
        .where(visibleTo(userId, 't.owner_id'));
      for (const word of others) {
        query = query.where(({ exists, selectFrom }) =>
          exists(selectFrom('investment_search_terms as o').select('o.term').whereRef('o.investment_id', '=', 't.investment_id').where('o.term', '>=', word).where('o.term', '<', prefixEnd(word))),
        );
      }
      query = query.where('t.search_band', 'in', [...(bands ?? ALL_BANDS)]);
      if (limit !== null) query = (bands ? query : query.orderBy('t.search_band')).orderBy('t.term').limit(limit);
      return (await query.execute()).map(candidate);
    };
  }
}
