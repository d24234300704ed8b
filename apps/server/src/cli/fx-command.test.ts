import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, expect, it } from 'vitest';
import { FxRepository } from '../modules/fx/fx.repository';
import { describeEachDb, type TestContext } from '../test/build-test-app';
import { CliError, COMMANDS } from './commands';
import { fxCommand } from './fx-command';

const dir = mkdtempSync(join(tmpdir(), 'thesis-fx-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(ctx: TestContext, text: string) {
  const file = join(dir, `rates-${Math.random().toString(36).slice(2)}.csv`);
  writeFileSync(file, text);
  let progress = '';
  const stream = new Writable({ write(chunk, _encoding, done) { progress += String(chunk); done(); } });
  const out: string[] = [];
  await fxCommand(stream).run([file], { db: ctx.db, billing: ctx.app.deps.billing, out: (line) => out.push(line) });
  return { out, progress, file };
}

describeEachDb('import:fx', (ctx) => {
  it('adds newer monthly rates, lists rejected rows with their reason and draws its progress', async () => {
    const { out, progress } = await run(ctx, [
      'month,currency,units_per_usd',
      '2026-07-01,AUD,1.4102',
      '2026-07,GBP,0.7521',
      '2026-13-01,AUD,1.4',
      '2026-08-01,AUSD,1.4',
      '2026-08-01,EUR,-1',
      '2026-08-01,USD,1',
      '2026-08-01,NZD,',
    ].join('\n'));
    expect(out[0]).toMatch(/^fx from CSV rates-\w+\.csv: 7 rows read, 2 inserted, 0 updated, 5 rejected\.$/);
    expect(out.slice(2)).toEqual([
      '  row 4: month must be written yyyy-mm or yyyy-mm-01',
      '  row 5: currency must be a three-letter code such as AUD',
      '  row 6: units_per_usd must be a number above 0 and at most 1,000,000',
      '  row 7: USD is the base: its rate is always 1',
      '  row 8: units_per_usd must be a number above 0 and at most 1,000,000',
    ]);
    expect(progress).toContain('import:fx [##############################] 100% 7/7 rows');
    const rates = (await new FxRepository(ctx.db.db).table()).table;
    expect(rates.rate('USD', 'AUD', '2026-07-20')).toEqual({ from: 'USD', to: 'AUD', rate: 1.4102, month: '2026-07' });
    expect(rates.rate('GBP', 'AUD', '2026-07-20')?.rate).toBeCloseTo(1.4102 / 0.7521, 12);
  });

  it('updates a known month when run again, and changes nothing the second time', async () => {
    const first = await run(ctx, 'month,currency,units_per_usd\n2026-07-01,AUD,1.4111\n');
    expect(first.out[0]).toMatch(/1 rows read, 0 inserted, 1 updated, 0 rejected\.$/);
    expect((await new FxRepository(ctx.db.db).table()).table.rate('USD', 'AUD', '2026-07-02')?.rate).toBe(1.4111);
  });

  it('says what is wrong with a file it cannot use', async () => {
    await expect(run(ctx, 'date,code,rate\n2026-07-01,AUD,1.4\n')).rejects.toThrow(CliError);
    await expect(fxCommand().run([join(dir, 'missing.csv')], { db: ctx.db, billing: ctx.app.deps.billing, out: () => undefined })).rejects.toThrow('no such file');
    expect(COMMANDS['import:fx']!.usage).toBe('import:fx FILE.csv');
  });
});
