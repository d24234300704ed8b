import type { Kysely } from 'kysely';
import { FxTable, monthOf, type FxRateRow } from '@thesis/domain';
import type { Database } from '../../db/schema';
import { count } from '../../db/values';
import { chunks } from '../investments/investments.repository';

export interface LoadedRates {
  table: FxTable;
  /** The latest units per US dollar of each currency (ranking only). */
  latest: ReadonlyMap<string, number>;
}

/** Rates are read often (every portfolio and screen page) and change rarely: kept for a minute per database. */
const CACHE_MS = 60_000;
const cache = new WeakMap<Kysely<Database>, { at: number; rates: LoadedRates }>();

/** fx_rates: monthly units of a currency per US dollar (the reference file and operator imports). */
export class FxRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async table(): Promise<LoadedRates> {
    const cached = cache.get(this.db);
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.rates;
    const rows = await this.db.selectFrom('fx_rates').select(['currency', 'month', 'units_per_usd']).orderBy('currency').orderBy('month').execute();
    const parsed: FxRateRow[] = rows.map((row) => ({ currency: row.currency, month: row.month, units_per_usd: Number(row.units_per_usd) }));
    const latest = new Map<string, number>();
    for (const row of parsed) latest.set(row.currency, row.units_per_usd);
    const rates = { table: new FxTable(parsed), latest };
    cache.set(this.db, { at: Date.now(), rates });
    return rates;
  }

  /**
   * Inserts new (currency, month) rates and updates known ones. `replaceSources`: only rows whose
   * source is one of these are overwritten (the reference load never overwrites an operator's rate).
   */
  async upsert(rows: readonly FxRateRow[], source: string, now: string, replaceSources?: readonly string[]): Promise<{ inserted: number; updated: number }> {
    const counts = { inserted: 0, updated: 0 };
    const latest = new Map(rows.map((row) => [`${row.currency}/${monthOf(row.month)}`, { currency: row.currency, month: monthOf(row.month)!, units_per_usd: row.units_per_usd, source, updated_at: now }]));
    await this.db.transaction().execute(async (trx) => {
      for (const batch of chunks([...latest.values()], 400)) {
        const before = await trx.selectFrom('fx_rates').select(['currency', 'month']).where('currency', 'in', [...new Set(batch.map((row) => row.currency))]).where('month', 'in', [...new Set(batch.map((row) => row.month))]).execute();
        const known = new Set(before.map((row) => `${row.currency}/${row.month}`));
        await trx
          .insertInto('fx_rates')
          .values(batch)
          .onConflict((oc) => {
            const update = oc.columns(['currency', 'month']).doUpdateSet((eb) => ({ units_per_usd: eb.ref('excluded.units_per_usd'), source: eb.ref('excluded.source'), updated_at: eb.ref('excluded.updated_at') }));
            return replaceSources ? update.where('fx_rates.source', 'in', [...replaceSources]) : update;
          })
          .execute();
        for (const row of batch) counts[known.has(`${row.currency}/${row.month}`) ? 'updated' : 'inserted'] += 1;
      }
    });
    cache.delete(this.db);
    return counts;
  }

  async countAll(): Promise<number> {
    const row = await this.db.selectFrom('fx_rates').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    return count(row.n as number);
  }
}
