import { describe, expect, it } from 'vitest';
import type { ScreenRow } from './filter-evaluation';
import type { ScreenSort } from './filters';
import { sortScreenRows, sortValue } from './sort-rows';

function row(ticker: string, extra: Partial<ScreenRow> = {}): ScreenRow {
  return {
    ticker, name: null, sector: null, industry: null, exchange: null, currency: null, last_price: null, market_cap: null,
    in_portfolio: false, processes: {}, factors: {}, ...extra,
  };
}
const rows = [
  row('CCC', { last_price: 10, sector: 'energy', processes: { p: { score: 2, relevance: 1, valuation: 'good' } }, factors: { f: 'poor' } }),
  row('AAA', { last_price: null, sector: 'Financials', processes: { p: { score: null, relevance: null, valuation: 'n_a' } }, factors: { f: 'n_a' } }),
  row('BBB', { last_price: 2.5, sector: 'Energy', processes: { p: { score: 5, relevance: 3, valuation: 'v_poor' } }, factors: { f: 'excellent' } }),
  row('DDD', { last_price: 10, sector: null }),
];
const tickers = (sort: ScreenSort) => sortScreenRows(rows, sort).map((r) => r.ticker);

describe('sorting screen rows', () => {
  it('sorts numbers both ways with missing values last', () => {
    expect(tickers({ key: { type: 'company', field: 'price' }, direction: 'asc' })).toEqual(['BBB', 'CCC', 'DDD', 'AAA']);
    expect(tickers({ key: { type: 'company', field: 'price' }, direction: 'desc' })).toEqual(['CCC', 'DDD', 'BBB', 'AAA']);
  });
  it('sorts text case-insensitively, ties by ticker', () => {
    expect(tickers({ key: { type: 'company', field: 'sector' }, direction: 'asc' })).toEqual(['BBB', 'CCC', 'AAA', 'DDD']);
    expect(tickers({ key: { type: 'company', field: 'sector' }, direction: 'desc' })).toEqual(['AAA', 'BBB', 'CCC', 'DDD']);
  });
  it('sorts process scores, with unscored and unreviewed rows last', () => {
    expect(tickers({ key: { type: 'process', processId: 'p', measure: 'score' }, direction: 'desc' })).toEqual(['BBB', 'CCC', 'AAA', 'DDD']);
    expect(tickers({ key: { type: 'process', processId: 'p', measure: 'score' }, direction: 'asc' })).toEqual(['CCC', 'BBB', 'AAA', 'DDD']);
  });
  it('sorts valuation and factor grades by rank, n_a counting as no value', () => {
    expect(tickers({ key: { type: 'process', processId: 'p', measure: 'valuation' }, direction: 'desc' })).toEqual(['CCC', 'BBB', 'AAA', 'DDD']);
    expect(tickers({ key: { type: 'factor', factorId: 'f' }, direction: 'desc' })).toEqual(['BBB', 'CCC', 'AAA', 'DDD']);
    expect(sortValue(rows[2]!, { type: 'factor', factorId: 'f' })).toBe(7);
    expect(sortValue(rows[0]!, { type: 'factor', factorId: 'f' })).toBe(2);
  });
  it('reads numbers inside text naturally and leaves rows alone without a sort', () => {
    const named = [row('X', { name: 'Fund 10' }), row('Y', { name: 'Fund 9' })];
    expect(sortScreenRows(named, { key: { type: 'company', field: 'name' }, direction: 'asc' }).map((r) => r.ticker)).toEqual(['Y', 'X']);
    expect(sortScreenRows(rows, null).map((r) => r.ticker)).toEqual(['CCC', 'AAA', 'BBB', 'DDD']);
  });
});
