import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { visibleTo } from './investments.repository';
import { prefixEnd, searchQuery, TICKER_KEY_MAX } from './search-keys';

/**
 * The search of the top bar (GET /investments?search=ticker:{text}). Ranking:
 * 1. tickers starting with the text, shorter first (so the exact ticker leads), then alphabetical;
 * 2. names with a word starting with the text: by that word (the exact word first), then by name.
 * Visible rows only: listed ones and the user's own unlisted ones. Case and accents are ignored.
 *
 * Every step reads an index in the order of the answer and stops after `limit` rows (migration
 * 0003), so a one-letter query on a large universe costs about as much as a rare word; the names
 * are read only when the tickers did not fill the page.
 */
export class InvestmentSearchRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Ids of the best `limit` matches, best first. */
  async search(userId: string, text: string, limit: number): Promise<string[]> {
    const query = searchQuery(text);
    const ids = query.ticker ? await this.byTicker(userId, query.ticker, limit) : [];
    if (ids.length < limit && query.words.length > 0) {
      const seen = new Set(ids);
      // `limit` distinct names leave enough even if every ticker hit shows up again among them.
      for (const id of await this.byNameWords(userId, query.words, limit)) {
        if (ids.length >= limit) break;
        if (!seen.has(id)) {
          seen.add(id);
          ids.push(id);
        }
      }
    }
    return ids;
  }

  /**
   * Ticker prefixes, shortest first: one bounded range scan per length (stopping as soon as the page
   * is full), up to the longest ticker there is.
   */
  private async byTicker(userId: string, prefix: string, limit: number): Promise<string[]> {
    const longest = await this.db.selectFrom('investments').select((eb) => eb.fn.max('ticker_length').as('n')).executeTakeFirst();
    const maxLength = Math.min(Number(longest?.n ?? 0), TICKER_KEY_MAX);
    const ids: string[] = [];
    for (let length = prefix.length; length <= maxLength && ids.length < limit; length += 1) {
      const rows = await this.db
        .selectFrom('investments')
        .select('id')
        .where('ticker_length', '=', length)
        .where('search_ticker', '>=', prefix)
        .where('search_ticker', '<', prefixEnd(prefix))
        .where(visibleTo(userId))
        .orderBy('search_ticker')
        .orderBy('exchange')
        .limit(limit - ids.length)
        .execute();
      ids.push(...rows.map((row) => row.id));
    }
    return ids;
  }

  /**
   * Names having a word that starts with each of `words`: the first (longest) word drives a scan of
   * (term, sort_name) that stops after enough rows for `limit` distinct investments (one matching
   * through two of its words comes twice).
   */
  private async byNameWords(userId: string, words: readonly string[], limit: number): Promise<string[]> {
    for (let fetch = limit * 2; ; fetch *= 4) {
      const rows = await this.nameRows(userId, words, fetch);
      const ids = [...new Set(rows)];
      if (ids.length >= limit || rows.length < fetch) return ids.slice(0, limit);
    }
  }

  private async nameRows(userId: string, words: readonly string[], limit: number): Promise<string[]> {
    const [first, ...others] = words;
    if (!first) return [];
    let query = this.db
      .selectFrom('investment_search_terms as t')
      .select('t.investment_id')
      .where('t.term', '>=', first)
      .where('t.term', '<', prefixEnd(first))
      .where(visibleTo(userId));
    for (const word of others) {
      query = query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('investment_search_terms as o')
            .select('o.term')
            .whereRef('o.investment_id', '=', 't.investment_id')
            .where('o.term', '>=', word)
            .where('o.term', '<', prefixEnd(word)),
        ),
      );
    }
    const rows = await query.orderBy('t.term').orderBy('t.sort_name').orderBy('t.investment_id').limit(limit).execute();
    return rows.map((row) => row.investment_id);
  }
}
