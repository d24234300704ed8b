import { describe, expect, it } from 'vitest';
import { nextYearEnd } from './market-data/row-reader';
import { fold, nameKey, nameTerms, prefixEnd, searchQuery, termsOfKeys, tickerKey } from './search-keys';

describe('search keys', () => {
  it('folds ASCII text as the whole rule would: lower-cased, nothing else', () => {
    const ascii = Array.from({ length: 128 }, (_, code) => String.fromCharCode(code)).join('');
    const whole = (text: string) => text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
    expect(fold(ascii)).toBe(whole(ascii));
    expect(fold('AAPL Apple Inc.')).toBe('aapl apple inc.');
    expect(fold('Apple É')).toBe('apple e');
  });
  it('folds case and accents, and spells out a few letters', () => {
    expect(fold('Estée Lauder')).toBe('estee lauder');
    expect(fold('ZÜRICH Société')).toBe('zurich societe');
    expect(fold('Straße Øresund Æon')).toBe('strasse oresund aeon');
  });

  it('keeps printable ASCII in ticker keys and words in name keys', () => {
    expect(tickerKey('BRK.B')).toBe('brk.b');
    expect(tickerKey(' Bf$a ')).toBe('bf$a');
    expect(nameKey('A. O. Smith & Co., Inc.')).toBe('a o smith co inc');
    expect(nameTerms('Bank of the Bank, of America')).toEqual(['bank', 'of', 'the', 'america']);
  });

  it("takes a company's search terms from its stored keys: each name word once, cut at 40 characters, and the ticker", () => {
    expect(termsOfKeys('bank of the bank of america', 'bac')).toEqual(['bank', 'of', 'the', 'america', 'bac']);
    expect(termsOfKeys('csl ltd', 'csl')).toEqual(['csl', 'ltd']);
    expect(termsOfKeys(`${'x'.repeat(45)} inc`, '')).toEqual(['x'.repeat(40), 'inc']);
  });

  it('bounds a prefix range so that exactly the keys starting with it fall inside', () => {
    const end = prefixEnd('ab');
    for (const key of ['ab', 'ab.c', 'abz', 'ab$a', 'ab}']) expect(key >= 'ab' && key < end).toBe(true);
    for (const key of ['aa', 'ac', 'a', 'b']) expect(key >= 'ab' && key < end).toBe(false);
  });

  it('reads a query as a ticker prefix (one word) and name-word prefixes, longest first', () => {
    expect(searchQuery(' Apple ')).toEqual({ ticker: 'apple', words: ['apple'] });
    expect(searchQuery('bank of am')).toEqual({ ticker: '', words: ['bank', 'of', 'am'] });
    expect(searchQuery('%%')).toEqual({ ticker: '%%', words: [] });
  });
});

describe('fiscal year ends', () => {
  it('takes the next year end on or after the date', () => {
    expect(nextYearEnd('12-31', '2026-08-22')).toBe('2026-12-31');
    expect(nextYearEnd('06-30', '2026-08-22')).toBe('2027-06-30');
    expect(nextYearEnd('08-22', '2026-08-22')).toBe('2026-08-22');
    expect(nextYearEnd('02-29', '2026-08-22')).toBe('2027-02-28');
  });
});
