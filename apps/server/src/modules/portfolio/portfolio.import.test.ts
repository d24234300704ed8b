import { PORTFOLIO_MESSAGES, type ImportPreview } from '@thesis/domain';
import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser, type Session } from '../../test/factories/user';
import { multipart, tinyPng } from '../../test/multipart';
import { createCompany } from '../investments/investments.test-helpers';
import { addListed } from '../investments/investments.test-helpers';
import { call, errorsOf } from '../items/library.test-helpers';
import { hold, portfolio } from './portfolio.test-helpers';

describeEachDb('portfolio CSV import', (ctx) => {
  let ids: Record<string, string> = {};

  async function universe() {
    if (Object.keys(ids).length) return ids;
    ids = await addListed(ctx, [
      { exchange: 'ASX', ticker: 'BHP', name: 'BHP Group', last_price: 45, currency: 'AUD' },
      { exchange: 'ASX', ticker: 'CBA', name: 'Commonwealth Bank', last_price: 150, currency: 'AUD' },
      { exchange: 'NASDAQ', ticker: 'AAPL', name: 'Apple', last_price: 230 },
      { exchange: 'NYSE', ticker: 'BRK.B', name: 'Berkshire Hathaway', last_price: 480 },
      // Listed twice: ambiguous without an exchange.
      { exchange: 'ASX', ticker: 'TWIN', name: 'Twin Australia', last_price: 1 },
      { exchange: 'NYSE', ticker: 'TWIN', name: 'Twin America', last_price: 2 },
    ]);
    return ids;
  }

  function preview(session: Session | null, csv: string | Buffer, fields: Record<string, string> = {}, filename = 'holdings.csv') {
    const body = multipart({ ...fields, file: { filename, content: csv, contentType: 'text/csv' } });
    return ctx.app.inject({ method: 'POST', url: '/api/v1/portfolios/imports/preview', payload: body.payload, headers: { ...(session?.headers ?? {}), ...body.headers } });
  }

  async function previewOf(session: Session, csv: string, fields: Record<string, string> = {}): Promise<ImportPreview> {
    const response = await preview(session, csv, fields);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: ImportPreview }>().data;
  }

  it('previews a generic export: matches, flags unmatched, ambiguous and invalid rows, adds up lots and spots holdings you already have', async () => {
    const u = await universe();
    const ann = await signedInUser(ctx);
    const mine = await createCompany(ctx, ann, { ticker: 'OWNCO', last_price: 3 });
    const bob = await signedInUser(ctx);
    await createCompany(ctx, bob, { ticker: 'BOBCO', last_price: 3 });
    await hold(ctx, ann, u['ASX:CBA']!, 10);
    const csv = [
      'Code,Company,Avail. Units,Price',
      'BHP,BHP Group,"1,000",45',
      'bhp,BHP Group (second lot),250.5,45',
      'ASX:CBA,Commonwealth Bank,20,150',
      'AAPL,Apple,5,230',
      'BRK-B,Berkshire,2,480',
      'TWIN,Twin,1,1',
      'ZZZZ,Nobody,3,1',
      'BOBCO,Bob\'s company,3,1',
      'OWNCO,My company,7,1',
      ',No ticker,3,1',
      'AAPL,Apple short,-5,230',
      'AAPL,Apple blank,,230',
    ].join('\r\n');
    const data = await previewOf(ann, csv);
    expect(data).toMatchObject({ file_name: 'holdings.csv', preset: 'generic', columns: ['Code', 'Company', 'Avail. Units', 'Price'], mapping: { ticker: 'Code', exchange: null, units: 'Avail. Units' } });
    const status = Object.fromEntries(data.rows.map((row) => [row.row, [row.status, row.ticker, row.units]]));
    expect(status).toEqual({
      2: ['matched', 'BHP', 1000],
      3: ['matched', 'BHP', 250.5],
      4: ['matched', 'CBA', 20],
      5: ['matched', 'AAPL', 5],
      6: ['matched', 'BRK-B', 2],
      7: ['ambiguous', 'TWIN', 1],
      8: ['unmatched', 'ZZZZ', 3],
      9: ['unmatched', 'BOBCO', 3],
      10: ['matched', 'OWNCO', 7],
      11: ['invalid', null, null],
      12: ['invalid', 'AAPL', -5],
      13: ['invalid', 'AAPL', null],
    });
    expect(data.rows.find((row) => row.row === 7)?.message).toContain('ASX and NYSE');
    expect(data.rows.find((row) => row.row === 8)?.message).toBe(PORTFOLIO_MESSAGES.rowUnmatched);
    expect(data.rows.find((row) => row.row === 12)?.message).toBe(PORTFOLIO_MESSAGES.rowUnitsInvalid);
    expect(data.rows.find((row) => row.row === 13)?.message).toBe(PORTFOLIO_MESSAGES.rowUnitsMissing);
    const holdings = Object.fromEntries(data.holdings.map((holding) => [holding.investment.ticker, [holding.shares_count, holding.rows, holding.existing_shares_count]]));
    expect(holdings).toEqual({ BHP: [1250.5, [2, 3], null], CBA: [20, [4], 10], AAPL: [5, [5], null], 'BRK.B': [2, [6], null], 'OWNCO.PRV': [7, [10], null] });
    expect(data.holdings.find((holding) => holding.investment.ticker === 'OWNCO.PRV')?.investment.id).toBe(mine.id);
    expect(data.summary).toEqual({ rows: 12, matched: 6, unmatched: 2, ambiguous: 1, invalid: 3, new_holdings: 4, existing_holdings: 1 });
    // Nothing is written by a preview.
    expect((await portfolio(ctx, ann)).investments).toHaveLength(1);
  });

  it('reads an exchange column and a Yahoo export, and honours a chosen mapping', async () => {
    const u = await universe();
    const ann = await signedInUser(ctx);
    const withExchange = await previewOf(ann, 'Ticker,Market,Qty\nTWIN,NYSE,4\nBHP,NYSE,1\n');
    expect(withExchange.rows.map((row) => [row.status, row.investment_id])).toEqual([['matched', u['NYSE:TWIN']], ['unmatched', null]]);
    const yahoo = await previewOf(ann, 'Symbol,Current Price,Volume,Quantity\nBHP.AX,45,9000000,12\nAAPL,230,50000000,3\n', { preset: 'yahoo' });
    expect(yahoo.holdings.map((holding) => [holding.investment.id, holding.shares_count])).toEqual([[u['ASX:BHP'], 12], [u['NASDAQ:AAPL'], 3]]);
    const chosen = await previewOf(ann, 'Instrument,Held,Other\nAAPL,9,1\n', { ticker_column: 'Instrument', units_column: 'Held', exchange_column: '' });
    expect(chosen.mapping).toEqual({ ticker: 'Instrument', exchange: null, units: 'Held' });
    expect(chosen.holdings[0]?.shares_count).toBe(9);
  });

  it('refuses bad files and mappings with a clear 4xx', async () => {
    const ann = await signedInUser(ctx);
    expect(errorsOf(await preview(ann, ''))).toEqual({ file: [PORTFOLIO_MESSAGES.fileEmpty] });
    expect(errorsOf(await preview(ann, tinyPng(), {}, 'holdings.png'))).toEqual({ file: [PORTFOLIO_MESSAGES.fileNotText] });
    expect(errorsOf(await preview(ann, 'Code,Units\n'))).toEqual({ file: [PORTFOLIO_MESSAGES.fileNoRows] });
    expect(errorsOf(await preview(ann, 'Code,Units\n"BHP,10\n')).file?.[0]).toContain(PORTFOLIO_MESSAGES.fileUnreadable);
    expect(errorsOf(await preview(ann, 'Name,Value\nBHP,10\n'))).toEqual({ ticker_column: [PORTFOLIO_MESSAGES.tickerColumnRequired], units_column: [PORTFOLIO_MESSAGES.unitsColumnRequired] });
    expect(errorsOf(await preview(ann, 'Code,Units\nBHP,10\n', { units_column: 'Shares' }))).toEqual({ units_column: [PORTFOLIO_MESSAGES.columnMissing] });
    expect(Object.keys(errorsOf(await preview(ann, 'Code,Units\nBHP,10\n', { preset: 'broker9000' })))).toEqual(['preset']);
    expect(errorsOf(await preview(ann, `Code,Units\n${'BHP,1\n'.repeat(5001)}`))).toEqual({ file: [PORTFOLIO_MESSAGES.fileTooManyRows] });
    const big = await preview(ann, `Code,Units,Note\n${`BHP,1,${'x'.repeat(200)}\n`.repeat(6000)}`);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ message: PORTFOLIO_MESSAGES.fileTooLarge });
    const json = await call(ctx, ann, 'POST', '/portfolios/imports/preview', { file: 'BHP,1' });
    expect(errorsOf(json)).toEqual({ file: [PORTFOLIO_MESSAGES.fileRequired] });
    expect((await preview(null, 'Code,Units\nBHP,1\n')).statusCode).toBe(401);
    const viewer = await signedInUser(ctx, { role: 'teamViewer' });
    expect((await preview(viewer, 'Code,Units\nBHP,1\n')).statusCode).toBe(403);
  });

  it('commits the previewed holdings in one transaction, skipping, replacing or adding to existing ones', async () => {
    const u = await universe();
    const ann = await signedInUser(ctx);
    await hold(ctx, ann, u['ASX:CBA']!, 10);
    const data = await previewOf(ann, 'Code,Units\nBHP,100\nCBA,5\nAAPL,2\n');
    const holdings = data.holdings.map((holding) => ({ investment_id: holding.investment.id, shares_count: holding.shares_count }));

    const skip = await call(ctx, ann, 'POST', '/portfolios/imports/commit', { holdings, on_existing: 'skip' });
    expect(skip.statusCode, skip.body).toBe(200);
    expect(skip.json()).toMatchObject({ data: { created: 2, updated: 0, skipped: 1 }, meta: { message: 'Import complete: 2 added, 0 updated, 1 kept as they were.' } });
    const shares = async () => Object.fromEntries((await portfolio(ctx, ann)).investments.map((holding) => [holding.investment.ticker, holding.shares_count]));
    expect(await shares()).toEqual({ BHP: 100, CBA: 10, AAPL: 2 });

    const add = await call(ctx, ann, 'POST', '/portfolios/imports/commit', { holdings, on_existing: 'add' });
    expect(add.json()).toMatchObject({ data: { created: 0, updated: 3, skipped: 0 } });
    expect(await shares()).toEqual({ BHP: 200, CBA: 15, AAPL: 4 });

    const replace = await call(ctx, ann, 'POST', '/portfolios/imports/commit', { holdings });
    expect(replace.json()).toMatchObject({ data: { created: 0, updated: 3, skipped: 0 } });
    expect(await shares()).toEqual({ BHP: 100, CBA: 5, AAPL: 2 });
  });

  it('writes nothing when one investment cannot be held, and validates the body', async () => {
    const u = await universe();
    const ann = await signedInUser(ctx);
    const bob = await signedInUser(ctx);
    const bobs = await createCompany(ctx, bob, { ticker: 'BOBX' });
    const response = await call(ctx, ann, 'POST', '/portfolios/imports/commit', {
      holdings: [{ investment_id: u['ASX:BHP'], shares_count: 5 }, { investment_id: bobs.id, shares_count: 1 }],
    });
    expect(errorsOf(response)).toEqual({ 'holdings.1.investment_id': [PORTFOLIO_MESSAGES.investmentNotFound] });
    expect((await portfolio(ctx, ann)).investments).toEqual([]);
    expect(errorsOf(await call(ctx, ann, 'POST', '/portfolios/imports/commit', { holdings: [] }))).toEqual({ holdings: [PORTFOLIO_MESSAGES.holdingsRequired] });
    expect(errorsOf(await call(ctx, ann, 'POST', '/portfolios/imports/commit', { holdings: [{ investment_id: u['ASX:BHP'], shares_count: 0 }] }))).toEqual({ 'holdings.0.shares_count': [PORTFOLIO_MESSAGES.sharesPositive] });
    const twice = [{ investment_id: u['ASX:BHP'], shares_count: 1 }, { investment_id: u['ASX:BHP'], shares_count: 2 }];
    expect(errorsOf(await call(ctx, ann, 'POST', '/portfolios/imports/commit', { holdings: twice }))).toEqual({ holdings: [PORTFOLIO_MESSAGES.duplicateInvestment] });
    expect(Object.keys(errorsOf(await call(ctx, ann, 'POST', '/portfolios/imports/commit', { holdings: twice.slice(0, 1), on_existing: 'merge' })))).toEqual(['on_existing']);
  });
});
