import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Database } from '../../db/schema';
import { readSummaries, SUMMARY_COLUMNS, type InvestmentSummaryRow } from './investments.repository';
import { byRank, entryOf, hasTermFrom, ListedSearchIndex, type SearchEntry, type SearchEntryRow } from './listed-search-index';
import { ListedSummaryCache } from './listed-summary-cache';
import { nameKey, prefixEnd, searchQuery } from './search-keys';

/**
 * The search of the top bar (GET /investments?search=ticker:{text}), issue 19 item 7. Ranking:
 * 1. the exact ticker (BHP on the ASX and on the NYSE);
 * 2. companies whose name starts with the text ("apple" → Apple Inc., Apple Hospitality REIT);
 * 3. other matches: a word of the name, or the ticker, starting with the text ("goo" → GOOGL).
 * Within each: operating companies before ETFs and funds, larger market caps before smaller, an
 * unknown market cap last, then by name (byRank). Visible rows only (listed ones and the user's own
 * unlisted ones); case and accents are ignored.
 *
 * Cost (issue 14): the listed universe is matched and ranked in memory (ListedSearchIndex), so a
 * search runs one statement: the listed universe's version, with the user's own unlisted companies
 * (few, through investments_owner_idx, with the columns a result shows). When the version has moved
 * (an import, here or on another instance), the index is read again before answering. The listed
 * results' rows are kept for that version too (ListedSummaryCache): most searches read nothing more.
 */
const versionAndOwnRows = compiledOnce((db: Kysely<Database>, ownerId: string) =>
  db
    .selectFrom('listed_universe_version as v')
    .leftJoin('investments as i', (join) => join.on('i.owner_id', '=', ownerId))
    .select(['v.version', 'i.search_ticker', 'i.search_name', 'i.search_band', 'i.search_cap'])
    .select(SUMMARY_COLUMNS.map((column) => `i.${column}` as const))
    .where('v.id', '=', 1),
);

/** Only the columns a result shows, of a row that has more. */
function summaryOf(row: InvestmentSummaryRow): InvestmentSummaryRow {
  return Object.fromEntries(SUMMARY_COLUMNS.map((column) => [column, row[column]])) as InvestmentSummaryRow;
}

export class InvestmentSearchRepository {
  #index: ListedSearchIndex | null = null;
  #loading: Promise<ListedSearchIndex> | null = null;
  readonly #summaries = new ListedSummaryCache();

  constructor(private readonly db: Kysely<Database>) {}

  /** Ids of the best `limit` matches, best first. */
  async search(userId: string, text: string, limit: number): Promise<string[]> {
    return (await this.match(userId, text, limit)).ids;
  }

  /** The rows of the best `limit` matches, best first (GET /investments?search=…). */
  async results(userId: string, text: string, limit: number): Promise<InvestmentSummaryRow[]> {
    const { ids, version, own } = await this.match(userId, text, limit);
    const { found, missing } = this.#summaries.take(version, ids.filter((id) => !own.has(id)));
    if (missing.length > 0) {
      const read = await readSummaries(this.db, missing);
      this.#summaries.keep(version, read);
      for (const row of read) found.set(row.id, row);
    }
    return ids.flatMap((id) => own.get(id) ?? found.get(id) ?? []);
  }

  /** The best matches' ids, the listed universe's version they were found at, and the user's own companies' rows. */
  private async match(userId: string, text: string, limit: number): Promise<{ ids: string[]; version: number; own: Map<string, InvestmentSummaryRow> }> {
    const rows = await versionAndOwnRows(this.db, userId);
    const version = String(rows[0]!.version);
    const listed = await this.listed(version);
    const ownRows = rows.flatMap((row) => (row.id === null ? [] : [row as typeof row & SearchEntryRow & InvestmentSummaryRow]));
    const own = ownRows.map(entryOf);
    const query = searchQuery(text);
    const name = nameKey(text);
    const ids: string[] = [];
    const taken = new Set<string>();
    const add = (found: SearchEntry[]) => {
      for (const { id } of found.sort(byRank)) {
        if (taken.has(id) || ids.length >= limit) continue;
        taken.add(id);
        ids.push(id);
      }
    };
    /** A tier: its best listed entries (`best`, given how many it needs and which to leave out), with the user's own that `match`. */
    const tier = (match: (entry: SearchEntry) => boolean, best: (need: number, fresh: (entry: SearchEntry) => boolean) => SearchEntry[]) => {
      const fresh = (entry: SearchEntry) => !taken.has(entry.id);
      add([...best(limit - ids.length, fresh), ...own.filter((entry) => fresh(entry) && match(entry))]);
    };
    if (query.ticker) {
      const ticker = query.ticker;
      add([...listed.withTicker(ticker), ...own.filter((entry) => entry.ticker === ticker)]);
    }
    if (ids.length < limit && name) {
      const end = prefixEnd(name);
      tier((entry) => entry.name >= name && entry.name < end, (need, fresh) => listed.bestNamed(name, need, fresh));
    }
    if (ids.length < limit && query.words.length > 0) {
      const { words } = query;
      const matches = words.map(hasTermFrom);
      tier((entry) => matches.every((has) => has(entry)), (need, fresh) => listed.bestWithTerms(words, need, fresh));
    }
    return { ids, version: Number(version), own: new Map(ownRows.map((row) => [row.id, summaryOf(row)])) };
  }

  /** Reads the listed universe into memory unless it is there already (on start-up); answers how many companies it holds. */
  async warm(): Promise<number> {
    return (this.#index ?? (await this.listed('0'))).size;
  }

  /** The listed universe's index at `version`: the one held, or read again (once, however many searches wait). */
  private async listed(version: string): Promise<ListedSearchIndex> {
    if (this.#index?.version === version) return this.#index;
    if (!this.#loading) {
      this.#loading = ListedSearchIndex.load(this.db).finally(() => {
        this.#loading = null;
      });
    }
    const index = await this.#loading;
    if (!this.#index || Number(index.version) >= Number(this.#index.version)) this.#index = index;
    // Read before `version` was (a search that waited on an older read): read again.
    return Number(index.version) >= Number(version) ? index : this.listed(version);
  }
}
