import { describe, expect, it } from 'vitest';
import type { ScreenFilter } from './filters';
import { decodeFilteringScope, encodeFilteringScope, filterProblem } from './filter-scope';

const P = '0197a1b2-3c4d-7e8f-9a0b-1c2d3e4f5a6b';
const F = '0197a1b2-3c4d-7e8f-9a0b-ffffeeee0001';

const all: ScreenFilter[] = [
  { type: 'text', field: 'sector', values: ['Financials'] },
  { type: 'text', field: 'exchange', values: ['ASX', 'NYSE'] },
  { type: 'range', field: 'price', min: 1, max: 50 },
  { type: 'range', field: 'market_cap', min: 1000.5, max: null },
  { type: 'process', processId: P, measure: 'score', min: 3, max: null },
  { type: 'process', processId: P, measure: 'relevance', min: null, max: -0.5 },
  { type: 'valuation', processId: P, min: 'average', max: 'excellent' },
  { type: 'factor', factorId: F, min: 'good', max: null },
  { type: 'factor', factorId: 'f_2', min: null, max: 'poor' },
  { type: 'portfolio', inPortfolio: true },
];
const allEncoded =
  `sector:Financials;exchange:ASX;exchange:NYSE;price:1..50;market_cap:1000.5..;p.${P}.score:3..;p.${P}.relevance:..-0.5;` +
  `p.${P}.valuation:average..excellent;f.${F}:good..;f.f_2:..poor;portfolio:yes`;

describe('filteringScope round trips', () => {
  it('writes every kind of filter readably', () => {
    expect(encodeFilteringScope(all)).toBe(allEncoded);
  });
  it('reads back exactly what it wrote, both ways', () => {
    expect(decodeFilteringScope(allEncoded)).toEqual({ ok: true, value: all });
    expect(encodeFilteringScope((decodeFilteringScope(allEncoded) as { value: ScreenFilter[] }).value)).toBe(allEncoded);
  });
  it('round-trips awkward text and numbers', () => {
    const filters: ScreenFilter[] = [
      { type: 'text', field: 'industry', values: ['Oil, Gas & Consumable Fuels', 'A;B\\C', 'Ünïcode: yes'] },
      { type: 'range', field: 'price', min: 1e-7, max: 1e21 },
      { type: 'range', field: 'market_cap', min: -12.25, max: 0 },
      { type: 'portfolio', inPortfolio: false },
    ];
    const encoded = encodeFilteringScope(filters);
    expect(encoded).toBe('industry:Oil, Gas & Consumable Fuels;industry:A\\;B\\\\C;industry:Ünïcode: yes;price:1e-7..1e+21;market_cap:-12.25..0;portfolio:no');
    expect(decodeFilteringScope(encoded)).toEqual({ ok: true, value: filters });
  });
  it('reads no filters from an empty or absent scope, ignoring empty parts and spaces', () => {
    expect(decodeFilteringScope('')).toEqual({ ok: true, value: [] });
    expect(decodeFilteringScope(undefined)).toEqual({ ok: true, value: [] });
    expect(decodeFilteringScope(' sector : Energy ;; price: 1 .. 2 ;')).toEqual({
      ok: true,
      value: [{ type: 'text', field: 'sector', values: ['Energy'] }, { type: 'range', field: 'price', min: 1, max: 2 }],
    });
    expect(encodeFilteringScope([])).toBe('');
  });
  it('gathers repeated text keys into one any-of filter', () => {
    expect(decodeFilteringScope('sector:Energy;price:1..;sector:Utilities')).toEqual({
      ok: true,
      value: [{ type: 'text', field: 'sector', values: ['Energy', 'Utilities'] }, { type: 'range', field: 'price', min: 1, max: null }],
    });
  });
});

describe('malformed filteringScope parts', () => {
  const errors = (scope: string) => {
    const result = decodeFilteringScope(scope);
    return result.ok ? [] : result.errors;
  };
  it('wants key:value', () => {
    expect(errors('Financials')).toEqual(['Filter "Financials": write key:value, e.g. sector:Financials or price:1..50']);
    expect(errors(':x')).toEqual(['Filter ":x": write key:value, e.g. sector:Financials or price:1..50']);
  });
  it('names unknown keys and bad ids', () => {
    expect(errors('colour:red')[0]).toMatch(/^Filter "colour:red": unknown filter; use sector, industry/);
    expect(errors('p.a b.score:1..')).toEqual(['Filter "p.a b.score:1..": "a b" is not a valid process id']);
    expect(errors('p.x.grade:1..')).toEqual(['Filter "p.x.grade:1..": a process filter is p.<processId>.score, .relevance or .valuation, not .grade']);
    expect(errors('f.:good..')).toEqual(['Filter "f.:good..": "" is not a valid factor id']);
  });
  it('wants number ranges with at least one end and min ≤ max', () => {
    const rangeHelp = 'write a range of numbers like 1..50, 1.. or ..50';
    expect(errors('price:abc')).toEqual([`Filter "price:abc": ${rangeHelp}`]);
    expect(errors('price:5')).toEqual([`Filter "price:5": ${rangeHelp}`]);
    expect(errors('price:..')).toEqual([`Filter "price:..": ${rangeHelp}`]);
    expect(errors('price:1..2..3')).toEqual([`Filter "price:1..2..3": ${rangeHelp}`]);
    expect(errors('price:1...5')).toEqual([`Filter "price:1...5": ${rangeHelp}`]);
    expect(errors('price:>=3')).toEqual([`Filter "price:>=3": ${rangeHelp}`]);
    expect(errors('price:1e999..')).toEqual([`Filter "price:1e999..": ${rangeHelp}`]);
    expect(errors('price:50..1')).toEqual(['Filter "price:50..1": the minimum is above the maximum']);
  });
  it('wants grade ranges worst..best', () => {
    expect(errors('f.x:great..')[0]).toBe('Filter "f.x:great..": write a range of grades like good.., ..poor or poor..good (grades: excellent, v_good, good, average, below_ave, poor, v_poor)');
    expect(errors('f.x:n_a..')).toHaveLength(1);
    expect(errors('f.x:good..poor')).toEqual(['Filter "f.x:good..poor": the lower grade is above the upper grade']);
  });
  it('wants yes or no for the portfolio, non-empty text and no dangling escape', () => {
    expect(errors('portfolio:true')).toEqual(['Filter "portfolio:true": write portfolio:yes or portfolio:no']);
    expect(errors('sector:   ')).toEqual(['Filter "sector:": the text is empty']);
    expect(errors('sector:abc\\')).toEqual(['Filter "sector:abc\\": a "\\" at the end escapes nothing (write \\\\ for a backslash)']);
  });
  it('refuses a non-text key given twice', () => {
    expect(errors('price:1..;price:..5')).toEqual(['Filter "price:..5": "price" is given twice']);
  });
  it('reports every bad part at once and quotes long parts shortened', () => {
    expect(errors('price:x;sector:Energy;portfolio:maybe')).toHaveLength(2);
    expect(errors(`sector:${'x'.repeat(100)};nope`)[0]).toBe('Filter "nope": write key:value, e.g. sector:Financials or price:1..50');
    expect(errors(`colour:${'x'.repeat(100)}`)[0]).toContain('"colour:xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...": unknown filter');
  });
});

describe('encoding refuses filters it could not read back', () => {
  it('throws on open ranges, inverted ranges, bad ids and untrimmed text', () => {
    expect(() => encodeFilteringScope([{ type: 'range', field: 'price', min: null, max: null }])).toThrow(RangeError);
    expect(() => encodeFilteringScope([{ type: 'range', field: 'price', min: 5, max: 1 }])).toThrow(/minimum is above/);
    expect(() => encodeFilteringScope([{ type: 'process', processId: 'a.b', measure: 'score', min: 1, max: null }])).toThrow(RangeError);
    expect(() => encodeFilteringScope([{ type: 'range', field: 'price', min: Number.NaN, max: 1 }])).toThrow(RangeError);
    expect(filterProblem({ type: 'text', field: 'sector', values: [' Energy'] })).toMatch(/trimmed/);
    expect(filterProblem({ type: 'text', field: 'sector', values: [] })).toMatch(/no values/);
    expect(filterProblem({ type: 'factor', factorId: 'f', min: 'good', max: 'poor' })).toMatch(/lower grade/);
    expect(filterProblem({ type: 'portfolio', inPortfolio: true })).toBeNull();
  });
});
