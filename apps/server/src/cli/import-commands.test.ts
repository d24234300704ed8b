import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, expect, it } from 'vitest';
import { describeEachDb, type TestContext } from '../test/build-test-app';
import { InvestmentSearchRepository } from '../modules/investments/investments-search.repository';
import { importCommands, ProgressBar } from './import-commands';
import { CliError, COMMANDS } from './commands';

const dir = mkdtempSync(join(tmpdir(), 'thesis-import-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function csv(name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

/** Runs an import command; answers what it printed and what it drew on the progress stream. */
async function run(ctx: TestContext, name: string, args: string[]) {
  let progress = '';
  const stream = new Writable({ write(chunk, _encoding, done) { progress += String(chunk); done(); } });
  const command = importCommands(stream)[name]!;
  const out: string[] = [];
  await command.run(args, { db: ctx.db, billing: ctx.app.deps.billing, out: (line) => out.push(line) });
  return { out, progress };
}

const investment = (ctx: TestContext, exchange: string, ticker: string) =>
  ctx.db.db.selectFrom('investments').selectAll().where('exchange', '=', exchange).where('ticker', '=', ticker).executeTakeFirst();

const UNIVERSE = [
  'exchange,ticker,name,currency,sector,industry,is_etf,fiscal_year_end',
  'ASX,WOW,"WOOLWORTHS GROUP LIMITED",AUD,Consumer Staples,"Consumer Staples Distribution & Retail",N,06-30',
  'asx,csl,CSL LIMITED,aud,Health Care,,,',
  'ASX,,Nameless,AUD,,,,',
  'ASX,BADC,Bad Currency,AUSD,,,,',
  'ASX,BADE,Bad ETF flag,AUD,,,maybe,',
  'ASX,BADY,Bad year end,AUD,,,,13-01',
].join('\r\n');

describeEachDb('import commands', (ctx) => {
  it('import:universe upserts on exchange + ticker and lists rejected rows with their reason', async () => {
    const file = csv('universe.csv', UNIVERSE);
    const { out, progress } = await run(ctx, 'import:universe', [file]);
    expect(out[0]).toBe('universe from CSV universe.csv: 6 rows read, 2 inserted, 0 updated, 4 rejected.');
    expect(out.slice(2, -1)).toEqual([
      '  row 4: ticker is missing',
      '  row 5: currency must be a three-letter code such as AUD',
      '  row 6: is_etf must be Y or N',
      '  row 7: fiscal_year_end must be a month and day written MM-DD',
    ]);
    // No figures yet: nothing to compute the fundamentals from.
    expect(out.at(-1)).toMatch(/^Metrics computed for 0 companies with data \(0 values and reasons\) in [\d,]+ ms\.$/);
    expect(progress).toContain('import:universe [##############################] 100% 6/6 rows');
    expect(await investment(ctx, 'ASX', 'WOW')).toMatchObject({ name: 'WOOLWORTHS GROUP LIMITED', currency: 'AUD', sector_l1: 'Consumer Staples', is_etf: 0 });
    expect((await investment(ctx, 'ASX', 'WOW'))!.year_end).toMatch(/^\d{4}-06-30$/);
    expect(await investment(ctx, 'ASX', 'CSL')).toMatchObject({ name: 'CSL LIMITED', sector_l1: 'Health Care', sector_l3: null });

    const again = await run(ctx, 'import:universe', [csv('universe2.csv', 'exchange,ticker,name,currency\nASX,CSL,CSL Ltd,AUD\n')]);
    expect(again.out[0]).toBe('universe from CSV universe2.csv: 1 rows read, 0 inserted, 1 updated, 0 rejected.');
    // An empty cell keeps what is stored; the new name is searchable.
    expect(await investment(ctx, 'ASX', 'CSL')).toMatchObject({ name: 'CSL Ltd', sector_l1: 'Health Care' });
    const csl = await investment(ctx, 'ASX', 'CSL');
    expect(await new InvestmentSearchRepository(ctx.db.db).search(randomUUID(), 'ltd csl', 10)).toEqual([csl!.id]);
  });

  it('import:prices updates the figures of known investments and rejects the rest', async () => {
    const file = csv('prices.csv', [
      'exchange,ticker,last_price,market_cap_m,shares_outstanding_m,as_of',
      'ASX,WOW,"31.50","38,450.2",1220.6,2026-08-21',
      'ASX,CSL,abc,,,',
      'ASX,NOPE,1,,,',
      'ASX,CSL,,,,',
      'ASX,CSL,-1,,,',
    ].join('\n'));
    const { out } = await run(ctx, 'import:prices', [file]);
    expect(out.at(-1)).toMatch(/^Metrics computed for 1 company with data/);
    expect(out.slice(0, -1)).toEqual([
      'prices from CSV prices.csv: 5 rows read, 0 inserted, 1 updated, 4 rejected.',
      'Rejected rows (row numbers count the header as row 1):',
      '  row 3: last_price is not a number',
      '  row 4: ASX:NOPE is not in the universe (import it with import:universe first)',
      '  row 5: last_price, market_cap_m and shares_outstanding_m are all empty',
      '  row 6: last_price must not be negative',
    ]);
    expect(await investment(ctx, 'ASX', 'WOW')).toMatchObject({ last_price: 31.5, market_cap: 38450.2, issued_shares: 1220.6, figures_updated_at: '2026-08-21T00:00:00.000Z' });

    const partial = await run(ctx, 'import:prices', [csv('p2.csv', 'ticker,last_price\nWOW,32\n'), '--exchange', 'ASX', '--as-of', '2026-08-28']);
    expect(partial.out[0]).toContain('1 updated');
    expect(await investment(ctx, 'ASX', 'WOW')).toMatchObject({ last_price: 32, market_cap: 38450.2, figures_updated_at: '2026-08-28T00:00:00.000Z' });
  });

  it('import:financials upserts rows keyed on the fiscal year end and kind', async () => {
    const file = csv('fin.csv', [
      'exchange,ticker,kind,fiscal_year_end,sales_m,npat_m,eps,dps',
      'ASX,WOW,historical,2025-06-30,67922,1711,1.40,1.02',
      'ASX,WOW,estimation,2027-06-30,70100,,1.55,',
      'ASX,WOW,guess,2028-06-30,1,,,',
      'ASX,WOW,historical,2025-02-30,1,,,',
    ].join('\n'));
    const { out } = await run(ctx, 'import:financials', [file]);
    expect(out.slice(0, -1)).toEqual([
      'financials from CSV fin.csv: 4 rows read, 2 inserted, 0 updated, 2 rejected.',
      'Rejected rows (row numbers count the header as row 1):',
      '  row 4: kind must be historical or estimation',
      '  row 5: fiscal_year_end must be a date written yyyy-mm-dd',
    ]);
    const again = await run(ctx, 'import:financials', [csv('fin2.csv', 'ticker,fiscal_year_end,dps\nWOW,2025-06-30,1.05\n'), '--exchange', 'ASX', '--source', 'broker']);
    expect(again.out[0]).toBe('financials from CSV fin2.csv: 1 rows read, 0 inserted, 1 updated, 0 rejected.');
    // The stored fundamentals follow: P/E 32 (the price of 2026-08-28) ÷ FY2025 EPS 1.40.
    const pe = await ctx.db.db.selectFrom('investment_metrics').select(['value', 'as_of']).where('metric_id', '=', 'pe').executeTakeFirstOrThrow();
    expect([Number(pe.value).toFixed(2), pe.as_of]).toEqual(['22.86', '2026-08-28']);
    const rows = await ctx.db.db.selectFrom('investment_financials').selectAll().orderBy('fy_date_at').execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ kind: 'historical', sales: 67922, npat: 1711, eps: 1.4, dps: 1.05, source: 'broker' });
    expect(rows[1]).toMatchObject({ kind: 'estimation', sales: 70100, npat: null });
  });

  it('refuses a missing file, a file without the key columns and bad options (CliError)', async () => {
    await expect(run(ctx, 'import:universe', [join(dir, 'absent.csv')])).rejects.toThrow(/no such file/);
    await expect(run(ctx, 'import:universe', [csv('bad.csv', 'symbol_x,title\nA,B\n')])).rejects.toThrow(/has no exchange, ticker, name, currency column/);
    await expect(run(ctx, 'import:prices', [])).rejects.toThrow(CliError);
    await expect(run(ctx, 'import:financials', [csv('k.csv', 'exchange,ticker,fiscal_year_end\n'), '--kind', 'guess'])).rejects.toThrow(/--kind/);
    await expect(run(ctx, 'import:universe', [csv('q.csv', 'exchange,ticker,name,currency\n"ASX,X\n')])).rejects.toThrow(/not closed/);
  });

  it('is registered with the other operator commands', () => {
    for (const name of ['import:universe', 'import:prices', 'import:financials']) expect(COMMANDS[name]?.usage).toContain(name);
  });
});

it('draws a text progress bar', () => {
  const written: string[] = [];
  const stream = Object.assign(new Writable({ write(chunk, _e, done) { written.push(String(chunk)); done(); } }), { isTTY: true });
  const bar = new ProgressBar(stream, 'import:prices', 10);
  bar.update(5, 10);
  bar.update(5, 10);
  bar.update(10, 10);
  bar.finish();
  expect(written).toEqual(['\rimport:prices [#####-----]  50% 5/10 rows', '\rimport:prices [##########] 100% 10/10 rows', '\n']);
  expect(bar.line(3, null)).toBe('import:prices 3 rows');
});
