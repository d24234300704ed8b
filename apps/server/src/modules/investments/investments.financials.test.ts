import { beforeAll, expect, it } from 'vitest';
import { ESTIMATION_COLUMNS, HISTORICAL_COLUMNS, INVESTMENT_MESSAGES, type FinancialRow } from '@thesis/domain';
import { nowIso } from '../../db/values';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser, type Session } from '../../test/factories/user';
import { addListed } from './investments.test-helpers';
import { UniverseRepository, type FinancialInput } from './universe.repository';

const row = (kind: 'historical' | 'estimation', year: number, sales: number | null): FinancialInput => ({
  exchange: 'NASDAQ', ticker: 'FINX', kind, fy_date_at: `${year}-06-30`, sales, gross_profit: null, ebitda: 12.5, ebit: null, pre_tax_income: null,
  npat: 3.25, eps: 0.42, dps: null, net_debt: -4, shareholders_equity: 100, source: 'test', updated_at: nowIso(),
});

describeEachDb('historical and estimation financials', (ctx) => {
  let id: string;
  let investor: Session;
  let free: Session;
  beforeAll(async () => {
    id = (await addListed(ctx, [{ exchange: 'NASDAQ', ticker: 'FINX', name: 'Finance Example Inc.' }]))['NASDAQ:FINX']!;
    const years = Array.from({ length: 12 }, (_, i) => 2010 + i);
    await new UniverseRepository(ctx.db.db).upsertFinancials([
      ...years.map((year) => row('historical', year, 1000 + year)),
      ...[2020, 2022, 2023, 2024, 2025].map((year) => row('estimation', year, 5000 + year)),
    ]);
    investor = await signedInUser(ctx, { role: 'investor' });
    free = await signedInUser(ctx, { role: 'free' });
  });

  const fetch = (session: Session, kind: string) => ctx.app.inject({ method: 'GET', url: `/api/v1/investments/${id}/${kind}`, headers: session.headers });

  it('answers the latest ten historical years, oldest first, with nulls kept as null', async () => {
    const response = await fetch(investor, 'historical');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: FinancialRow[]; meta: Record<string, unknown> }>();
    expect(body.meta).toEqual({ kind: 'historical', columns: HISTORICAL_COLUMNS, currency: 'USD', units: 'millions' });
    expect(body.data.map((entry) => entry.fy_date_at)).toEqual(Array.from({ length: 10 }, (_, i) => `${2012 + i}-06-30`));
    expect(body.data[0]).toMatchObject({ sales: 3012, gross_profit: null, ebitda: 12.5, npat: 3.25, eps: 0.42, dps: null, net_debt: -4, shareholders_equity: 100, source: 'test' });
  });

  it('answers the three estimation years after the latest historical one', async () => {
    const body = (await fetch(investor, 'estimation')).json<{ data: FinancialRow[]; meta: { columns: number } }>();
    expect(body.meta.columns).toBe(ESTIMATION_COLUMNS);
    expect(body.data.map((entry) => entry.fy_date_at)).toEqual(['2022-06-30', '2023-06-30', '2024-06-30']);
  });

  it('refuses the free role with a message inviting an upgrade (403)', async () => {
    for (const kind of ['historical', 'estimation']) {
      const response = await fetch(free, kind);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: INVESTMENT_MESSAGES.financialsUpgrade });
    }
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/v1/investments/${id}`, headers: free.headers });
    expect(detail.json().data.abilities).toEqual({ update: false, view_financials: false });
  });

  it('answers empty tables for an investment without rows, and 401 without a token', async () => {
    const other = (await addListed(ctx, [{ exchange: 'ASX', ticker: 'NOFN', name: 'No Financials Ltd', currency: 'AUD' }]))['ASX:NOFN']!;
    const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/investments/${other}/historical`, headers: investor.headers });
    expect(response.json()).toMatchObject({ data: [], meta: { currency: 'AUD' } });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/investments/${id}/historical` })).statusCode).toBe(401);
  });
});
