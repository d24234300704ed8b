import { describe, expect, it } from 'vitest';
import { formatDate, formatNoteDate } from './dates';
import { currencySymbol, formatCompactMoney, formatFinancial, formatPerShare, formatLastPrice, formatMillions, formatMoney, NOT_AVAILABLE } from './numbers';

describe('financial numbers (spec §9)', () => {
  it('shows one decimal, two for eps and dps', () => {
    expect(formatFinancial(1234.56)).toBe('1,234.6');
    expect(formatFinancial(-0.04)).toBe('-0.0');
    expect(formatFinancial(40.031, 'eps')).toBe('40.03');
    expect(formatFinancial(1.5, 'dps')).toBe('1.50');
    expect(formatFinancial(7, 'sales')).toBe('7.0');
  });
  it('shows a dash, never zero, when a value is not available', () => {
    expect(formatFinancial(null)).toBe(NOT_AVAILABLE);
    expect(formatMoney(undefined)).toBe(NOT_AVAILABLE);
    expect(formatMillions(null)).toBe(NOT_AVAILABLE);
    expect(formatFinancial(Number.NaN)).toBe(NOT_AVAILABLE);
  });
});

describe('money (spec §9)', () => {
  it('formats money in AUD and the last price in USD', () => {
    expect(formatMoney(1234.5)).toBe('A$1,234.50');
    expect(formatLastPrice(309.35)).toBe('US$309.35');
    expect(formatMoney(10, 'NZD')).toBe('NZ$10.00');
  });
  it('makes large money compact with m, b and t', () => {
    expect(formatCompactMoney(999_999)).toBe('A$999,999.00');
    expect(formatCompactMoney(1_250_000)).toBe('A$1.3m');
    expect(formatCompactMoney(92_293_690_000)).toBe('A$92.3b');
    expect(formatCompactMoney(4_514_709_500_000, 'USD')).toBe('US$4.5t');
    expect(formatCompactMoney(-2_000_000_000)).toBe('-A$2.0b');
  });
  it('reads stored millions', () => {
    expect(formatMillions(92293.69, 'USD')).toBe('US$92.3b');
    expect(formatMillions(0.5)).toBe('A$500,000.00');
  });
});

describe('the currency is always named (issue 18 item 9)', () => {
  it('never shows a bare "$": US dollars read US$, Australian dollars A$', () => {
    expect(formatMoney(12.5, 'USD')).toBe('US$12.50');
    expect(formatMoney(12.5, 'AUD')).toBe('A$12.50');
    expect(formatMoney(-2, 'USD')).toBe('-US$2.00');
    expect(formatMillions(1500, 'USD')).toBe('US$1.5b');
    expect(formatMoney(3, 'CAD')).toBe('CA$3.00');
    expect(formatMoney(3, 'GBP')).toBe('£3.00');
  });
  it('tells a mixed list apart', () => {
    const prices = [formatLastPrice(309.35, 'USD'), formatLastPrice(44.12, 'AUD')];
    expect(prices).toEqual(['US$309.35', 'A$44.12']);
    expect(prices.every((text) => !text.startsWith('$'))).toBe(true);
  });
  it('names the symbol of a currency', () => {
    expect(['USD', 'AUD', 'NZD', 'EUR'].map(currencySymbol)).toEqual(['US$', 'A$', 'NZ$', '€']);
  });
});

describe('per-share figures', () => {
  it('show two decimals, and two significant digits where two decimals would read 0.00', () => {
    expect(formatPerShare(2.0775, 'USD')).toBe('US$2.08');
    expect(formatPerShare(0.0029, 'USD')).toBe('US$0.0029');
    expect(formatPerShare(0.016, 'USD')).toBe('US$0.02');
    expect(formatPerShare(0, 'USD')).toBe('US$0.00');
    expect(formatPerShare(null, 'USD')).toBe('–');
  });
});

describe('dates (spec §9)', () => {
  it('shows dd MMM yyyy and, for notes, dd MMM yy', () => {
    expect(formatDate('2025-12-05')).toBe('05 Dec 2025');
    expect(formatNoteDate('2025-12-05')).toBe('05 Dec 25');
    expect(formatNoteDate('2009-01-31')).toBe('31 Jan 09');
    expect(formatDate(new Date(2026, 7, 22, 15, 30))).toBe('22 Aug 2026');
  });
  it('is empty for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
