import { describe, expect, it } from 'vitest';
import { gradeFromThresholds } from '../scoring/grade-bands';
import { toGradeThresholds } from '../scoring/valuation-grade';
import { createTradeTypeSchema, DEFAULT_TRADE_TYPES, tradeTypeIssues } from './index';

describe('the decision types a new library starts with', () => {
  it('are valid types by the rules a user-made type follows', () => {
    for (const type of DEFAULT_TRADE_TYPES) {
      expect(tradeTypeIssues(type), type.name).toEqual([]);
      expect(createTradeTypeSchema.safeParse(type).success, type.name).toBe(true);
    }
  });

  it('have distinct names and cover a long, a medium and a short horizon', () => {
    expect(new Set(DEFAULT_TRADE_TYPES.map((type) => type.name)).size).toBe(DEFAULT_TRADE_TYPES.length);
    expect(DEFAULT_TRADE_TYPES.map((type) => [type.name, type.timeframe])).toEqual([
      ['Long-term buy/sell', 'year_5'],
      ['Medium-term position', 'year_2'],
      ['Short-term trade', 'month_6'],
    ]);
  });

  it('grade five-year totals on the long-term type as its description says', () => {
    const longTerm = toGradeThresholds(DEFAULT_TRADE_TYPES[0]!);
    // 10 % a year for five years is 61 %: Very good; 15 % a year (101 %) Excellent; 5 % a year (28 %) Good.
    expect(gradeFromThresholds((1.1 ** 5 - 1) * 100, longTerm)).toBe('v_good');
    expect(gradeFromThresholds((1.15 ** 5 - 1) * 100, longTerm)).toBe('excellent');
    expect(gradeFromThresholds((1.05 ** 5 - 1) * 100, longTerm)).toBe('good');
    expect(gradeFromThresholds(-25, longTerm)).toBe('poor');
    expect(DEFAULT_TRADE_TYPES[0]!.description).toContain('above 60 % (10 % a year) Very good');
  });
});
