import { beforeAll, expect, it } from 'vitest';
import { INVESTMENT_MESSAGES, MESSAGES, type Investment } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser, type Session } from '../../test/factories/user';
import { addListed, companyPayload, createCompany } from './investments.test-helpers';

describeEachDb('unlisted companies and listed investments', (ctx) => {
  let ann: Session;
  let bob: Session;
  let listed: Record<string, string>;
  beforeAll(async () => {
    ann = await signedInUser(ctx);
    bob = await signedInUser(ctx);
    listed = await addListed(ctx, [{ exchange: 'ASX', ticker: 'CBA', name: 'COMMONWEALTH BANK OF AUSTRALIA.', currency: 'AUD' }]);
  });

  const post = (session: Session | null, payload: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/investments', headers: session?.headers ?? {}, payload: payload as Record<string, unknown> });
  const write = (method: 'PUT' | 'PATCH', session: Session, id: string, payload: unknown) =>
    ctx.app.inject({ method, url: `/api/v1/investments/${id}`, headers: session.headers, payload: payload as Record<string, unknown> });
  const get = (session: Session, id: string, query = '') => ctx.app.inject({ method: 'GET', url: `/api/v1/investments/${id}${query}`, headers: session.headers });

  it('creates an unlisted company with the suffix, owned by its creator (201)', async () => {
    const response = await post(ann, companyPayload({
      ticker: 'ACME.PRV', description: 'Widgets', sector_l1: 'Industrials', sector_l3: 'Machinery', last_price: 1.25, market_cap: '250', issued_shares: 200, local_fx: 'NZD', reporting_fx: 'USD',
    }));
    expect(response.statusCode).toBe(201);
    const data = response.json<{ data: Investment }>().data;
    expect(data).toMatchObject({
      ticker: 'ACME.PRV', name: 'Acme Widgets Pty Ltd', type: 'custom', exchange: null, currency: 'NZD', local_fx: 'NZD', reporting_fx: 'USD',
      description: 'Widgets', sector_l1: 'Industrials', sector_l3: 'Machinery', is_etf: false, investment_review_id: null,
      abilities: { update: true, view_financials: true },
      meta: { year_end: '2027-06-30', last_price: 1.25, market_cap: 250, issued_shares: 200, currency: 'NZD' },
    });
    expect(data.meta.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(data).not.toHaveProperty('owner_id');
    expect((await get(ann, data.id)).json().data).toEqual(data);
  });

  it('accepts the ticker without the suffix, upper-cases it and defaults both currencies to AUD', async () => {
    const response = await post(ann, { name: 'Bare Co', ticker: 'bare', year_end: '2027-06-30' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ ticker: 'BARE.PRV', local_fx: 'AUD', reporting_fx: 'AUD', description: null, meta: { last_price: null, updated_at: null } });
  });

  it('says every form rule with the spec message (422)', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', MESSAGES.nameRequired],
      [{ name: undefined }, 'name', MESSAGES.nameRequired],
      [{ ticker: 'AB' }, 'ticker', MESSAGES.tickerLength],
      [{ ticker: 'ABCDEF.PRV' }, 'ticker', MESSAGES.tickerLength],
      [{ ticker: undefined }, 'ticker', MESSAGES.tickerLength],
      [{ description: 'x'.repeat(2049) }, 'description', MESSAGES.companyDescriptionMax],
      [{ sector_l1: 's'.repeat(145) }, 'sector_l1', MESSAGES.sectorTooLong],
      [{ sector_l3: 'i'.repeat(145) }, 'sector_l3', MESSAGES.industryTooLong],
      [{ last_price: 'cheap' }, 'last_price', MESSAGES.mustBeNumber],
      [{ market_cap: 'big' }, 'market_cap', MESSAGES.mustBeNumber],
      [{ issued_shares: [] }, 'issued_shares', MESSAGES.mustBeNumber],
      [{ year_end: '1998-06-30' }, 'year_end', MESSAGES.yearInvalid],
      [{ year_end: '10000-06-30' }, 'year_end', MESSAGES.yearInvalid],
      [{ year_end: '2027-13-30' }, 'year_end', MESSAGES.monthInvalid],
      [{ year_end: '2027-00-30' }, 'year_end', MESSAGES.monthInvalid],
      [{ year_end: '2027-06-32' }, 'year_end', MESSAGES.dayInvalid],
      [{ year_end: '2027-06-00' }, 'year_end', MESSAGES.dayInvalid],
      [{ year_end: '2027-06-31' }, 'year_end', MESSAGES.tooManyDays],
      [{ year_end: '2027-02-29' }, 'year_end', MESSAGES.tooManyDays],
      [{ year_end: 'next june' }, 'year_end', INVESTMENT_MESSAGES.yearEndFormat],
      [{ local_fx: 'JPY' }, 'local_fx', INVESTMENT_MESSAGES.currencyInvalid],
    ];
    for (const [change, field, message] of cases) {
      const response = await post(ann, companyPayload({ ticker: 'VALID', ...change }));
      expect(response.statusCode, JSON.stringify(change)).toBe(422);
      expect(response.json().errors, JSON.stringify(change)).toEqual({ [field]: [message] });
    }
    expect((await post(ann, companyPayload({ ticker: 'LEAP', year_end: '2028-02-29' }))).statusCode).toBe(201);
  });

  it('lists every field error at once', async () => {
    const response = await post(ann, { ticker: 'x', year_end: '2027-02-30', last_price: 'n/a' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: [MESSAGES.nameRequired], ticker: [MESSAGES.tickerLength], year_end: [MESSAGES.tooManyDays], last_price: [MESSAGES.mustBeNumber],
    });
  });

  it('keeps tickers unique per user on create and edit, with the spec message on the ticker field', async () => {
    const first = await createCompany(ctx, ann, { ticker: 'UNIQ' });
    const again = await post(ann, companyPayload({ ticker: 'uniq' }));
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: MESSAGES.tickerUnique, errors: { ticker: [MESSAGES.tickerUnique] } });
    expect((await post(bob, companyPayload({ ticker: 'UNIQ' }))).statusCode).toBe(201);

    const other = await createCompany(ctx, ann, { ticker: 'OTHR' });
    for (const method of ['PUT', 'PATCH'] as const) {
      const clash = await write(method, ann, other.id, companyPayload({ ticker: 'UNIQ.PRV' }));
      expect(clash.statusCode).toBe(422);
      expect(clash.json().errors).toEqual({ ticker: [MESSAGES.tickerUnique] });
    }
    expect((await write('PATCH', ann, first.id, { ticker: 'UNIQ.PRV', name: 'Same ticker again' })).statusCode).toBe(200);
  });

  it('PUT replaces the company (clearing what is left out), PATCH changes only what is sent', async () => {
    const company = await createCompany(ctx, ann, { ticker: 'EDIT', description: 'Old', sector_l1: 'Energy', last_price: 2 });
    const patched = await write('PATCH', ann, company.id, { name: 'Edited Energy', last_price: null, local_fx: 'GBP' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data).toMatchObject({ name: 'Edited Energy', description: 'Old', sector_l1: 'Energy', currency: 'GBP', local_fx: 'GBP', meta: { last_price: null } });

    const put = await write('PUT', ann, company.id, { name: 'Replaced', ticker: 'EDIT2.PRV', year_end: '2026-12-31' });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ ticker: 'EDIT2.PRV', name: 'Replaced', description: null, sector_l1: null, local_fx: 'AUD', meta: { year_end: '2026-12-31' } });
    const found = await ctx.app.inject({ method: 'GET', url: '/api/v1/investments?search=ticker:replaced', headers: ann.headers });
    expect(found.json().data.map((row: Investment) => row.id)).toEqual([company.id]);
  });

  it("says 'Ticker is undefined' for an edit without a ticker", async () => {
    const company = await createCompany(ctx, ann, { ticker: 'NOTK' });
    const put = await write('PUT', ann, company.id, { name: 'No ticker', year_end: '2027-06-30' });
    expect(put.statusCode).toBe(422);
    expect(put.json().errors).toEqual({ ticker: [MESSAGES.tickerUndefined] });
    const patch = await write('PATCH', ann, company.id, { ticker: null });
    expect(patch.json().errors).toEqual({ ticker: [MESSAGES.tickerUndefined] });
  });

  it('keeps listed investments read-only (403) and readable by everyone', async () => {
    const id = listed['ASX:CBA']!;
    const read = await get(bob, id);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ ticker: 'CBA', type: 'listed', exchange: 'ASX', abilities: { update: false } });
    for (const method of ['PUT', 'PATCH'] as const) {
      const response = await write(method, ann, id, companyPayload({ ticker: 'CBA' }));
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(INVESTMENT_MESSAGES.listedReadOnly);
    }
  });

  it("hides another user's company (404 to read, change or see financials)", async () => {
    const company = await createCompany(ctx, ann, { ticker: 'PRIV' });
    expect((await get(bob, company.id)).statusCode).toBe(404);
    expect((await write('PUT', bob, company.id, companyPayload())).statusCode).toBe(404);
    expect((await write('PATCH', bob, company.id, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await get(bob, company.id, '/historical')).statusCode).toBe(404);
    expect((await get(bob, 'no-such-id')).statusCode).toBe(404);
  });

  it('accepts include=processes.factors,review and answers what exists', async () => {
    const response = await get(ann, listed['ASX:CBA']!, '?include=processes.factors,review');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ processes: [], review: null });
    expect((await get(ann, listed['ASX:CBA']!)).json().data).not.toHaveProperty('processes');
  });

  it('ranks the exact ticker, then names starting with the text, then other matches (issue 19 item 7)', async () => {
    await addListed(ctx, [
      { exchange: 'ASX', ticker: 'GVW', name: 'Goldenview Ltd', currency: 'AUD' },
      { exchange: 'ASX', ticker: 'GCL', name: 'Gold Coast Ltd', currency: 'AUD' },
      { exchange: 'ASX', ticker: 'AUG', name: 'Aurora Gold Ltd', currency: 'AUD' },
      { exchange: 'ASX', ticker: 'GOLDX', name: 'Unrelated Name Ltd', currency: 'AUD' },
    ]);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/investments?search=ticker:Gold', headers: ann.headers });
    // GOLDX is a ticker prefix only: with the other matches, after the names starting with "gold".
    expect(response.json().data.map((row: Investment) => row.name)).toEqual(['Gold Coast Ltd', 'Goldenview Ltd', 'Aurora Gold Ltd', 'Unrelated Name Ltd']);
  });

  it('needs a signed-in user (401)', async () => {
    expect((await post(null, companyPayload())).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/investments/${listed['ASX:CBA']}` })).statusCode).toBe(401);
  });
});
