import { describe, expect, it } from 'vitest';
import { decodePortfolioQuery, encodePortfolioQuery } from './portfolio-query';
import { PORTFOLIO_MESSAGES } from './messages';
import { setHoldingSchema, sharesProblem } from './shares';

describe('portfolio query', () => {
  it('reads the screens grammar plus the holding columns, and writes it back the same', () => {
    const result = decodePortfolioQuery({ filteringScope: 'sector:Financials;price:1..50', sortingScope: 'shares_weight', sortingScopeBy: 'desc' });
    expect(result).toEqual({
      ok: true,
      value: {
        filters: [
          { type: 'text', field: 'sector', values: ['Financials'] },
          { type: 'range', field: 'price', min: 1, max: 50 },
        ],
        sort: { key: { type: 'holding', field: 'shares_weight' }, direction: 'desc' },
      },
    });
    if (result.ok) expect(encodePortfolioQuery(result.value)).toBe('filteringScope=sector:Financials;price:1..50&sortingScope=shares_weight&sortingScopeBy=desc');
  });

  it('accepts process and company sort columns of the screens', () => {
    const result = decodePortfolioQuery({ sortingScope: 'p.abc-1.score' });
    expect(result.ok && result.value.sort).toEqual({ key: { type: 'process', processId: 'abc-1', measure: 'score' }, direction: 'asc' });
  });

  it('reports each bad parameter on its own key, naming the holding columns', () => {
    const result = decodePortfolioQuery({ filteringScope: 'price:abc', sortingScope: 'colour', sortingScopeBy: 'up' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.filteringScope?.[0]).toContain('Filter "price:abc"');
      expect(result.errors.sortingScope?.[0]).toContain('shares_weight');
      expect(result.errors.sortingScopeBy).toEqual(['sortingScopeBy must be asc or desc']);
    }
  });
});

describe('shares', () => {
  it('accepts positive numbers and their text, with thousands separators and fractions', () => {
    expect(setHoldingSchema.parse({ shares_count: '1,250.5' })).toEqual({ shares_count: 1250.5 });
    expect(setHoldingSchema.parse({ shares_count: 3 })).toEqual({ shares_count: 3 });
  });

  it.each([
    [undefined, PORTFOLIO_MESSAGES.sharesRequired],
    ['', PORTFOLIO_MESSAGES.sharesRequired],
    ['ten', PORTFOLIO_MESSAGES.sharesNumber],
    [0, PORTFOLIO_MESSAGES.sharesPositive],
    [-4, PORTFOLIO_MESSAGES.sharesPositive],
    [2e12, PORTFOLIO_MESSAGES.sharesTooLarge],
  ])('refuses %s with "%s"', (value, message) => {
    expect(sharesProblem(value)).toBe(message);
    const parsed = setHoldingSchema.safeParse({ shares_count: value });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe(message);
  });
});
