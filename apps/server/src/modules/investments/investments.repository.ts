import { displayTicker, saneFigures } from '@thesis/domain';
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database, InvestmentsTable } from '../../db/schema';
import { count } from '../../db/values';
import { nameKey, termsOfKeys, tickerKey } from './search-keys';

export type InvestmentRow = Selectable<InvestmentsTable>;
export type NewInvestment = Insertable<InvestmentsTable>;
/** The columns a search result or a row of the list shows (presentInvestmentSummary): never the description or the search keys. */
export const SUMMARY_COLUMNS = ['id', 'type', 'exchange', 'ticker', 'name', 'currency', 'sector_l1', 'sector_l3', 'classification', 'is_fund', 'year_end', 'figures_updated_at', 'issued_shares', 'last_price', 'market_cap'] as const;
export type InvestmentSummaryRow = Pick<InvestmentRow, (typeof SUMMARY_COLUMNS)[number]>;
export type InvestmentChanges = Omit<Updateable<InvestmentsTable>, 'id' | 'type' | 'owner_id' | 'created_at'>;

/** Rows per multi-row INSERT: well under the bind-parameter limits of both databases. */
export const INSERT_BATCH = 400;
const TERMS_BATCH = 2000;

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The search keys of a ticker and a name, to store with the row (an unlisted ticker without its suffix). */
export function searchKeysOf(ticker: string, name: string): Pick<InvestmentsTable, 'search_ticker' | 'ticker_length' | 'search_name'> {
  const searchTicker = tickerKey(displayTicker(ticker));
  return { search_ticker: searchTicker, ticker_length: searchTicker.length, search_name: nameKey(name) };
}

/**
 * Visible to this user: listed (no owner) or theirs. Written as a null test so PostgreSQL's planner
 * sees that nearly every row qualifies (with `coalesce(…) in (…)` it expected a handful, and sorted
 * every match of a one-letter search instead of reading the band index in order); SQLite plans both
 * alike. `ownerColumn`: the owner of the search terms' table when that is what is read.
 */
export function visibleTo(userId: string, ownerColumn: 'owner_id' | 't.owner_id' = 'owner_id') {
  return sql<boolean>`(${sql.ref(ownerColumn)} is null or ${sql.ref(ownerColumn)} = ${userId})`;
}

/** Removes the name-word terms of these investments (inside the caller's transaction, if any). */
export async function deleteSearchTerms(db: Kysely<Database>, ids: readonly string[]): Promise<void> {
  for (const batch of chunks(ids, INSERT_BATCH)) {
    await db.deleteFrom('investment_search_terms').where('investment_id', 'in', batch).execute();
  }
}

/** A term row per distinct name word, plus the ticker: every search prefix reads them. */
export interface TermSource {
  id: string;
  name: string;
  /** The stored ticker (an unlisted one with its suffix, which is not searched). */
  ticker: string;
  owner_id: string | null;
  search_band?: number;
}

/** The search terms of an investment: the distinct words of its name, and its ticker (without an unlisted suffix). */
export function searchTermsOf(name: string, ticker: string): string[] {
  const keys = searchKeysOf(ticker, name);
  return termsOfKeys(keys.search_name, keys.search_ticker);
}

/** Writes the search terms (name words and ticker) of investments that have none yet. */
export async function insertSearchTerms(db: Kysely<Database>, investments: readonly TermSource[]): Promise<void> {
  const terms = investments.flatMap((row) => {
    const sortName = nameKey(row.name);
    return searchTermsOf(row.name, row.ticker).map((term) => ({ investment_id: row.id, term, owner_id: row.owner_id, sort_name: sortName, ...(row.search_band === undefined ? {} : { search_band: row.search_band }) }));
  });
  for (const batch of chunks(terms, TERMS_BATCH)) {
    await db.insertInto('investment_search_terms').values(batch).execute();
  }
}

/** `rows` in the order of `ids`, leaving out ids no row has. */
function inOrderOf<T extends { id: string }>(ids: readonly string[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Investments as one user may see them: every listed one, and their own unlisted ones. */
export class InvestmentsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findById(id: string): Promise<InvestmentRow | undefined> {
    const row = await this.db.selectFrom('investments').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? saneFigures(row) : undefined;
  }

  /** Rows by id in the order given, leaving out ids that do not exist. */
  async findByIds(ids: readonly string[]): Promise<InvestmentRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom('investments').selectAll().where('id', 'in', [...ids]).execute();
    return inOrderOf(ids, rows.map((row) => saneFigures(row)));
  }

  /** Rows to show as search results, by id in the order given (their summary columns only). */
  async findSummariesByIds(ids: readonly string[]): Promise<InvestmentSummaryRow[]> {
    if (ids.length === 0) return [];
    return inOrderOf(ids, await this.db.selectFrom('investments').select(SUMMARY_COLUMNS).where('id', 'in', [...ids]).execute());
  }

  async customTickerTaken(ownerId: string, ticker: string, exceptId?: string): Promise<boolean> {
    let query = this.db
      .selectFrom('investments')
      .select('id')
      .where('type', '=', 'custom')
      .where('owner_id', '=', ownerId)
      .where('ticker', '=', ticker);
    if (exceptId) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async insert(row: NewInvestment): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('investments').values(row).execute();
      await insertSearchTerms(trx, [{ id: row.id, name: row.name, ticker: row.ticker, owner_id: row.owner_id ?? null, ...(row.search_band === undefined ? {} : { search_band: row.search_band }) }]);
    });
  }

  async update(row: InvestmentRow, changes: InvestmentChanges): Promise<void> {
    const ticker = changes.ticker ?? row.ticker;
    const name = changes.name ?? row.name;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('investments')
        .set({ ...changes, ...searchKeysOf(ticker, name) })
        .where('id', '=', row.id)
        .execute();
      if (name !== row.name || ticker !== row.ticker) {
        await deleteSearchTerms(trx, [row.id]);
        await insertSearchTerms(trx, [{ id: row.id, name, ticker, owner_id: row.owner_id, search_band: changes.search_band ?? row.search_band }]);
      }
    });
  }

  /** One page of visible investments in alphabetical order (GET /investments without a search). */
  async listVisible(userId: string, page: number, perPage: number): Promise<{ rows: InvestmentSummaryRow[]; total: number }> {
    const visible = this.db.selectFrom('investments').where(visibleTo(userId));
    const [rows, total] = await Promise.all([
      visible
        .select(SUMMARY_COLUMNS)
        .orderBy('search_name')
        .orderBy('search_ticker')
        .orderBy('id')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute(),
      visible.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: count(total.n) };
  }

  async countAll(): Promise<number> {
    const row = await this.db.selectFrom('investments').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
    return count(row.n);
  }
}
