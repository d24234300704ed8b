import type { Kysely, Selectable } from 'kysely';
import { PORTFOLIO_SHARES_MAX, saneFigures } from '@thesis/domain';
import type { Database, PortfolioInvestmentsTable } from '../../db/schema';
import { newId } from '../../lib/crypto';
import { chunks, visibleTo, type InvestmentRow } from '../investments/investments.repository';

export type HoldingRecord = Selectable<PortfolioInvestmentsTable>;

/** A holding with its investment. */
export interface HoldingWithInvestment {
  holding: HoldingRecord;
  investment: InvestmentRow;
}

const toHolding = (row: HoldingRecord): HoldingRecord => ({ ...row, shares_count: sharesOrZero(row.shares_count) });

/** A stored number of shares outside 0 … 1e12 (a bad row) counts as none. */
function sharesOrZero(value: number | string): number {
  const shares = Number(value);
  return Number.isFinite(shares) && shares >= 0 && shares <= PORTFOLIO_SHARES_MAX ? shares : 0;
}

/** Figures stored outside their ranges read as missing (the holding then shows "price missing"). */
function normalisedInvestment(row: InvestmentRow): InvestmentRow {
  return saneFigures(row);
}

/**
 * portfolio_investments: one holding per user per investment. Every read is limited to the
 * investments the user may see (listed ones and their own unlisted companies), so a holding can
 * never expose another user's company.
 */
export class PortfolioRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The user's holdings with their investments, in ticker order. */
  async holdingsOf(userId: string): Promise<HoldingWithInvestment[]> {
    const rows = await this.db
      .selectFrom('portfolio_investments as p')
      .innerJoin('investments as i', 'i.id', 'p.investment_id')
      .selectAll('i')
      .select([
        'p.id as holding_id',
        'p.user_id as holding_user_id',
        'p.investment_id as holding_investment_id',
        'p.shares_count as holding_shares_count',
        'p.created_at as holding_created_at',
        'p.updated_at as holding_updated_at',
      ])
      .where('p.user_id', '=', userId)
      .where((eb) => eb(eb.fn.coalesce('i.owner_id', eb.val('')), 'in', ['', userId]))
      .orderBy('i.search_ticker')
      .orderBy('i.id')
      .execute();
    return rows.map(({ holding_id, holding_user_id, holding_investment_id, holding_shares_count, holding_created_at, holding_updated_at, ...investment }) => ({
      holding: toHolding({
        id: holding_id,
        user_id: holding_user_id,
        investment_id: holding_investment_id,
        shares_count: holding_shares_count,
        created_at: holding_created_at,
        updated_at: holding_updated_at,
      }),
      investment: normalisedInvestment(investment as InvestmentRow),
    }));
  }

  async findById(userId: string, id: string): Promise<HoldingRecord | undefined> {
    const row = await this.db.selectFrom('portfolio_investments').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
    return row ? toHolding(row) : undefined;
  }

  async findFor(userId: string, investmentId: string): Promise<HoldingRecord | undefined> {
    const row = await this.db.selectFrom('portfolio_investments').selectAll().where('user_id', '=', userId).where('investment_id', '=', investmentId).executeTakeFirst();
    return row ? toHolding(row) : undefined;
  }

  /** investment id → units held, for the investments given. */
  async sharesFor(userId: string, investmentIds: readonly string[]): Promise<Map<string, HoldingRecord>> {
    const out = new Map<string, HoldingRecord>();
    for (const batch of chunks([...new Set(investmentIds)], 500)) {
      const rows = await this.db.selectFrom('portfolio_investments').selectAll().where('user_id', '=', userId).where('investment_id', 'in', batch).execute();
      for (const row of rows) out.set(row.investment_id, toHolding(row));
    }
    return out;
  }

  /**
   * Sets the units of a holding: inserts it, or updates the existing one (unique user +
   * investment, so concurrent adds of one investment leave one row). True when inserted.
   */
  async upsert(userId: string, investmentId: string, sharesCount: number, now: string): Promise<{ holding: HoldingRecord; created: boolean }> {
    const existing = await this.findFor(userId, investmentId);
    if (existing) {
      await this.db.updateTable('portfolio_investments').set({ shares_count: sharesCount, updated_at: now }).where('id', '=', existing.id).execute();
      return { holding: { ...existing, shares_count: sharesCount, updated_at: now }, created: false };
    }
    const row: HoldingRecord = { id: newId(), user_id: userId, investment_id: investmentId, shares_count: sharesCount, created_at: now, updated_at: now };
    const inserted = await this.db
      .insertInto('portfolio_investments')
      .values(row)
      .onConflict((oc) => oc.columns(['user_id', 'investment_id']).doUpdateSet({ shares_count: sharesCount, updated_at: now }))
      .returning('id')
      .executeTakeFirstOrThrow();
    if (inserted.id === row.id) return { holding: row, created: true };
    return { holding: (await this.findFor(userId, investmentId))!, created: false };
  }

  async delete(userId: string, id: string): Promise<void> {
    await this.db.deleteFrom('portfolio_investments').where('user_id', '=', userId).where('id', '=', id).execute();
  }

  /** Visible investments by id (the user's own unlisted ones and listed ones), for the ids given. */
  async visibleInvestments(userId: string, ids: readonly string[]): Promise<Map<string, InvestmentRow>> {
    const out = new Map<string, InvestmentRow>();
    for (const batch of chunks([...new Set(ids)], 500)) {
      const rows = await this.db.selectFrom('investments').selectAll().where('id', 'in', batch).where(visibleTo(userId)).execute();
      for (const row of rows) out.set(row.id, normalisedInvestment(row));
    }
    return out;
  }

  /** Visible investments whose ticker is one of these (upper-case; unlisted tickers carry their suffix). */
  async visibleByTickers(userId: string, tickers: readonly string[]): Promise<InvestmentRow[]> {
    const out: InvestmentRow[] = [];
    for (const batch of chunks([...new Set(tickers)], 500)) {
      const rows = await this.db.selectFrom('investments').selectAll().where('ticker', 'in', batch).where(visibleTo(userId)).execute();
      out.push(...rows.map(normalisedInvestment));
    }
    return out;
  }
}
