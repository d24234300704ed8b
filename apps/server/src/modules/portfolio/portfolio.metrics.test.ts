import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser } from '../../test/factories/user';
import { addListed } from '../investments/investments.test-helpers';
import { loadShipped } from '../screens/screens.metrics.test-helpers';
import { hold, portfolio } from './portfolio.test-helpers';

/**
 * Holdings carry the key fundamentals (issue 19 item 8), from the shipped AAPL and JNJ figures:
 * P/E 309.35 ÷ FY2025 EPS 7.46 = 41.5× and 270.24 ÷ 11.03 = 24.5×; NODATA has nothing to compute from.
 */
describeEachDb('portfolio fundamentals', (ctx) => {
  it('lists the key metrics of every holding with their as-of dates, and filters and sorts on them', async () => {
    await loadShipped(ctx, ['AAPL', 'JNJ']);
    const ids = await addListed(ctx, [{ exchange: 'NYSE', ticker: 'NODATA', name: 'No Data Corp' }]);
    const ann = await signedInUser(ctx);
    for (const key of ['NASDAQ:AAPL', 'NYSE:JNJ', 'NYSE:NODATA']) await hold(ctx, ann, ids[key]!, 10);

    const all = await portfolio(ctx, ann, '?sortingScope=m.pe&sortingScopeBy=desc');
    expect(all.investments.map((holding) => holding.investment.ticker)).toEqual(['AAPL', 'JNJ', 'NODATA']);
    const apple = all.investments[0]!;
    expect(Object.keys(apple.metrics)).toEqual(['pe', 'dividend_yield', 'roe', 'net_debt_to_equity', 'revenue_cagr_3y']);
    expect(apple.metrics.pe).toEqual({ value: expect.closeTo(41.468, 2), reason: null, as_of: '2026-08-22' });
    expect(apple.metrics.revenue_cagr_3y!.as_of).toBe('2025-09-27');
    expect(all.investments[2]!.metrics.pe).toEqual({ value: null, reason: 'no financial figures or price are loaded for this company', as_of: null });

    const cheap = await portfolio(ctx, ann, '?filteringScope=m.pe:..30;m.payout_ratio:..100');
    expect(cheap.investments.map((holding) => holding.investment.ticker)).toEqual(['JNJ']);
    expect(Object.keys(cheap.investments[0]!.metrics)).toContain('payout_ratio');
  });
});
