import { describe, expect, it } from 'vitest';
import { ISSUED_SHARES_RANGE, isWithin, MARKET_CAP_RANGE, NUMBER_MESSAGES, PRICE_RANGE, withinOrNull } from './number-ranges';

describe('number ranges', () => {
  it('bounds prices above 0 and at a million', () => {
    expect(isWithin(0, PRICE_RANGE)).toBe(false);
    expect(isWithin(-5, PRICE_RANGE)).toBe(false);
    expect(isWithin(0.000001, PRICE_RANGE)).toBe(true);
    expect(isWithin(1_000_000, PRICE_RANGE)).toBe(true);
    expect(isWithin(1_000_000.01, PRICE_RANGE)).toBe(false);
    expect(isWithin(Number.POSITIVE_INFINITY, PRICE_RANGE)).toBe(false);
  });
  it('refuses a market cap of 0 but accepts 0 issued shares', () => {
    expect(isWithin(0, MARKET_CAP_RANGE)).toBe(false);
    expect(isWithin(0.5, MARKET_CAP_RANGE)).toBe(true);
    expect(isWithin(0, ISSUED_SHARES_RANGE)).toBe(true);
    expect(isWithin(-1, ISSUED_SHARES_RANGE)).toBe(false);
  });
  it('reads a stored number outside its range as missing', () => {
    expect(withinOrNull(-1e308, PRICE_RANGE)).toBeNull();
    expect(withinOrNull(1e308, PRICE_RANGE)).toBeNull();
    expect(withinOrNull('12.5', PRICE_RANGE)).toBe(12.5);
    expect(withinOrNull(null, PRICE_RANGE)).toBeNull();
  });
  it('words the limits for people', () => {
    expect(NUMBER_MESSAGES.lastPrice).toBe('The last price must be between 0.000001 and 1,000,000');
    expect(NUMBER_MESSAGES.marketCap).toBe('The market capitalisation must be more than 0 and at most 100,000,000 (millions)');
    expect(NUMBER_MESSAGES.percentScale).toBe('Value must be between -100 and 10,000 %');
  });
});
