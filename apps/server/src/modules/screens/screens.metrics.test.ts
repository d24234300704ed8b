import { beforeAll, expect, it } from 'vitest';
import type { ScreenResults } from '@thesis/domain';
import { runImport } from '../../cli/import-commands';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser, type Session } from '../../test/factories/user';
import { addListed } from '../investments/investments.test-helpers';
import { call, errorsOf } from '../items/library.test-helpers';
import { buildProcess } from '../reviews/reviews.test-helpers';
import { createScreen, results, resultsOf, runScreen } from './screens.test-helpers';
import { loadShipped, pricesOf } from './screens.metrics.test-helpers';

/**
 * Screening on fundamentals (issue 19 item 8) over the shipped data of AAPL, MSFT and JNJ: last
 * prices of 2026-08-22 (309.35, 483.24, 270.24) against the latest filed EPS (FY2025 7.46, FY2026
 * 17.95, FY2025 11.03), so P/E 41.5×, 26.9× and 24.5×; NODATA has neither figures nor a price.
 */
describeEachDb('screens on fundamentals', (ctx) => {
  let ann: Session;
  let screenId: string;
  const tickers = (page: ScreenResults) => page.investments.map((row) => row.ticker);
  const row = (page: ScreenResults, ticker: string) => page.investments.find((entry) => entry.ticker === ticker)!;

  beforeAll(async () => {
    ann = await signedInUser(ctx);
    await loadShipped(ctx, ['AAPL', 'MSFT', 'JNJ']);
    await addListed(ctx, [{ exchange: 'NYSE', ticker: 'NODATA', name: 'No Data Corp' }]);
    const lead = await buildProcess(ctx, ann, 'Lead', [{ name: 'Quality' }]);
    screenId = (await createScreen(ctx, ann, { name: 'Market', source_type: 'all', lead_process_id: lead.id })).id;
    await runScreen(ctx, ann, screenId);
  });

  it('keeps only the companies inside the range, each explained with the value and its as-of date', async () => {
    const page = await resultsOf(ctx, ann, screenId, 'filteringScope=m.pe:..30&sortingScope=ticker');
    expect(tickers(page)).toEqual(['JNJ', 'MSFT']);
    expect(page.matching_count).toBe(2);
    expect(row(page, 'MSFT').evaluation.results).toEqual([{ key: 'm.pe', passed: true, explanation: 'P/E 26.9× is at most 30×' }]);
    expect(row(page, 'MSFT').metrics.pe).toEqual({ value: expect.closeTo(26.921, 2), reason: null, as_of: '2026-08-22' });
  });

  it('explains why the others fail, a company without the metric included', async () => {
    const page = await resultsOf(ctx, ann, screenId, 'filteringScope=m.pe:..30;m.net_margin:20..&sortingScope=ticker&show=all');
    expect(row(page, 'AAPL').evaluation).toEqual({ passed: false, results: [
      { key: 'm.pe', passed: false, explanation: 'P/E 41.5× is above the maximum 30×' },
      { key: 'm.net_margin', passed: true, explanation: 'Net margin 26.9 % is at least 20 %' },
    ] });
    expect(row(page, 'NODATA').evaluation.results[0]).toEqual({ key: 'm.pe', passed: false, explanation: 'No P/E: no financial figures or price are loaded for this company' });
    expect(row(page, 'NODATA').metrics.pe).toEqual({ value: null, reason: 'no financial figures or price are loaded for this company', as_of: null });
    expect(row(page, 'AAPL').metrics.net_margin!.as_of).toBe('2025-09-27');
  });

  it('sorts by a metric both ways, companies without it last', async () => {
    const asc = await resultsOf(ctx, ann, screenId, 'sortingScope=m.pe&sortingScopeBy=asc');
    const desc = await resultsOf(ctx, ann, screenId, 'sortingScope=m.pe&sortingScopeBy=desc');
    expect(tickers(asc)).toEqual(['JNJ', 'MSFT', 'AAPL', 'NODATA']);
    expect(tickers(desc)).toEqual(['AAPL', 'MSFT', 'JNJ', 'NODATA']);
    expect(Object.keys(asc.investments[0]!.metrics)).toEqual(['pe']);
  });

  it('answers 422 with a human message for a metric that does not exist', async () => {
    const response = await results(ctx, ann, screenId, 'filteringScope=m.pe_ratio:5..25');
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response).filteringScope?.[0]).toMatch(/^Filter "m\.pe_ratio:5\.\.25": "pe_ratio" is not a metric; use one of revenue_growth_1y, /);
    const sort = await results(ctx, ann, screenId, 'sortingScope=m.pe_forward');
    expect(sort.statusCode).toBe(422);
    expect(errorsOf(sort).sortingScope?.[0]).toMatch(/"pe_forward" is not a metric/);
  });

  it('exports the metric columns with their as-of dates', async () => {
    const response = await call(ctx, ann, 'GET', `/screens/${screenId}/export.csv?filteringScope=m.pe:..30&sortingScope=m.pe`);
    const [header, first] = response.body.split('\r\n');
    expect(header).toContain('P/E (×),P/E as of');
    expect(first).toMatch(/^JNJ,/);
    expect(first).toContain(',2026-08-22,');
    // The P/E is exported as the table shows it (one decimal), not with a float's tail.
    const pe = first!.split(',')[header!.split(',').indexOf('P/E (×)')]!;
    expect(pe).toMatch(/^\d+\.\d$|^\d+$/);
    const page = await resultsOf(ctx, ann, screenId, 'filteringScope=m.pe:..30&sortingScope=m.pe');
    const shown = page.investments.find((row) => row.ticker === 'JNJ')!.metrics.pe!.value!;
    expect(Number(pe)).toBe(Math.round(shown * 10) / 10);
  });

  it('recomputes the metrics after a price import', async () => {
    const out: string[] = [];
    await runImport('prices', pricesOf([{ exchange: 'NASDAQ', ticker: 'MSFT', last_price: 359, market_cap_m: null, shares_outstanding_m: null, as_of: '2026-09-01' }]), { db: ctx.db, billing: ctx.app.deps.billing, out: (line) => out.push(line) }, { write: () => true } as unknown as NodeJS.WritableStream);
    expect(out.at(-1)).toMatch(/^Metrics computed for 3 companies with data/);
    const page = await resultsOf(ctx, ann, screenId, 'filteringScope=m.pe:..30&sortingScope=m.pe');
    expect(tickers(page)).toEqual(['MSFT', 'JNJ']);
    expect(row(page, 'MSFT').evaluation.results[0]!.explanation).toBe('P/E 20.0× is at most 30×');
    expect(row(page, 'MSFT').metrics.pe!.as_of).toBe('2026-09-01');
  });
});
