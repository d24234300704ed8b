import { sql, type Kysely, type RawBuilder } from 'kysely';
import { FINANCIAL_FIELDS } from '@thesis/domain';
import type { Database, InvestmentFinancialsTable } from '../../db/schema';
import { nowIso } from '../../db/values';
import { newId } from '../../lib/crypto';
import { chunks, INSERT_BATCH, searchKeysOf } from './investments.repository';
import { bumpListedUniverseVersion } from './listed-search-index';
import { LAST_BAND, OPERATING_UNKNOWN_BAND } from './search-bands';
import { SearchRankingRepository } from './search-ranking.repository';

/** A listed investment as the writers take it; null = not available (keeps a stored value). */
export interface ListedInput {
  exchange: string;
  ticker: string;
  name: string;
  currency: string;
  sector_l1: string | null;
  sector_l3: string | null;
  description: string | null;
  is_etf: boolean | null;
  /** gics | sic | null; the SEC's SIC code; null keeps the stored value. */
  classification: string | null;
  sic_code: string | null;
  /** ETFs and funds; null keeps the stored flag. */
  is_fund: boolean | null;
  year_end: string | null;
  last_price: number | null;
  issued_shares: number | null;
  market_cap: number | null;
  figures_updated_at: string | null;
}

export type FiguresInput = Pick<ListedInput, 'exchange' | 'ticker' | 'last_price' | 'issued_shares' | 'market_cap'> & { figures_updated_at: string };

/** Columns only reference rows carry (fiscal year, EPS/DPS as filed, splits, reasons for empty figures). */
type ReferenceColumns = 'fiscal_year' | 'eps_reported' | 'dps_reported' | 'split_factor' | 'split_note' | 'unavailable' | 'under_review' | 'details' | 'filings';
export type FinancialInput = { exchange: string; ticker: string } & Omit<InvestmentFinancialsTable, 'id' | 'investment_id' | ReferenceColumns> & Partial<Pick<InvestmentFinancialsTable, ReferenceColumns>>;
const NO_REFERENCE: Pick<InvestmentFinancialsTable, ReferenceColumns> = { fiscal_year: null, eps_reported: null, dps_reported: null, split_factor: null, split_note: null, unavailable: null, under_review: null, details: null, filings: null };

/** Figures of a listed investment: a newer as-of date wins, an older file never overwrites newer figures. */
const FIGURE_COLUMNS = ['last_price', 'issued_shares', 'market_cap'] as const;
const newerFigures = sql`(investments.figures_updated_at is null or excluded.figures_updated_at >= investments.figures_updated_at)`;
const figure = (column: string): RawBuilder<never> => sql`case when ${newerFigures} then ${keep('investments', column)} else ${sql.ref(`investments.${column}`)} end`;

export interface WriteCounts {
  inserted: number;
  updated: number;
  /** Indexes (into the input) of rows whose (exchange, ticker) is not in the universe. */
  unknown: number[];
}

/** In an upsert: the new value, or the stored one when the new one is null. */
const keep = (table: keyof Database, column: string): RawBuilder<never> =>
  sql`coalesce(${sql.ref(`excluded.${column}`)}, ${sql.ref(`${table}.${column}`)})`;
const LISTED = sql<boolean>`type = 'listed'`;
const keyOf = (exchange: string, ticker: string) => `${exchange}\u0000${ticker}`;
/** Every column of a financial row but its identity, from the new row. */
const REPLACED_COLUMNS = [...FINANCIAL_FIELDS, 'source', 'fiscal_year', 'eps_reported', 'dps_reported', 'split_factor', 'split_note', 'unavailable', 'under_review', 'details', 'filings', 'updated_at'] as const;
const REPLACE_ALL = Object.fromEntries(REPLACED_COLUMNS.map((column) => [column, sql.ref(`excluded.${column}`)])) as Record<(typeof REPLACED_COLUMNS)[number], RawBuilder<never>>;

/**
 * Bulk writes to the listed universe, keyed on (exchange, ticker): the reference-data load and the
 * operator imports both use it. Upserts keep a stored value wherever the new one is null.
 */
export class UniverseRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Inserts new listed investments and updates existing ones (the last of duplicate keys wins).
   */
  async upsertListed(input: readonly ListedInput[], now: string): Promise<WriteCounts> {
    const latest = new Map(input.map((row) => [keyOf(row.exchange, row.ticker), row]));
    const counts: WriteCounts = { inserted: 0, updated: 0, unknown: [] };
    await this.db.transaction().execute(async (trx) => {
      for (const batch of chunks([...latest.values()], INSERT_BATCH)) {
        // A row that does not know whether it is an ETF (or a fund) must not reset the stored flag.
        const groups = new Map<string, ListedInput[]>();
        for (const row of batch) {
          const key = `${row.is_etf === null}/${row.is_fund === null}`;
          const group = groups.get(key);
          if (group) group.push(row);
          else groups.set(key, [row]);
        }
        for (const group of groups.values()) {
          const values = group.map((row) => ({
            ...row,
            id: newId(),
            type: 'listed',
            owner_id: null,
            local_fx: row.currency,
            reporting_fx: row.currency,
            is_etf: row.is_etf ? 1 : 0,
            is_fund: (row.is_fund ?? row.is_etf) ? 1 : 0,
            // A new row starts in the unknown-cap band of its kind; refreshSearchRanking places those with a market cap.
            search_band: (row.is_fund ?? row.is_etf) ? LAST_BAND : OPERATING_UNKNOWN_BAND,
            ...searchKeysOf(row.ticker, row.name),
            created_at: now,
            updated_at: now,
          }));
          const written = await trx
            .insertInto('investments')
            .values(values)
            .onConflict((oc) =>
              oc
                .columns(['exchange', 'ticker'])
                .where(LISTED)
                .doUpdateSet((eb) => ({
                  name: eb.ref('excluded.name'),
                  currency: eb.ref('excluded.currency'),
                  local_fx: eb.ref('excluded.local_fx'),
                  reporting_fx: eb.ref('excluded.reporting_fx'),
                  search_ticker: eb.ref('excluded.search_ticker'),
                  search_name: eb.ref('excluded.search_name'),
                  ...(group[0]!.is_etf !== null ? { is_etf: eb.ref('excluded.is_etf') } : {}),
                  ...(group[0]!.is_fund !== null ? { is_fund: eb.ref('excluded.is_fund') } : {}),
                  sector_l1: keep('investments', 'sector_l1'),
                  sector_l3: keep('investments', 'sector_l3'),
                  classification: keep('investments', 'classification'),
                  sic_code: keep('investments', 'sic_code'),
                  description: keep('investments', 'description'),
                  year_end: keep('investments', 'year_end'),
                  ...Object.fromEntries(FIGURE_COLUMNS.map((column) => [column, figure(column)])),
                  figures_updated_at: figure('figures_updated_at'),
                  updated_at: eb.ref('excluded.updated_at'),
                })),
            )
            .returning('id')
            .execute();
          const generated = new Set(values.map((row) => row.id));
          const updated = written.filter((row) => !generated.has(row.id));
          counts.inserted += written.length - updated.length;
          counts.updated += updated.length;
        }
      }
      if (latest.size > 0) await bumpListedUniverseVersion(trx);
    });
    return counts;
  }

  /** Sets the latest figures of listed investments; values that are null stay as they were. */
  async updateFigures(input: readonly FiguresInput[]): Promise<WriteCounts> {
    const ids = await this.listedIds(input);
    const now = nowIso();
    const counts: WriteCounts = { inserted: 0, updated: 0, unknown: [] };
    await this.db.transaction().execute(async (trx) => {
      for (const [index, row] of input.entries()) {
        const id = ids.get(keyOf(row.exchange, row.ticker));
        if (!id) {
          counts.unknown.push(index);
          continue;
        }
        await trx
          .updateTable('investments')
          .set((eb) => ({
            last_price: eb.fn.coalesce(eb.val(row.last_price), eb.ref('last_price')),
            issued_shares: eb.fn.coalesce(eb.val(row.issued_shares), eb.ref('issued_shares')),
            market_cap: eb.fn.coalesce(eb.val(row.market_cap), eb.ref('market_cap')),
            figures_updated_at: row.figures_updated_at,
            updated_at: now,
          }))
          .where('id', '=', id)
          .execute();
        counts.updated += 1;
      }
      // Search results keep listed companies' shown columns for the universe's version (ListedSummaryCache).
      if (counts.updated > 0) await bumpListedUniverseVersion(trx);
    });
    return counts;
  }

  /** Upserts financial rows keyed on (investment, kind, fy_date_at). */
  /**
   * keepExisting: a stored row is left as it is (the reference load); replace: a stored row takes
   * the new row whole, empty figures and cleared flags included (a connector's fresh read of the
   * same filings); neither: the new row's figures win where they are not empty (imports).
   */
  async upsertFinancials(input: readonly FinancialInput[], options: { keepExisting?: boolean; replace?: boolean } = {}): Promise<WriteCounts> {
    const ids = await this.listedIds(input);
    const counts: WriteCounts = { inserted: 0, updated: 0, unknown: [] };
    const latest = new Map<string, InvestmentFinancialsTable>();
    for (const [index, { exchange, ticker, ...row }] of input.entries()) {
      const investmentId = ids.get(keyOf(exchange, ticker));
      if (!investmentId) counts.unknown.push(index);
      else latest.set(`${investmentId}/${row.kind}/${row.fy_date_at}`, { ...NO_REFERENCE, ...row, id: newId(), investment_id: investmentId });
    }
    const figures = [...FINANCIAL_FIELDS, 'source', 'fiscal_year'];
    // A row that gives EPS or DPS replaces them: the split details of the old figures no longer apply.
    const perShare = sql`(excluded.eps is not null or excluded.dps is not null)`;
    const splitColumn = (column: string): RawBuilder<never> => sql`case when ${perShare} then ${sql.ref(`excluded.${column}`)} else ${sql.ref(`investment_financials.${column}`)} end`;
    await this.db.transaction().execute(async (trx) => {
      for (const batch of chunks([...latest.values()], INSERT_BATCH)) {
        const written = await trx
          .insertInto('investment_financials')
          .values(batch)
          .onConflict((oc) =>
            options.keepExisting ? oc.columns(['investment_id', 'kind', 'fy_date_at']).doNothing() : options.replace ? oc.columns(['investment_id', 'kind', 'fy_date_at']).doUpdateSet(REPLACE_ALL) : oc.columns(['investment_id', 'kind', 'fy_date_at']).doUpdateSet((eb) => ({
              ...Object.fromEntries(figures.map((column) => [column, keep('investment_financials', column)])),
              ...Object.fromEntries(['eps_reported', 'dps_reported', 'split_factor', 'split_note'].map((column) => [column, splitColumn(column)])),
              unavailable: keep('investment_financials', 'unavailable'),
              under_review: keep('investment_financials', 'under_review'),
              details: keep('investment_financials', 'details'),
              filings: keep('investment_financials', 'filings'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .returning('id')
          .execute();
        const generated = new Set(batch.map((row) => row.id));
        for (const row of written) counts[generated.has(row.id) ? 'inserted' : 'updated'] += 1;
      }
    });
    return counts;
  }

  /** Brings search ranks in step with market caps after an import (search-ranking.repository.ts). */
  refreshSearchRanking(): Promise<number> {
    return new SearchRankingRepository(this.db).refresh();
  }

  /** Ids of listed investments by (exchange, ticker). */
  async listedIds(keys: readonly { exchange: string; ticker: string }[]): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    const unique = [...new Map(keys.map((key) => [keyOf(key.exchange, key.ticker), key])).values()];
    for (const batch of chunks(unique, INSERT_BATCH)) {
      const rows = await this.db
        .selectFrom('investments')
        .select(['id', 'exchange', 'ticker'])
        .where(LISTED)
        .where('exchange', 'in', [...new Set(batch.map((key) => key.exchange))])
        .where('ticker', 'in', [...new Set(batch.map((key) => key.ticker))])
        .execute();
      for (const row of rows) found.set(keyOf(row.exchange ?? '', row.ticker), row.id);
    }
    return found;
  }
}
