import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { PriceEventsTable, PricesTable } from '../../../db/tables/market';
import { nowIso } from '../../../db/values';

const BATCH = 500;

export interface PricedListing {
  id: string;
  exchange: string;
  ticker: string;
  currency: string;
  isEtf: boolean;
  /** Millions of shares (market cap = close × shares). */
  shares: number | null;
  /** The latest trading day stored, if any. */
  latest: string | null;
  /** The first day of the span its history has been read from (null: only market-day reads, or none). */
  historySince: string | null;
}

/** Stored daily prices and corporate actions, and the latest close as the investment's price. */
export class PricesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Listed investments of the given exchanges, with their latest stored day. */
  async listings(exchanges: readonly string[]): Promise<PricedListing[]> {
    const rows = await this.db
      .selectFrom('investments')
      .leftJoin(
        (eb) => eb.selectFrom('prices').select(['investment_id', (e) => e.fn.max('date').as('latest')]).groupBy('investment_id').as('p'),
        (join) => join.onRef('p.investment_id', '=', 'investments.id'),
      )
      .leftJoin('price_histories', 'price_histories.investment_id', 'investments.id')
      .select(['investments.id', 'investments.exchange', 'investments.ticker', 'investments.currency', 'investments.is_etf', 'investments.issued_shares', 'p.latest', 'price_histories.since'])
      .where('investments.type', '=', 'listed')
      .where('investments.exchange', 'in', exchanges)
      .execute();
    return rows.map((row) => ({ id: row.id, exchange: row.exchange!, ticker: row.ticker, currency: row.currency, isEtf: !!row.is_etf, shares: row.issued_shares, latest: row.latest ?? null, historySince: row.since ?? null }));
  }

  async upsertPrices(rows: readonly PricesTable[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      for (let start = 0; start < rows.length; start += BATCH) {
        await trx
          .insertInto('prices')
          .values(rows.slice(start, start + BATCH))
          .onConflict((oc) => oc.columns(['investment_id', 'date']).doUpdateSet((eb) => ({
            close: eb.ref('excluded.close'), adjusted_close: eb.ref('excluded.adjusted_close'), volume: eb.ref('excluded.volume'), currency: eb.ref('excluded.currency'), source: eb.ref('excluded.source'),
          })))
          .execute();
      }
    });
  }

  /** Records that a listing's history has been read from `since` on. */
  async historyRead(investmentId: string, since: string): Promise<void> {
    await this.db
      .insertInto('price_histories')
      .values({ investment_id: investmentId, since, read_at: nowIso() })
      .onConflict((oc) => oc.column('investment_id').doUpdateSet((eb) => ({ since: eb.ref('excluded.since'), read_at: eb.ref('excluded.read_at') })))
      .execute();
  }

  async upsertEvents(rows: readonly PriceEventsTable[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insertInto('price_events')
      .values([...rows])
      .onConflict((oc) => oc.columns(['investment_id', 'date', 'kind']).doUpdateSet((eb) => ({
        ratio_new: eb.ref('excluded.ratio_new'), ratio_old: eb.ref('excluded.ratio_old'), amount: eb.ref('excluded.amount'), currency: eb.ref('excluded.currency'), source: eb.ref('excluded.source'),
      })))
      .execute();
  }

  /**
   * The latest stored close becomes each investment's last price, dated that day, and its market
   * cap (close × shares) where the share count is known. An older close never replaces a newer
   * price from another source (a CSV import dated later).
   */
  async applyLatest(ids: readonly string[]): Promise<void> {
    for (const id of ids) {
      const latest = await this.db.selectFrom('prices').select(['date', 'close']).where('investment_id', '=', id).orderBy('date', 'desc').limit(1).executeTakeFirst();
      if (!latest) continue;
      const at = `${latest.date}T00:00:00.000Z`;
      const investment = await this.db.selectFrom('investments').select(['issued_shares', 'figures_updated_at']).where('id', '=', id).executeTakeFirst();
      if (!investment || (investment.figures_updated_at && investment.figures_updated_at > at)) continue;
      await this.db
        .updateTable('investments')
        .set({ last_price: latest.close, market_cap: investment.issued_shares ? latest.close * investment.issued_shares : null, figures_updated_at: at, updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
    }
  }

  async history(investmentId: string, from: string | null): Promise<{ points: Pick<PricesTable, 'date' | 'close' | 'adjusted_close' | 'currency' | 'source'>[]; events: PriceEventsTable[] }> {
    let points = this.db.selectFrom('prices').select(['date', 'close', 'adjusted_close', 'currency', 'source']).where('investment_id', '=', investmentId);
    let events = this.db.selectFrom('price_events').selectAll().where('investment_id', '=', investmentId);
    if (from) {
      points = points.where('date', '>=', from);
      events = events.where('date', '>=', from);
    }
    return { points: await points.orderBy('date').execute(), events: await events.orderBy('date').execute() };
  }

  async latestDay(investmentId: string): Promise<string | null> {
    const row = await this.db.selectFrom('prices').select((eb) => eb.fn.max('date').as('latest')).where('investment_id', '=', investmentId).executeTakeFirst();
    return row?.latest ?? null;
  }
}
