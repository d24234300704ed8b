import { describe, expect, it } from 'vitest';
import { bindingOf, bindingOptions, gradeOnItemScale, METRIC_MESSAGES, metricKeyAfterTypeChange, metricKeyIssue } from './binding';
import { METRICS } from './catalogue';
import { gradeByRule, METRIC_RULES, metricRule } from './rules';

describe('metric bindings', () => {
  it('a metric binds to the quantitative type of its unit', () => {
    expect(metricKeyIssue('percent', 'revenue_cagr_3y')).toBeNull();
    expect(metricKeyIssue('number', 'pe')).toBeNull();
    expect(metricKeyIssue('dollar_million', 'market_cap')).toBeNull();
    expect(metricKeyIssue('dollar', 'last_price')).toBeNull();
    expect(metricKeyIssue('number_million', 'issued_shares')).toBeNull();
    expect(metricKeyIssue('percent', 'pe')).toBe('P/E is measured in ×: bind it to a Quantitative Num item');
    expect(metricKeyIssue('number', 'roe')).toBe('ROE is measured in %: bind it to a Quantitative % item');
  });

  it('a rule binds to the qualitative scales it grades; Valuation and unknown keys bind to nothing', () => {
    expect(metricKeyIssue('TickCross', 'net_debt_below_2x_ebitda')).toBeNull();
    expect(metricKeyIssue('Qualitative3pt', 'leverage_3pt')).toBeNull();
    expect(metricKeyIssue('Qualitative5pt', 'leverage_3pt')).toBe('This rule grades Qualitative 3pt items');
    expect(metricKeyIssue('TickCross', 'roe')).toBe('ROE is measured in %: bind it to a Quantitative % item');
    expect(metricKeyIssue('Valuation', 'pe')).toBe(METRIC_MESSAGES.valuation);
    expect(metricKeyIssue('percent', 'roe_ttm')).toBe(METRIC_MESSAGES.unknown);
    expect(metricKeyIssue('percent', null)).toBeNull();
  });

  it('a type change keeps a binding that still fits and drops one that does not', () => {
    expect(metricKeyAfterTypeChange('percent', 'roe')).toBe('roe');
    expect(metricKeyAfterTypeChange('number', 'roe')).toBeNull();
    expect(metricKeyAfterTypeChange('Flags', 'net_debt_below_2x_ebitda')).toBeNull();
  });

  it('the editor offers every metric of the type, and the rules of a scale', () => {
    const percent = bindingOptions('percent').map((option) => option.key);
    expect(percent).toEqual(METRICS.filter((metric) => metric.unit === '%').map((metric) => metric.id));
    expect(bindingOptions('number').map((option) => option.key)).toEqual([
      'net_debt_to_ebitda', 'interest_cover', 'net_debt_to_ebit', 'fcf_dividend_cover_min_5y', 'pe', 'pe_forward', 'ev_to_ebitda', 'ev_to_ebit', 'price_to_sales', 'price_to_book', 'peg',
    ]);
    expect(bindingOptions('TickCross').every((option) => option.group === 'Rules')).toBe(true);
    expect(bindingOptions('Valuation')).toEqual([]);
    expect(bindingOptions('Qualitative7pt')).toEqual([]);
  });

  it('bindingOf tells a metric from a rule', () => {
    expect(bindingOf('roe')).toMatchObject({ kind: 'metric', key: 'roe' });
    expect(bindingOf('leverage_3pt')).toMatchObject({ kind: 'rule', key: 'leverage_3pt', metric: { id: 'net_debt_to_ebitda' } });
    expect(bindingOf('nothing')).toBeNull();
  });
});

describe('grading', () => {
  it('rules grade at their written bounds', () => {
    const leverage = metricRule('leverage_3pt')!;
    expect([-0.5, 0.93, 0.999, 1, 2.5, 2.51, 8].map((value) => gradeByRule(leverage, value))).toEqual(['good', 'good', 'good', 'average', 'average', 'poor', 'poor']);
    const below2 = metricRule('net_debt_below_2x_ebitda')!;
    expect([1.79, 2, 2.2].map((value) => gradeByRule(below2, value))).toEqual(['good', 'poor', 'poor']);
    const roe = metricRule('roe_5y_avg_above_10pct')!;
    expect([10, 10.01].map((value) => gradeByRule(roe, value))).toEqual(['poor', 'good']);
  });

  it('every rule names a metric of the catalogue and grades within its scales', () => {
    const ids = new Set<string>(METRICS.map((metric) => metric.id));
    for (const rule of METRIC_RULES) {
      expect(ids.has(rule.metric)).toBe(true);
      expect(rule.bands.at(-1)).not.toHaveProperty('below');
    }
  });

  it('a quantitative item grades a value only through its own thresholds', () => {
    expect(gradeOnItemScale({ thresholds: null }, 23.5)).toBeNull();
    const thresholds = { excellent: 30, v_good: 20, good: 15, average: 10, below_average: 5, poor: 0, v_poor: -10 };
    // The one grading rule (scoring/grade-bands.ts): each grade runs up to its threshold, Excellent above Very good's.
    expect(gradeOnItemScale({ thresholds }, 23.5)).toBe('excellent');
    expect(gradeOnItemScale({ thresholds }, 20)).toBe('v_good');
    expect(gradeOnItemScale({ thresholds }, 10)).toBe('average');
    expect(gradeOnItemScale({ thresholds }, -3)).toBe('poor');
    expect(gradeOnItemScale({ thresholds }, -10)).toBe('v_poor');
  });
});
