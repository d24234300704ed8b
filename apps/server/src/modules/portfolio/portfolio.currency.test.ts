import { expect, it } from 'vitest';
import type { Portfolio, PortfolioInvestment } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser } from '../../test/factories/user';
import { call } from '../items/library.test-helpers';
import { addJuneRates, hold, JUNE_2026, listed, portfolio, tickersOf } from './portfolio.test-helpers';

/**
 * One reporting currency (issue 19 item 4): a mixed US/ASX/UK portfolio totalled in A$ at the
 * monthly rates of June 2026 (data/reference/fx_monthly_per_usd.csv: A$1.4235 and £0.7497 per US$).
 */
describeEachDb('portfolio in one reporting currency', (ctx) => {
  async function mixedBook() {
    await addJuneRates(ctx);
    const ann = await signedInUser(ctx);
    const ids = await listed(ctx, [
      { ticker: 'USCO', last_price: 100, sector_l1: 'Information Technology' },
      { ticker: 'AUCO', last_price: 40, exchange: 'ASX', currency: 'AUD', sector_l1: 'Materials' },
      { ticker: 'UKCO', last_price: 2, exchange: 'NYSE', currency: 'GBP', sector_l1: 'Materials' },
      { ticker: 'JPCO', last_price: 1000, exchange: 'NYSE', currency: 'JPY', sector_l1: 'Industrials' },
    ]);
    await hold(ctx, ann, ids.USCO!, 10);
    await hold(ctx, ann, ids.AUCO!, 50);
    await hold(ctx, ann, ids.UKCO!, 300);
    await hold(ctx, ann, ids.JPCO!, 5);
    return { ann, ids };
  }
  const by = (view: Portfolio) => new Map<string, PortfolioInvestment>(view.investments.map((holding) => [tickersOf([holding])[0]!, holding]));

  it('totals a mixed portfolio in A$ with each value’s original amount, rate and month (hand-computed)', async () => {
    const { ann } = await mixedBook();
    const view = await portfolio(ctx, ann);
    const holdings = by(view);
    // US$1,000 × 1.4235 = A$1,423.50; A$2,000 as it is; £600 × 1.4235 ÷ 0.7497 = A$1,139.2557.
    expect(holdings.get('USCO')!.value).toMatchObject({ original: 1000, currency: 'USD', reporting_currency: 'AUD', rate: 1.4235, rate_month: '2026-06', as_of: '2026-06-15', status: 'converted' });
    expect(holdings.get('USCO')!.value.amount).toBeCloseTo(1423.5, 9);
    expect(holdings.get('AUCO')!.value).toMatchObject({ amount: 2000, original: 2000, rate: 1, rate_month: null, status: 'same' });
    expect(holdings.get('UKCO')!.value.rate).toBeCloseTo(JUNE_2026.AUD / JUNE_2026.GBP, 12);
    expect(holdings.get('UKCO')!.value.amount).toBeCloseTo(1139.2557, 4);
    const total = 1423.5 + 2000 + (600 * 1.4235) / 0.7497;
    expect(view.aggregations.shares_total_price).toBeCloseTo(total, 6);
    expect(view.aggregations).toMatchObject({ reporting_currency: 'AUD', count: 4, price_missing_count: 0, not_converted_count: 1, older_rate_count: 0, older_rate_months: [], portfolio: { count: 4 } });
    expect(view.aggregations.portfolio.shares_total_price).toBeCloseTo(total, 6);
    expect(holdings.get('AUCO')!.shares_weight).toBeCloseTo((2000 / total) * 100, 9);
    expect(view.aggregations.shares_weight).toBeCloseTo(100, 9);
  });

  it('shows a holding without a rate as not converted and leaves it out of totals and weights', async () => {
    const { ann } = await mixedBook();
    const japan = by(await portfolio(ctx, ann)).get('JPCO')!;
    expect(japan).toMatchObject({ shares_total_price: 5000, shares_weight: 0, price_missing: false, value: { amount: null, original: 5000, currency: 'JPY', status: 'no_rate', rate: null } });
    // Sorted by value, a holding left out of the totals comes last.
    const byValue = await portfolio(ctx, ann, '?sortingScope=shares_total_price&sortingScopeBy=desc');
    expect(tickersOf(byValue.investments)).toEqual(['AUCO', 'USCO', 'UKCO', 'JPCO']);
  });

  it('follows the user’s reporting currency', async () => {
    const { ann } = await mixedBook();
    await call(ctx, ann, 'PATCH', `/users/${ann.user.id}`, { reporting_currency: 'USD' });
    const view = await portfolio(ctx, ann);
    const holdings = by(view);
    expect(holdings.get('USCO')!.value).toMatchObject({ amount: 1000, status: 'same' });
    expect(holdings.get('AUCO')!.value.amount).toBeCloseTo(2000 / 1.4235, 9);
    expect(view.aggregations.reporting_currency).toBe('USD');
  });

  it('groups holdings by sector with values in the reporting currency', async () => {
    const { ann } = await mixedBook();
    const groups = (await portfolio(ctx, ann)).aggregations.groups.sector;
    expect(groups.map((group) => [group.value, group.count, Math.round(group.amount * 100) / 100, group.not_converted])).toEqual([
      ['Materials', 2, 3139.26, 0], ['Information Technology', 1, 1423.5, 0], ['Industrials', 1, 0, 1],
    ]);
  });

  it('exports both the original value and the converted one, with the rate and month', async () => {
    const { ann } = await mixedBook();
    const response = await call(ctx, ann, 'GET', '/portfolios/export.csv?sortingScope=ticker');
    const lines = response.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toContain('Value,Value (AUD),FX rate (AUD per unit),FX month,Conversion');
    const usco = lines.find((line) => line.startsWith('USCO'))!;
    expect(usco).toMatch(/,10,100,1000,1423.5,1.4235,2026-06,converted at the monthly rate,/);
    expect(lines.find((line) => line.startsWith('JPCO'))).toMatch(/,5,1000,5000,,,,not converted: no exchange rate \(left out of totals\),0,/);
  });
});
