import { UNLISTED_TICKER_SUFFIX, type Investment, type InvestmentSummary } from '@thesis/domain';
import { nowIso } from '../../db/values';
import type { TestContext } from '../../test/build-test-app';
import type { Session } from '../../test/factories/user';
import { UniverseRepository, type ListedInput } from './universe.repository';

/** Test helpers for the investments module (not a test file). */

export function searchInvestments(ctx: TestContext, session: Session, text: string, extra = '') {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/v1/investments?search=${encodeURIComponent(`ticker:${text}`)}${extra}`,
    headers: session.headers,
  });
}

export async function searchTickers(ctx: TestContext, session: Session, text: string, extra = ''): Promise<string[]> {
  const response = await searchInvestments(ctx, session, text, extra);
  if (response.statusCode !== 200) throw new Error(`search failed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: InvestmentSummary[] }>().data.map((row) => `${row.exchange ?? 'custom'}:${row.ticker}`);
}

export const companyPayload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Acme Widgets Pty Ltd',
  ticker: `ACME${UNLISTED_TICKER_SUFFIX}`,
  local_fx: 'AUD',
  reporting_fx: 'AUD',
  year_end: '2027-06-30',
  ...overrides,
});

export async function createCompany(ctx: TestContext, session: Session, overrides: Record<string, unknown> = {}): Promise<Investment> {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/investments', headers: session.headers, payload: companyPayload(overrides) });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: Investment }>().data;
}

/** Inserts listed investments directly (a tiny universe for tests that need no reference data). */
export async function addListed(ctx: TestContext, rows: (Partial<ListedInput> & Pick<ListedInput, 'exchange' | 'ticker' | 'name'>)[]): Promise<Record<string, string>> {
  const universe = new UniverseRepository(ctx.db.db);
  const full = rows.map((row) => ({
    currency: 'USD', sector_l1: null, sector_l3: null, description: null, is_etf: false, classification: null, sic_code: null, is_fund: null, year_end: null,
    last_price: null, issued_shares: null, market_cap: null, figures_updated_at: null, ...row,
  }));
  await universe.upsertListed(full, nowIso());
  const found = await ctx.db.db.selectFrom('investments').select(['id', 'exchange', 'ticker']).where('type', '=', 'listed').execute();
  return Object.fromEntries(found.map((row) => [`${row.exchange}:${row.ticker}`, row.id]));
}
