import { describe, expect, it } from 'vitest';
import { computeMetric } from './catalogue';
import { FIXTURE_TODAY, shippedHistory, shippedMarket } from './fixtures/shipped-data';
import { metricReason as reason, metricValue as value } from './test-helpers';
import type { MetricInput } from './types';

const apple: MetricInput = { history: shippedHistory('AAPL'), market: shippedMarket('AAPL', null), today: FIXTURE_TODAY };
const microsoft: MetricInput = { history: shippedHistory('MSFT'), market: shippedMarket('MSFT', null), today: FIXTURE_TODAY };

describe('growth on the shipped AAPL and MSFT financials (FY2013–FY2016)', () => {
  it('revenue 3-year CAGR: AAPL (216,000 ÷ 171,000)^(1/3) − 1 = 8.10 %, with the evidence line', () => {
    const cagr = value('revenue_cagr_3y', apple);
    expect(cagr.value).toBeCloseTo(8.0984, 3);
    expect(cagr.unit).toBe('%');
    expect(cagr.evidence).toBe('Revenue 3-year CAGR 8.1 % (FY2013 171.0 bn → FY2016 216.0 bn)');
    expect(cagr.figures.map((figure) => [figure.period, figure.value])).toEqual([['FY2013', 171000], ['FY2016', 216000]]);
    // MSFT: (85,320 ÷ 77,849)^(1/3) − 1 = 3.10 %
    expect(value('revenue_cagr_3y', microsoft).value).toBeCloseTo(3.1017, 3);
  });

  it('revenue growth over one year: AAPL 216,000 ÷ 234,000 − 1 = −7.69 %, MSFT 85,320 ÷ 93,580 − 1 = −8.83 %', () => {
    expect(value('revenue_growth_1y', apple).value).toBeCloseTo(-7.6923, 3);
    expect(value('revenue_growth_1y', microsoft).evidence).toBe('Revenue growth, 1 year -8.8 % (FY2015 93.6 bn → FY2016 85.3 bn)');
  });

  it('EPS growth takes the rows as given: MSFT 2.12 ÷ 1.49 − 1 = 42.28 %; AAPL FY2013 EPS is pre-split, so its CAGR is −40.69 %', () => {
    expect(value('eps_growth_1y', microsoft).value).toBeCloseTo(42.2819, 3);
    // MSFT (2.12 ÷ 2.61)^(1/3) − 1 = −6.70 %
    expect(value('eps_cagr_3y', microsoft).value).toBeCloseTo(-6.6964, 3);
    // AAPL 8.35 ÷ 9.28 − 1 = −10.02 %; (8.35 ÷ 40.03)^(1/3) − 1 = −40.69 % (the stored FY2013 EPS predates the 7:1 split)
    expect(value('eps_growth_1y', apple).value).toBeCloseTo(-10.0216, 3);
    expect(value('eps_cagr_3y', apple).value).toBeCloseTo(-40.6938, 3);
  });

  it('five- and ten-year growth needs years the data does not have', () => {
    expect(reason('revenue_cagr_5y', apple)).toBe('needs FY2011, and the financial data covers FY2013–FY2016');
    expect(reason('dps_cagr_10y', microsoft)).toBe('needs FY2006, and the financial data covers FY2013–FY2016');
  });

  it('a missing year in the middle is named; the other growth rates still compute', () => {
    const withoutFy2013 = { ...apple, history: apple.history.filter((row) => !row.fy_date_at.startsWith('2013')) };
    expect(reason('revenue_cagr_3y', withoutFy2013)).toBe('needs FY2013, and the financial data covers FY2014–FY2016');
    expect(value('revenue_growth_1y', withoutFy2013).value).toBeCloseTo(-7.6923, 3);
    const withoutFy2015 = { ...apple, history: apple.history.filter((row) => !row.fy_date_at.startsWith('2015')) };
    expect(reason('revenue_growth_1y', withoutFy2015)).toBe('needs FY2015, and the financial data covers FY2013–FY2016');
  });

  it('growth from a zero or negative base, or to a negative end over several years, is not meaningful', () => {
    const lossYear = { ...microsoft, history: microsoft.history.map((row) => (row.fy_date_at.startsWith('2015') ? { ...row, eps: -0.5 } : row)) };
    expect(reason('eps_growth_1y', lossYear)).toBe('EPS is negative in FY2015: a growth rate is not meaningful');
    const lossNow = { ...microsoft, history: microsoft.history.map((row) => (row.fy_date_at.startsWith('2016') ? { ...row, eps: -0.5 } : row)) };
    expect(value('eps_growth_1y', lossNow).value).toBeCloseTo((-0.5 / 1.49 - 1) * 100, 6);
    expect(reason('eps_cagr_3y', lossNow)).toBe('EPS is negative in FY2016: a growth rate is not meaningful');
  });

  it('there is no dividend per share in the shipped data', () => {
    expect(reason('dps_cagr_5y', apple)).toBe('needs FY2011, and the financial data covers FY2013–FY2016');
  });

  it('a company without financial rows (JNJ) has no growth', () => {
    const jnj: MetricInput = { history: shippedHistory('JNJ'), market: shippedMarket('JNJ', null), today: FIXTURE_TODAY };
    expect(jnj.history).toEqual([]);
    expect(reason('revenue_cagr_3y', jnj)).toBe('no financial data for this company');
  });
});

describe('forward growth from your own estimates', () => {
  // A reviewer's forecasts for AAPL after FY2016: EPS 9.00, 10.00, 11.00 and revenue 230,000 in FY2017.
  const estimates = [
    { fy_date_at: '2017-09-30', sales: 230_000, gross_profit: null, ebitda: null, ebit: null, pre_tax_income: null, npat: null, eps: 9, dps: 2.4, net_debt: null, shareholders_equity: null },
    { fy_date_at: '2018-09-29', sales: null, gross_profit: null, ebitda: null, ebit: null, pre_tax_income: null, npat: null, eps: 10, dps: null, net_debt: null, shareholders_equity: null },
    { fy_date_at: '2019-09-28', sales: null, gross_profit: null, ebitda: null, ebit: null, pre_tax_income: null, npat: null, eps: 11, dps: null, net_debt: null, shareholders_equity: null },
  ];
  const forecast: MetricInput = { ...apple, estimates };

  it('next-year growth compares the first estimate year with the last reported one', () => {
    // 230,000 ÷ 216,000 − 1 = 6.48 %; 9.00 ÷ 8.35 − 1 = 7.78 %
    expect(value('revenue_growth_next_year', forecast).value).toBeCloseTo(6.4815, 3);
    expect(value('eps_growth_next_year', forecast).evidence).toBe('EPS growth, next year (your estimate) 7.8 % (FY2016 8.35 → FY2017e 9.00)');
  });

  it('the forecast EPS growth a year runs to the last estimate year: (11.00 ÷ 8.35)^(1/3) − 1 = 9.62 %', () => {
    expect(value('eps_cagr_forecast', forecast).value).toBeCloseTo(9.6231, 3);
  });

  it('without estimates the forward metrics say how to get them', () => {
    expect(reason('eps_growth_next_year', apple)).toBe('no estimates for the years after the last reported one: enter your own forecasts in the estimation table');
    expect(reason('eps_cagr_forecast', apple)).toBe('no estimates for the years after the last reported one: enter your own forecasts in the estimation table');
  });

  it('estimate rows that are not after the last reported year are ignored', () => {
    const stale = { ...apple, estimates: [{ ...estimates[0]!, fy_date_at: '2016-09-24' }] };
    expect(computeMetric('eps_growth_next_year', stale).available).toBe(false);
  });
});
