import { describe, expect, it } from 'vitest';
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

  it('grade a five-year total of 60 % (about 10 % a year) Good on the long-term type', () => {
    const longTerm = DEFAULT_TRADE_TYPES[0]!;
    expect(longTerm.good).toBe(60);
    expect((1 + longTerm.good / 100) ** (1 / 5) - 1).toBeCloseTo(0.0986, 3);
  });
});
