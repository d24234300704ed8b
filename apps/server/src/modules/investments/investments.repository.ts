import { displayTicker, saneFigures } from '@thesis/domain';
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import { compiledWithIds } from '../../db/compiled-once';
import type { Database, InvestmentsTable } from '../../db/schema';
import { count } from '../../db/values';
import { nameKey, tickerKey } from './search-keys';

export type InvestmentRow = Selectable<InvestmentsTable>;
export type NewInvestment = Insertable<InvestmentsTable>;
/** The columns a search result or a row of the list shows (presentInvestmentSummary): never the description or the search keys. */
export const SUMMARY_COLUMNS = ['id', 'type', 'exchange', 'ticker', 'name', 'currency', 'sector_l1', 'sector_l3', 'classification', 'is_fund', 'year_end', 'figures_updated_at', 'issued_shares', 'last_price', 'market_cap'] as const;
export type InvestmentSummaryRow = Pick<InvestmentRow, (typeof SUMMARY_COLUMNS)[number]>;
export type InvestmentChanges = Omit<Updateable<InvestmentsTable>, 'id' | 'type' | 'owner_id' | 'created_at'>;

/** Rows per multi-row INSERT: well under the bind-parameter limits of both databases. */
export const INSERT_BATCH = 400;

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The search keys of a ticker and a name, to store with the row (an unlisted ticker without its suffix). */
export function searchKeysOf(ticker: string, name: string): Pick<InvestmentsTable, 'search_ticker' | 'search_name'> {
  return { search_ticker: tickerKey(displayTicker(ticker)), search_name: nameKey(name) };
}

/**
 * Visible to this user: listed (no owner) or theirs. Written as a null test so PostgreSQL's planner
 * sees that nearly every row qualifies (with `coalesce(…) in (…)` it expected a handful); SQLite
 * plans both alike.
 */
export function visibleTo(userId: string) {
  return sql<boolean>`(${sql.ref('owner_id')} is null or ${sql.ref('owner_id')} = ${userId})`;
}

/** The rows of a search's results (up to its limit, 10 by default) that the search keeps no copy of: compiled once per length of list. */
const summariesByIds = compiledWithIds((db: Kysely<Database>, ids: readonly string[]) => db.selectFrom('investments').select(SUMMARY_COLUMNS).where('id', 'in', ids));

/** Rows to show as search results, by id (their summary columns only; in no particular order). */
export function readSummaries(db: Kysely<Database>, ids: readonly string[]): Promise<InvestmentSummaryRow[]> {
  return ids.length === 0 ? Promise.resolve([]) : summariesByIds(db, ids);
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
    await this.db.insertInto('investments').values(row).execute();
  }

  async update(row: InvestmentRow, changes: InvestmentChanges): Promise<void> {
    await this.db
      .updateTable('investments')
      .set({ ...changes, ...searchKeysOf(changes.ticker ?? row.ticker, changes.name ?? row.name) })
      .where('id', '=', row.id)
      .execute();
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
