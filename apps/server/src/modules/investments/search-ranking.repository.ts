import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { count } from '../../db/values';
import { FxRepository } from '../fx/fx.repository';
import { chunks } from './investments.repository';
import { bumpListedUniverseVersion } from './listed-search-index';
import { bandOf, bandThresholds, CAP_BANDS, FUND_OFFSET, rankingCap } from './search-bands';

const UPDATE_BATCH = 200;

/**
 * Keeps search_cap and search_band (search-bands.ts) of every investment in step with market caps:
 * after a reference load or a market-data import, and for one unlisted company when its owner
 * changes it.
 */
export class SearchRankingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Recomputes every investment's ranking cap and band; writes only the rows that changed. Returns how many changed. */
  async refresh(): Promise<number> {
    const [rates, rows] = await Promise.all([
      new FxRepository(this.db).table(),
      this.db.selectFrom('investments').select(['id', 'market_cap', 'currency', 'figures_updated_at', 'is_fund', 'search_cap', 'search_band']).execute(),
    ]);
    const caps = rows.map((row) => rankingCap(row.market_cap === null ? null : Number(row.market_cap), row.currency, row.figures_updated_at, rates.table, rates.latest));
    const thresholds = bandThresholds(caps.filter((cap): cap is number => cap !== null));
    const changedCaps: { id: string; cap: number | null }[] = [];
    const byBand = new Map<number, string[]>();
    rows.forEach((row, index) => {
      const cap = caps[index]!;
      const band = bandOf(Number(row.is_fund) === 1, cap, thresholds);
      if ((row.search_cap === null ? null : Number(row.search_cap)) !== cap) changedCaps.push({ id: row.id, cap });
      if (Number(row.search_band) !== band) {
        const ids = byBand.get(band);
        if (ids) ids.push(row.id);
        else byBand.set(band, [row.id]);
      }
    });
    await this.db.transaction().execute(async (trx) => {
      for (const batch of chunks(changedCaps, UPDATE_BATCH)) {
        const cases = sql.join(batch.map((row) => sql`when ${row.id} then ${row.cap === null ? sql`null` : sql`cast(${row.cap} as double precision)`}`), sql` `);
        await sql`update investments set search_cap = case id ${cases} end where id in (${sql.join(batch.map((row) => row.id))})`.execute(trx);
      }
      for (const [band, ids] of byBand) {
        for (const batch of chunks(ids, UPDATE_BATCH * 5)) {
          await trx.updateTable('investments').set({ search_band: band }).where('id', 'in', batch).execute();
        }
      }
      if (changedCaps.length > 0 || byBand.size > 0) await bumpListedUniverseVersion(trx);
    });
    return changedCaps.length + [...byBand.values()].reduce((sum, ids) => sum + ids.length, 0);
  }

  /** The ranking cap and band of one investment against the current bands (an unlisted company's edit). */
  async rankOf(input: { market_cap: number | null; currency: string; figures_updated_at: string | null; is_fund: boolean }): Promise<{ search_cap: number | null; search_band: number }> {
    const rates = await new FxRepository(this.db).table();
    const cap = rankingCap(input.market_cap, input.currency, input.figures_updated_at, rates.table, rates.latest);
    if (cap === null) return { search_cap: null, search_band: bandOf(input.is_fund, null, []) };
    const [known, larger] = await Promise.all([
      this.db.selectFrom('investments').select((eb) => eb.fn.countAll().as('n')).where('search_cap', 'is not', null).executeTakeFirstOrThrow(),
      this.db.selectFrom('investments').select((eb) => eb.fn.countAll().as('n')).where('search_cap', '>', cap).executeTakeFirstOrThrow(),
    ]);
    const total = count(known.n as number) + 1;
    const band = Math.min(CAP_BANDS - 1, Math.floor((count(larger.n as number) * CAP_BANDS) / total));
    return { search_cap: cap, search_band: (input.is_fund ? FUND_OFFSET : 0) + band };
  }
}
