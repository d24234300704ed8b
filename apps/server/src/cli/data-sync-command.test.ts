import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MARKET_DATA_MESSAGES } from '@thesis/domain';
import { loadConfig } from '../config';
import { describeEachDb, type TestContext } from '../test/build-test-app';
import { SecStandIn } from '../test/sec-stand-in';
import { readCsv } from '../lib/csv';
import { UniverseRepository } from '../modules/investments/universe.repository';
import { CliError, COMMANDS } from './commands';
import { syncProgressLine } from './data-sync-command';

const standIn = new SecStandIn();
let url = '';
beforeAll(async () => {
  url = await standIn.start();
});
afterAll(() => standIn.stop());

async function run(ctx: TestContext, name: string, args: string[], env: Record<string, string> = { SEC_USER_AGENT: 'Thesis tests ops@example.com', SEC_DATA_URL: url, SEC_FILES_URL: url }) {
  let progress = '';
  const stream = new Writable({ write(chunk, _encoding, done) { progress += String(chunk); done(); } });
  const out: string[] = [];
  const config = loadConfig({ DATA_DIR: '/tmp/thesis-cli-sync', JWT_SECRET: 'x'.repeat(32), ...env });
  await COMMANDS[name]!.run(args, { db: ctx.db, billing: ctx.app.deps.billing, out: (line) => out.push(line), config, progress: stream });
  return { out, progress };
}

it('draws done/total, rate, ETA and failures', () => {
  expect(syncProgressLine({ total: 6000, done: 2520, updated: 2400, unchanged: 100, skipped: 17, failed: 3 }, 300_000, 10)).toBe('SEC sync [####------]  42% 2,520/6,000 companies · 8.4/s · ETA 6m 54s · 3 failed');
});

describeEachDb('data:sync and data:status', (ctx) => {
  beforeAll(async () => {
    const now = new Date().toISOString();
    await new UniverseRepository(ctx.db.db).upsertListed(
      ['AAPL', 'NICE'].map((ticker) => ({ exchange: 'NASDAQ', ticker, name: ticker, currency: 'USD', sector_l1: null, sector_l3: null, description: null, is_etf: false, year_end: null, last_price: null, issued_shares: null, market_cap: null, figures_updated_at: null, classification: null, sic_code: null, is_fund: null })),
      now,
    );
  });

  it('syncs the tickers asked for with a progress bar and a summary naming each skipped or unknown company', async () => {
    const { out, progress } = await run(ctx, 'data:sync', ['sec', '--tickers', 'AAPL,NICE,ZZZZ']);
    expect(progress).toMatch(/^SEC sync \[#+\] 100% 2\/2 companies · [\d.]+\/s · ETA 0s · 0 failed\n$/);
    expect(out[0]).toMatch(/^SEC filings: 2 companies in \d+s: 1 updated, 0 unchanged \(no new annual report\), 1 skipped, 0 failed\.$/);
    expect(out[1]).toBe('Not found among the listed US companies the SEC knows: ZZZZ.');
    const status = await run(ctx, 'data:status', []);
    expect(status.out[1]).toBe('SEC filers: 1 synced, 1 skipped, 0 failed.');
    expect(status.out[2]).toMatch(/ cli {6}completed 2\/2 done: 1 updated, 0 unchanged, 1 skipped, 0 failed$/);
  });

  it('writes the shipped snapshot file from the SEC instead of storing (--csv), with the same mapping', async () => {
    const file = join(tmpdir(), `thesis-snapshot-${ctx.dialect}-${Date.now()}.csv`);
    const before = await ctx.db.db.selectFrom('investment_financials').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const { out } = await run(ctx, 'data:sync', ['sec', '--tickers', 'AAPL,NICE', '--csv', file]);
    expect(out[0]).toBe(`Wrote 3 company-years to ${file} in the shipped snapshot's columns; nothing was stored.`);
    expect(out[1]).toMatch(/^ {2}NICE \(CIK 1003935\): files its annual reports on 20-F/);
    const rows = readCsv(readFileSync(file, 'utf8'));
    expect(rows.header.slice(0, 8)).toEqual(['ticker', 'company_name', 'cik', 'exchange', 'currency', 'fiscal_year', 'fiscal_year_end', 'revenue_m']);
    // Apple FY2023 as its 10-K gives it; capex negative, as in the shipped file.
    expect(rows.rows[0]!.values).toMatchObject({ ticker: 'AAPL', fiscal_year: '2023', fiscal_year_end: '2023-09-30', revenue_m: '383285', gross_profit_m: '169148', eps_diluted: '6.13' });
    expect(Number(rows.rows[0]!.values.capex_m)).toBeLessThan(0);
    const after = await ctx.db.db.selectFrom('investment_financials').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    rmSync(file, { force: true });
  });

  it('refuses without SEC_USER_AGENT, and bad arguments, with what to do', async () => {
    await expect(run(ctx, 'data:sync', ['sec', '--all'], {})).rejects.toThrow(new CliError(MARKET_DATA_MESSAGES.secNotConfigured));
    await expect(run(ctx, 'data:sync', ['sec'])).rejects.toThrow('Give one of --tickers or --all.');
    await expect(run(ctx, 'data:sync', ['prices', '--all', '--markets', 'US'])).rejects.toThrow('Give one of --tickers or --all or --markets.');
    await expect(run(ctx, 'data:sync', ['prices', '--markets', 'LSE'])).rejects.toThrow('--markets takes US and ASX (AU), not "LSE".');
    await expect(run(ctx, 'data:sync', ['sec', '--all', '--years', '0'])).rejects.toThrow('--years must be a whole number from 1 to 30, not "0".');
    await expect(run(ctx, 'data:sync', ['edgar', '--all'])).rejects.toThrow('Usage: data:sync sec');
    await expect(run(ctx, 'data:sync', ['prices', '--all'])).rejects.toThrow(MARKET_DATA_MESSAGES.pricesNotConfigured);
  });
});
