import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Portfolio, PortfolioInvestment } from '@thesis/domain';
import type { TestContext } from '../../test/build-test-app';
import type { Session } from '../../test/factories/user';
import { nowIso } from '../../db/values';
import { FxRepository } from '../fx/fx.repository';
import { addListed } from '../investments/investments.test-helpers';
import { call } from '../items/library.test-helpers';

/** Test helpers for the portfolio module (not a test file). */

let batch = 0;

/** The as-of date of test prices (June 2026: the month of the rates below). */
export const PRICES_AS_OF = '2026-06-15T00:00:00.000Z';

/** Monthly rates of data/reference/fx_monthly_per_usd.csv for June 2026 (units per US dollar). */
export const JUNE_2026 = { AUD: 1.4235, GBP: 0.7497 } as const;

export async function addJuneRates(ctx: TestContext): Promise<void> {
  await new FxRepository(ctx.db.db).upsert(Object.entries(JUNE_2026).map(([currency, units]) => ({ month: '2026-06', currency, units_per_usd: units })), 'test', nowIso());
}

/** Listed investments (exchange, ticker, price as of PRICES_AS_OF, sector…) with unique tickers; answers ticker → id. */
export async function listed(
  ctx: TestContext,
  rows: { ticker: string; exchange?: string; last_price?: number | null; sector_l1?: string | null; market_cap?: number | null; currency?: string }[],
): Promise<Record<string, string>> {
  batch += 1;
  const suffix = `${batch}${Math.random().toString(36).slice(2, 5).toUpperCase()}`;
  const ids = await addListed(
    ctx,
    rows.map((row) => ({ exchange: row.exchange ?? 'NASDAQ', ticker: `${row.ticker}${suffix}`, name: `${row.ticker} Holdings`, last_price: row.last_price ?? null, sector_l1: row.sector_l1 ?? null, market_cap: row.market_cap ?? null, currency: row.currency ?? 'USD', figures_updated_at: row.last_price || row.market_cap ? PRICES_AS_OF : null })),
  );
  return Object.fromEntries(rows.map((row) => [row.ticker, ids[`${row.exchange ?? 'NASDAQ'}:${row.ticker}${suffix}`]!]));
}

export function setShares(ctx: TestContext, session: Session | null, investmentId: string, shares: unknown): Promise<LightMyRequestResponse> {
  return call(ctx, session, 'POST', `/portfolios/investments/${investmentId}`, { shares_count: shares });
}

export async function hold(ctx: TestContext, session: Session, investmentId: string, shares: number): Promise<void> {
  const response = await setShares(ctx, session, investmentId, shares);
  expect([200, 201], response.body).toContain(response.statusCode);
}

export async function portfolio(ctx: TestContext, session: Session, query = ''): Promise<Portfolio & { meta: Record<string, unknown> }> {
  const response = await call(ctx, session, 'GET', `/portfolios${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ data: Portfolio; meta: Record<string, unknown> }>();
  return { ...body.data, meta: body.meta };
}

export const tickersOf = (holdings: readonly PortfolioInvestment[]) => holdings.map((holding) => holding.investment.name.split(' ')[0]);
