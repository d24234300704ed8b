import { describe, expect, it } from 'vitest';
import { FIXTURE_TODAY, shippedHistory, shippedMarket } from './fixtures/shipped-data';
import { metricReason as reason, metricValue as value } from './test-helpers';
import type { MetricInput } from './types';

const apple: MetricInput = { history: shippedHistory('AAPL'), market: shippedMarket('AAPL', null), today: FIXTURE_TODAY };
const microsoft: MetricInput = { history: shippedHistory('MSFT'), market: shippedMarket('MSFT', null), today: FIXTURE_TODAY };
const meadJohnson: MetricInput = { history: shippedHistory('MJN'), market: { last_price: null, market_cap: null, issued_shares: null, currency: 'USD' }, today: FIXTURE_TODAY };

describe('margins of the last reported year (FY2016)', () => {
  it('AAPL: gross 84,263 ÷ 216,000 = 39.01 %, EBITDA 71,877 ÷ 216,000 = 33.28 %, EBIT 61,372 ÷ 216,000 = 28.41 %, net 45,687 ÷ 216,000 = 21.15 %', () => {
    expect(value('gross_margin', apple).value).toBeCloseTo(39.0106, 3);
    expect(value('ebitda_margin', apple).value).toBeCloseTo(33.2764, 3);
    expect(value('ebit_margin', apple).value).toBeCloseTo(28.4130, 3);
    expect(value('net_margin', apple).value).toBeCloseTo(21.1514, 3);
    expect(value('gross_margin', apple).evidence).toBe('Gross margin 39.0 % (FY2016 gross profit 84.3 bn ÷ revenue 216.0 bn)');
  });

  it('MSFT: gross 52,540 ÷ 85,320 = 61.58 %, EBITDA 26,373 ÷ 85,320 = 30.91 %, EBIT 19,751 ÷ 85,320 = 23.15 %, net 16,798 ÷ 85,320 = 19.69 %', () => {
    expect(value('gross_margin', microsoft).value).toBeCloseTo(61.5799, 3);
    expect(value('ebitda_margin', microsoft).value).toBeCloseTo(30.9107, 3);
    expect(value('ebit_margin', microsoft).value).toBeCloseTo(23.1493, 3);
    expect(value('net_margin', microsoft).value).toBeCloseTo(19.6882, 3);
  });

  it('a missing field or zero revenue is named', () => {
    const noGross = { ...apple, history: apple.history.map((row) => ({ ...row, gross_profit: null })) };
    expect(reason('gross_margin', noGross)).toBe('Gross profit is missing for FY2016');
    const noSales = { ...apple, history: apple.history.map((row) => ({ ...row, sales: 0 })) };
    expect(reason('net_margin', noSales)).toBe('Revenue is zero in FY2016: the ratio is not meaningful');
  });
});

describe('returns', () => {
  it('ROE: AAPL 45,687 ÷ 128,000 = 35.69 %, MSFT 16,798 ÷ 71,997 = 23.33 %', () => {
    expect(value('roe', apple).value).toBeCloseTo(35.6930, 3);
    expect(value('roe', apple).evidence).toBe('ROE 35.7 % (FY2016 net profit 45.7 bn ÷ equity 128.0 bn)');
    expect(value('roe', microsoft).value).toBeCloseTo(23.3315, 3);
  });

  it('ROIC: EBIT × (net profit ÷ pre-tax income) ÷ (equity + net debt); AAPL 45,687 ÷ 194,548 = 23.48 %, MSFT 16,798 ÷ 119,174 = 14.10 %', () => {
    expect(value('roic', apple).value).toBeCloseTo(23.4837, 3);
    expect(value('roic', microsoft).value).toBeCloseTo(14.0954, 3);
    expect(value('roic', microsoft).evidence).toBe('ROIC 14.1 % (FY2016 EBIT 19.8 bn × (net profit 16.8 bn ÷ pre-tax income 19.8 bn) ÷ (equity 72.0 bn + net debt 47.2 bn))');
  });

  it('negative equity makes ROE meaningless (MJN FY2015 equity −632.3 m)', () => {
    expect(reason('roe', meadJohnson)).toBe('Equity is negative in FY2015: the ratio is not meaningful');
    // ROIC still computes on invested capital: 936.2 × (653.5 ÷ 871.2) ÷ (−632.3 + 1,282.6) = 107.99 %
    expect(value('roic', meadJohnson).value).toBeCloseTo(936.2 * (653.5 / 871.2) / (-632.3 + 1282.6) * 100, 6);
  });

  it('five-year averages need at least four of the last five years', () => {
    expect(reason('roe_avg_5y', { ...microsoft, history: microsoft.history.slice(1) })).toBe('needs at least 4 of the last 5 fiscal years up to FY2016, and the financial data covers FY2014–FY2016');
    expect(reason('roic_avg_5y', { ...apple, history: apple.history.slice(1) })).toBe('needs at least 4 of the last 5 fiscal years up to FY2016, and the financial data covers FY2014–FY2016');
  });

  it('a five-year average over four years when the source misses one (a 52/53-week year ending on New Year)', () => {
    const yearly = microsoft.history.map((row) => (row.npat! / row.shareholders_equity!) * 100);
    expect(value('roe_avg_5y', microsoft).value).toBeCloseTo(yearly.reduce((sum, ratio) => sum + ratio, 0) / 4, 9);
  });

  it('a five-year average is the plain mean of each year’s ratio', () => {
    // MSFT's four shipped years plus FY2012 from its 10-K (not in the shipped file): net income 16,978, equity 66,363.
    const fy2012 = { ...microsoft.history[0]!, fy_date_at: '2012-06-30', npat: 16_978, shareholders_equity: 66_363 };
    const five = { ...microsoft, history: [fy2012, ...microsoft.history] };
    const yearly = [16_978 / 66_363, 21_863 / 78_944, 22_074 / 89_784, 12_193 / 80_083, 16_798 / 71_997].map((ratio) => ratio * 100);
    const average = value('roe_avg_5y', five);
    expect(average.value).toBeCloseTo(yearly.reduce((sum, next) => sum + next, 0) / 5, 10);
    expect(average.evidence).toBe('ROE, 5-year average 23.3 % (average of FY2012 25.6 %, FY2013 27.7 %, FY2014 24.6 %, FY2015 15.2 %, FY2016 23.3 %)');
  });
});

describe('leverage of the last reported year', () => {
  it('net debt / EBITDA: AAPL 66,548 ÷ 71,877 = 0.93×, MSFT 47,177 ÷ 26,373 = 1.79×', () => {
    expect(value('net_debt_to_ebitda', apple).value).toBeCloseTo(0.92586, 4);
    expect(value('net_debt_to_ebitda', apple).evidence).toBe('Net debt / EBITDA 0.93× (FY2016 net debt 66.5 bn ÷ EBITDA 71.9 bn)');
    expect(value('net_debt_to_ebitda', microsoft).value).toBeCloseTo(1.78884, 4);
  });

  it('net debt / equity: AAPL 66,548 ÷ 128,000 = 51.99 %, MSFT 47,177 ÷ 71,997 = 65.53 %', () => {
    expect(value('net_debt_to_equity', apple).value).toBeCloseTo(51.9906, 3);
    expect(value('net_debt_to_equity', microsoft).value).toBeCloseTo(65.5263, 3);
  });

  it('net cash gives a negative multiple; negative EBITDA or equity is not meaningful', () => {
    const netCash = { ...apple, history: apple.history.map((row) => ({ ...row, net_debt: -20_000 })) };
    expect(value('net_debt_to_ebitda', netCash).value).toBeCloseTo(-20_000 / 71_877, 6);
    const loss = { ...apple, history: apple.history.map((row) => ({ ...row, ebitda: -10 })) };
    expect(reason('net_debt_to_ebitda', loss)).toBe('EBITDA is negative in FY2016: the ratio is not meaningful');
    expect(reason('net_debt_to_equity', meadJohnson)).toBe('Equity is negative in FY2015: the ratio is not meaningful');
  });
});
