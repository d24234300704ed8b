import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('CSV writing', () => {
  it('quotes what needs quoting and ends lines with CRLF', () => {
    expect(toCsv([['Ticker', 'Name'], ['ABC', 'Smith, Jones & "Co"'], ['X', null]])).toBe('Ticker,Name\r\nABC,"Smith, Jones & ""Co"""\r\nX,\r\n');
  });

  it('keeps numbers as numbers and defuses formulas in text', () => {
    expect(csvField(-1.5)).toBe('-1.5');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('-2')).toBe("'-2");
  });
});
