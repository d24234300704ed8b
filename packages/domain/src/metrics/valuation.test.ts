import { describe, expect, it } from 'vitest';
import { computeMetrics, METRIC_IDS } from './catalogue';
import { FIXTURE_TODAY, shippedHistory, shippedMarket } from './fixtures/shipped-data';
import { metricReason as reason, metricValue as value } from './test-helpers';
import type { MetricFinancialRow, MetricInput } from './types';

/** The shipped snapshot is of 2026-08-22, nearly ten years after FY2016: with its date, no price ratio is computed. */
const appleDated: MetricInput = { history: shippedHistory('AAPL'), market: shippedMarket('AAPL'), today: FIXTURE_TODAY };
/** The same price with its date unknown: the ratios are computed on the figures as given. */
const apple: MetricInput = { history: shippedHistory('AAPL'), market: shippedMarket('AAPL', null), today: FIXTURE_TODAY };
const microsoft: MetricInput = { history: shippedHistory('MSFT'), market: shippedMarket('MSFT', null), today: FIXTURE_TODAY };
const jnj: MetricInput = { history: shippedHistory('JNJ'), market: shippedMarket('JNJ'), today: FIXTURE_TODAY };

const STALE = 'the latest figures are of FY2016, more than eighteen months before 2026-08-22: they are history, not a basis for a current ratio';

describe('price multiples', () => {
  it('P/E: AAPL 309.35 ÷ FY2016 EPS 8.35 = 37.05×; MSFT 483.24 ÷ 2.12 = 227.94×', () => {
    expect(value('pe', apple).value).toBeCloseTo(37.0479, 3);
    expect(value('pe', apple).evidence).toBe('P/E 37.0× (last price 309.35 ÷ FY2016 EPS 8.35)');
    expect(value('pe', microsoft).value).toBeCloseTo(227.9434, 3);
  });

  it('EV/EBITDA: AAPL (4,514,709.5 + 66,548) ÷ 71,877 = 63.74×', () => {
    expect(value('ev_to_ebitda', apple).value).toBeCloseTo(63.7375, 3);
    expect(value('ev_to_ebitda', apple).evidence).toBe('EV/EBITDA 63.7× ((market cap 4.5 tn + FY2016 net debt 66.5 bn) ÷ FY2016 EBITDA 71.9 bn)');
  });

  it('price / sales 4,514,709.5 ÷ 216,000 = 20.90× and price / book 4,514,709.5 ÷ 128,000 = 35.27×', () => {
    expect(value('price_to_sales', apple).value).toBeCloseTo(20.9014, 3);
    expect(value('price_to_book', apple).value).toBeCloseTo(35.2712, 3);
  });

  it('a price taken long after the last reported year is not compared with it', () => {
    for (const id of ['pe', 'ev_to_ebitda', 'price_to_sales', 'price_to_book', 'dividend_yield'] as const) expect(reason(id, appleDated)).toBe(STALE);
    const fresh = { ...appleDated, market: { ...appleDated.market, as_of: '2017-06-30' } };
    expect(value('pe', fresh).value).toBeCloseTo(37.0479, 3);
  });

  it('financial rows in another currency than the price are not compared with it', () => {
    const converted = { ...apple, market: { ...apple.market, currency: 'AUD', reporting_currency: 'USD' } };
    expect(reason('pe', converted)).toBe('the financial data is in USD and the price in AUD: they cannot be compared without a conversion');
  });

  it('no price, or a loss, leaves the multiple out with the reason', () => {
    const noPrice = { ...apple, market: { ...apple.market, last_price: null } };
    expect(reason('pe', noPrice)).toBe('there is no last price for this company');
    const loss = { ...apple, history: apple.history.map((row) => ({ ...row, eps: -1.2 })) };
    expect(reason('pe', loss)).toBe('EPS is negative in FY2016: the multiple is not meaningful');
    expect(reason('pe', jnj)).toBe('no financial data for this company');
  });
});

describe('dividends', () => {
  it('the shipped files have no DPS: payout and yield say so', () => {
    expect(reason('payout_ratio', apple)).toBe('DPS is missing for FY2016');
    expect(reason('dividend_yield', apple)).toBe('DPS is missing for FY2016');
  });

  it('with a DPS: payout = DPS ÷ EPS, yield = DPS ÷ price', () => {
    // Apple declared 2.18 a share over FY2016 (0.52 + 0.52 + 0.57 + 0.57, pre-2020-split basis as the EPS here).
    const paying = { ...apple, history: apple.history.map((row) => (row.fy_date_at.startsWith('2016') ? { ...row, dps: 2.18 } : row)) };
    expect(value('payout_ratio', paying).value).toBeCloseTo((2.18 / 8.35) * 100, 8);
    expect(value('payout_ratio', paying).evidence).toBe('Payout ratio 26.1 % (FY2016 DPS 2.18 ÷ EPS 8.35)');
    expect(value('dividend_yield', paying).value).toBeCloseTo((2.18 / 309.35) * 100, 8);
    expect(value('dividend_yield', paying).evidence).toBe('Dividend yield 0.7 % (FY2016 DPS 2.18 ÷ last price 309.35)');
  });
});

describe('forward valuation from your own estimates', () => {
  const estimate = (fy: string, eps: number, dps: number | null): MetricFinancialRow => ({
    fy_date_at: fy, sales: null, gross_profit: null, ebitda: null, ebit: null, pre_tax_income: null, npat: null, eps, dps, net_debt: null, shareholders_equity: null,
  });
  const forecast: MetricInput = { ...apple, estimates: [estimate('2017-09-30', 9, 2.4), estimate('2018-09-29', 10, null), estimate('2019-09-28', 11, null)] };

  it('forward P/E 309.35 ÷ 9.00 = 34.37×, forward yield 2.40 ÷ 309.35 = 0.78 %, PEG 34.37 ÷ 9.62 = 3.57', () => {
    expect(value('pe_forward', forecast).value).toBeCloseTo(34.3722, 3);
    expect(value('pe_forward', forecast).evidence).toBe('Forward P/E (your estimate) 34.4× (last price 309.35 ÷ FY2017e EPS 9.00)');
    expect(value('dividend_yield_forward', forecast).value).toBeCloseTo(0.77582, 4);
    expect(value('peg', forecast).value).toBeCloseTo(3.5718, 3);
  });

  it('an estimate for a year far from the price date is not compared with it', () => {
    const dated = { ...forecast, market: shippedMarket('AAPL') };
    expect(reason('pe_forward', dated)).toBe('the market figures are of 2026-08-22, too far from FY2017e to compare with it');
  });

  it('falling forecasts give no PEG', () => {
    const falling = { ...apple, estimates: [estimate('2017-09-30', 8, null)] };
    expect(reason('peg', falling)).toBe('Forecast EPS growth is zero or negative: a PEG ratio is not meaningful');
  });
});

describe('market figures and the whole catalogue', () => {
  it('market cap, last price and issued shares come from the snapshot (JNJ has no financial rows)', () => {
    expect(value('market_cap', jnj).value).toBe(651250.96);
    expect(value('market_cap', jnj).evidence).toBe('Market cap 651.3 bn (market figures of 2026-08-22)');
    expect(value('last_price', jnj).value).toBe(270.24);
    expect(value('issued_shares', jnj).evidence).toBe('Issued shares 2.4 bn shares (market figures of 2026-08-22)');
  });

  it('computeMetrics answers every metric of the catalogue, each available or with a reason', () => {
    const all = computeMetrics(appleDated);
    expect(Object.keys(all)).toEqual([...METRIC_IDS]);
    for (const result of Object.values(all)) expect(result.available ? Number.isFinite(result.value) : result.reason.length > 0).toBe(true);
    // Figures more than eighteen months older than the price are history: no current ratio at all.
    expect(all.revenue_cagr_3y).toMatchObject({ available: false, reason: STALE });
    expect(all.pe).toMatchObject({ available: false, reason: STALE });
    expect(computeMetrics(apple).revenue_cagr_3y.available).toBe(true);
    expect(METRIC_IDS).toEqual(expect.arrayContaining(['revenue_growth_1y', 'revenue_cagr_3y', 'gross_margin', 'ebitda_margin', 'ebit_margin', 'net_margin', 'eps_growth_1y', 'roe', 'net_debt_to_ebitda', 'net_debt_to_equity', 'payout_ratio', 'dividend_yield', 'pe', 'ev_to_ebitda', 'price_to_sales', 'price_to_book', 'market_cap', 'pe_forward']));
  });
});
