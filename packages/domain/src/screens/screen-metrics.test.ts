import { describe, expect, it } from 'vitest';
import { computeMetric, METRICS } from '../metrics/catalogue';
import { FIXTURE_TODAY, shippedHistory, shippedMarket } from '../metrics/fixtures/shipped-data';
import type { MetricInput } from '../metrics/types';
import { evaluateFilter } from './filter-evaluation';
import type { ScreenRow } from './filter-evaluation';
import { decodeFilteringScope, encodeFilteringScope } from './filter-scope';
import { viewMetricIds } from './filters';
import { PORTFOLIO_METRIC_IDS, SCREEN_METRIC_IDS, type ScreenMetricValue } from './screen-metrics';
import { sortScreenRows } from './sort-rows';
import { decodeSortingScope } from './sort-scope';

/** A stored metric as computeAllMetrics writes it, from the shipped AAPL / MSFT figures (price date unknown). */
function stored(id: (typeof SCREEN_METRIC_IDS)[number], input: MetricInput): ScreenMetricValue {
  const result = computeMetric(id, input);
  return result.available ? { value: result.value, reason: null, as_of: '2016-09-24' } : { value: null, reason: result.reason, as_of: null };
}
const apple: MetricInput = { history: shippedHistory('AAPL'), market: shippedMarket('AAPL', null), today: FIXTURE_TODAY };
const microsoft: MetricInput = { history: shippedHistory('MSFT'), market: shippedMarket('MSFT', null), today: FIXTURE_TODAY };
const appleDated: MetricInput = { history: shippedHistory('AAPL'), market: shippedMarket('AAPL') };

const base: Omit<ScreenRow, 'ticker' | 'metrics'> = {
  sector: 'Information Technology', industry: null, exchange: 'NASDAQ', currency: 'USD', last_price: null, market_cap: null, in_portfolio: false, processes: {}, factors: {},
};
const row = (ticker: string, input: MetricInput | null): ScreenRow => ({
  ...base, ticker, metrics: input ? Object.fromEntries(SCREEN_METRIC_IDS.map((id) => [id, stored(id, input)])) : undefined,
});

describe('the metrics a screen offers', () => {
  it('are the catalogue without the forward metrics (your estimates) and the market figures', () => {
    const expected = METRICS.filter((metric) => !metric.forward && metric.family !== 'market').map((metric) => metric.id);
    expect(SCREEN_METRIC_IDS).toEqual(expected);
    expect(SCREEN_METRIC_IDS).toEqual(expect.arrayContaining(['revenue_growth_1y', 'revenue_cagr_3y', 'gross_margin', 'ebitda_margin', 'ebit_margin', 'net_margin', 'eps_growth_1y', 'roe', 'net_debt_to_ebitda', 'net_debt_to_equity', 'payout_ratio', 'dividend_yield', 'pe', 'ev_to_ebitda', 'price_to_sales', 'price_to_book']));
    expect(SCREEN_METRIC_IDS).not.toContain('pe_forward');
    expect(SCREEN_METRIC_IDS).toEqual(expect.arrayContaining([...PORTFOLIO_METRIC_IDS]));
  });
});

describe('m.<metricId> in filteringScope and sortingScope', () => {
  it('reads a number range like price and market_cap, and writes it back', () => {
    const decoded = decodeFilteringScope('m.pe:5..25;m.roe:15..');
    expect(decoded).toEqual({ ok: true, value: [{ type: 'metric', metricId: 'pe', min: 5, max: 25 }, { type: 'metric', metricId: 'roe', min: 15, max: null }] });
    expect(encodeFilteringScope(decoded.ok ? decoded.value : [])).toBe('m.pe:5..25;m.roe:15..');
  });

  it('refuses an unknown metric, a forward one and a malformed range, saying why', () => {
    const result = decodeFilteringScope('m.pe_ratio:5..25;m.pe_forward:..20;m.pe:5,25');
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors;
    expect(errors[0]).toMatch(/^Filter "m\.pe_ratio:5\.\.25": "pe_ratio" is not a metric; use one of revenue_growth_1y, /);
    expect(errors[1]).toMatch(/"pe_forward" is not a metric/);
    expect(errors[2]).toBe('Filter "m.pe:5,25": write a range of numbers like 1..50, 1.. or ..50');
  });

  it('sorts by a metric and refuses an unknown one', () => {
    expect(decodeSortingScope('m.dividend_yield', 'desc')).toEqual({ ok: true, value: { key: { type: 'metric', metricId: 'dividend_yield' }, direction: 'desc' } });
    const bad = decodeSortingScope('m.yield', 'asc');
    expect(bad.ok ? '' : bad.errors[0]).toMatch(/^Cannot sort by "m\.yield": "yield" is not a metric; use one of /);
  });

  it('names the metric columns of a view: filtered first, then sorted, each once', () => {
    expect(viewMetricIds({ filters: [{ type: 'metric', metricId: 'pe', min: 5, max: 25 }, { type: 'range', field: 'price', min: 1, max: null }], sort: { key: { type: 'metric', metricId: 'roe' }, direction: 'desc' } })).toEqual(['pe', 'roe']);
    expect(viewMetricIds({ filters: [{ type: 'metric', metricId: 'pe', min: 5, max: 25 }], sort: { key: { type: 'metric', metricId: 'pe' }, direction: 'asc' } })).toEqual(['pe']);
  });
});

describe('explanations of a metric filter', () => {
  const explain = (scope: string, r: ScreenRow) => {
    const decoded = decodeFilteringScope(scope);
    if (!decoded.ok) throw new Error(decoded.errors.join('; '));
    const { passed, explanation } = evaluateFilter(decoded.value[0]!, r);
    return [passed, explanation];
  };

  it('say the value with its unit and the end it passes or misses (AAPL P/E 309.35 ÷ 8.35 = 37.0×)', () => {
    expect(explain('m.pe:5..25', row('AAPL', apple))).toEqual([false, 'P/E 37.0× is above the maximum 25×']);
    expect(explain('m.pe:30..40', row('AAPL', apple))).toEqual([true, 'P/E 37.0× is between 30× and 40×']);
    expect(explain('m.net_margin:20..', row('AAPL', apple))).toEqual([true, 'Net margin 21.2 % is at least 20 %']);
    expect(explain('m.net_margin:..15', row('MSFT', microsoft))).toEqual([false, 'Net margin 19.7 % is above the maximum 15 %']);
  });

  it('fail a company without the metric, giving the reason', () => {
    const [passed, explanation] = explain('m.pe:5..25', row('AAPL', appleDated));
    expect(passed).toBe(false);
    expect(explanation).toBe(`No P/E: ${stored('pe', appleDated).reason}`);
    expect(explain('m.dividend_yield:2..', row('AAPL', apple))[1]).toMatch(/^No Dividend yield: /);
    expect(explain('m.roe:10..', row('NEWCO', null))).toEqual([false, 'No ROE: no financial figures or price are loaded for this company']);
  });
});

describe('sorting by a metric', () => {
  const rows = [row('NEWCO', null), row('MSFT', microsoft), row('AAPL', apple)];
  it('orders by value in both directions, companies without it last', () => {
    const asc = sortScreenRows(rows, { key: { type: 'metric', metricId: 'pe' }, direction: 'asc' }).map((r) => r.ticker);
    const desc = sortScreenRows(rows, { key: { type: 'metric', metricId: 'pe' }, direction: 'desc' }).map((r) => r.ticker);
    expect(asc).toEqual(['AAPL', 'MSFT', 'NEWCO']);
    expect(desc).toEqual(['MSFT', 'AAPL', 'NEWCO']);
  });
});
