import { describe, expect, it } from 'vitest';
import type { ScreenFilter } from './filters';
import { evaluateFilter, evaluateFilters, type ScreenRow } from './filter-evaluation';

const row: ScreenRow = {
  ticker: 'CBA',
  name: 'Commonwealth Bank',
  sector: 'Financials',
  industry: 'Banks',
  exchange: 'ASX',
  currency: 'AUD',
  last_price: 12.5,
  market_cap: 80,
  in_portfolio: true,
  processes: { lead: { score: 4, relevance: 6.5, valuation: 'poor' }, second: { score: null, relevance: null, valuation: null } },
  factors: { quality: 'good', moat: null, esg: 'n_a' },
};
const names = { processes: { lead: 'Lead', second: 'Dividend' }, factors: { quality: 'Quality', moat: 'Moat', esg: 'ESG' } };
const explain = (filter: ScreenFilter, r: ScreenRow = row) => {
  const { passed, explanation } = evaluateFilter(filter, r, names);
  return [passed, explanation];
};

describe('company text filters', () => {
  it('pass when the value is one of the wanted ones, case-insensitively', () => {
    expect(explain({ type: 'text', field: 'sector', values: ['Financials'] })).toEqual([true, 'Sector is Financials']);
    expect(explain({ type: 'text', field: 'exchange', values: ['nyse', 'asx'] })).toEqual([true, 'Exchange is ASX']);
  });
  it('fail naming the value and what was wanted', () => {
    expect(explain({ type: 'text', field: 'industry', values: ['Insurance'] })).toEqual([false, 'Industry is Banks, not Insurance']);
    expect(explain({ type: 'text', field: 'currency', values: ['USD', 'GBP', 'NZD'] })).toEqual([false, 'Currency is AUD, not USD, GBP or NZD']);
  });
  it('fail when nothing is recorded', () => {
    expect(explain({ type: 'text', field: 'sector', values: ['Financials'] }, { ...row, sector: null })).toEqual([false, 'Sector is not recorded']);
  });
});

describe('company range filters', () => {
  it('explain each side of the range', () => {
    expect(explain({ type: 'range', field: 'price', min: 1, max: 50 })).toEqual([true, 'Last price 12.5 is between 1 and 50']);
    expect(explain({ type: 'range', field: 'price', min: 12.5, max: null })).toEqual([true, 'Last price 12.5 is at least 12.5']);
    expect(explain({ type: 'range', field: 'price', min: null, max: 12.5 })).toEqual([true, 'Last price 12.5 is at most 12.5']);
    expect(explain({ type: 'range', field: 'market_cap', min: 100, max: null })).toEqual([false, 'Market cap 80 is below the minimum 100']);
    expect(explain({ type: 'range', field: 'market_cap', min: null, max: 50.25 })).toEqual([false, 'Market cap 80 is above the maximum 50.25']);
    expect(explain({ type: 'range', field: 'market_cap', min: 1000, max: null }, { ...row, market_cap: 123456.789 })).toEqual([true, 'Market cap 123,456.79 is at least 1,000']);
  });
  it('fail without a value', () => {
    expect(explain({ type: 'range', field: 'price', min: 1, max: null }, { ...row, last_price: null })).toEqual([false, 'No price, so it fails the price filter: the shipped data has prices for S&P 500 companies only; the operator imports the others']);
    expect(explain({ type: 'range', field: 'market_cap', min: 1, max: null }, { ...row, market_cap: null })).toEqual([false, 'Market cap is not recorded']);
  });
});

describe('process filters', () => {
  it('compare the summary score and relevance', () => {
    expect(explain({ type: 'process', processId: 'lead', measure: 'score', min: 5, max: null })).toEqual([false, 'Lead score 4 is below the minimum 5']);
    expect(explain({ type: 'process', processId: 'lead', measure: 'score', min: 3, max: 4 })).toEqual([true, 'Lead score 4 is between 3 and 4']);
    expect(explain({ type: 'process', processId: 'lead', measure: 'relevance', min: null, max: 6 })).toEqual([false, 'Lead relevance 6.5 is above the maximum 6']);
    expect(explain({ type: 'process', processId: 'lead', measure: 'score', min: -2, max: null }, { ...row, processes: { lead: { score: -1, relevance: 0, valuation: null } } })).toEqual([
      true,
      'Lead score -1 is at least -2',
    ]);
  });
  it('fail without a score, whether the process is unscored or not in the review', () => {
    expect(explain({ type: 'process', processId: 'second', measure: 'score', min: 1, max: null })).toEqual([false, 'No score yet for Dividend']);
    expect(explain({ type: 'process', processId: 'second', measure: 'relevance', min: 1, max: null })).toEqual([false, 'No relevance yet for Dividend']);
    expect(explain({ type: 'process', processId: 'other', measure: 'score', min: 1, max: null })).toEqual([false, 'No score yet for this process']);
  });
  it('compare the valuation grade', () => {
    expect(explain({ type: 'valuation', processId: 'lead', min: 'average', max: null })).toEqual([false, 'Lead valuation is Poor, below the minimum Average']);
    expect(explain({ type: 'valuation', processId: 'lead', min: 'v_poor', max: 'below_ave' })).toEqual([true, 'Lead valuation is Poor, between Very poor and Below average']);
    expect(explain({ type: 'valuation', processId: 'second', min: 'good', max: null })).toEqual([false, 'No valuation yet for Dividend']);
    expect(explain({ type: 'valuation', processId: 'lead', min: null, max: 'v_poor' })).toEqual([false, 'Lead valuation is Poor, above the maximum Very poor']);
  });
});

describe('factor and portfolio filters', () => {
  it('compare the factor grade', () => {
    expect(explain({ type: 'factor', factorId: 'quality', min: 'good', max: null })).toEqual([true, 'Quality factor is Good, at least Good']);
    expect(explain({ type: 'factor', factorId: 'quality', min: 'v_good', max: null })).toEqual([false, 'Quality factor is Good, below the minimum Very good']);
    expect(explain({ type: 'factor', factorId: 'quality', min: null, max: 'average' })).toEqual([false, 'Quality factor is Good, above the maximum Average']);
    expect(explain({ type: 'factor', factorId: 'quality', min: null, max: 'excellent' })).toEqual([true, 'Quality factor is Good, at most Excellent']);
  });
  it('fail for an unscored or N/A factor', () => {
    expect(explain({ type: 'factor', factorId: 'moat', min: 'poor', max: null })).toEqual([false, 'No score yet for Moat factor']);
    expect(explain({ type: 'factor', factorId: 'esg', min: 'v_poor', max: null })).toEqual([false, 'ESG factor is N/A']);
    expect(explain({ type: 'factor', factorId: 'unknown', min: 'v_poor', max: null })).toEqual([false, 'No score yet for this factor']);
  });
  it('check the portfolio flag both ways', () => {
    expect(explain({ type: 'portfolio', inPortfolio: true })).toEqual([true, 'In the portfolio']);
    expect(explain({ type: 'portfolio', inPortfolio: false })).toEqual([false, 'In the portfolio']);
    expect(explain({ type: 'portfolio', inPortfolio: false }, { ...row, in_portfolio: false })).toEqual([true, 'Not in the portfolio']);
  });
});

describe('overall evaluation', () => {
  it('passes only when every filter passes, keyed like the query', () => {
    const filters: ScreenFilter[] = [
      { type: 'text', field: 'sector', values: ['Financials'] },
      { type: 'process', processId: 'lead', measure: 'score', min: 5, max: null },
    ];
    expect(evaluateFilters(filters, row, names)).toEqual({
      passed: false,
      results: [
        { key: 'sector', passed: true, explanation: 'Sector is Financials' },
        { key: 'p.lead.score', passed: false, explanation: 'Lead score 4 is below the minimum 5' },
      ],
    });
    expect(evaluateFilters(filters.slice(0, 1), row).passed).toBe(true);
    expect(evaluateFilters([], row)).toEqual({ passed: true, results: [] });
  });
});
