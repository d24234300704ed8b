import { describe, expect, it } from 'vitest';
import type { ScreenView } from './filters';
import { decodeScreenQuery, encodeQueryValue, encodeScreenQuery, screenViewQuerySchema } from './screen-query';

const P = '0197a1b2-3c4d-7e8f-9a0b-1c2d3e4f5a6b';
const view: ScreenView = {
  filters: [
    { type: 'text', field: 'sector', values: ['Consumer Discretionary'] },
    { type: 'text', field: 'industry', values: ['Oil, Gas & Consumable Fuels'] },
    { type: 'range', field: 'price', min: 1, max: 50 },
    { type: 'process', processId: P, measure: 'score', min: 3, max: null },
    { type: 'factor', factorId: 'f1', min: 'good', max: null },
    { type: 'portfolio', inPortfolio: true },
  ],
  sort: { key: { type: 'process', processId: P, measure: 'score' }, direction: 'desc' },
};

describe('screen-results query string', () => {
  it('is readable: grammar characters stay, spaces and & are escaped', () => {
    expect(encodeScreenQuery(view)).toBe(
      `filteringScope=sector:Consumer%20Discretionary;industry:Oil,%20Gas%20%26%20Consumable%20Fuels;price:1..50;p.${P}.score:3..;f.f1:good..;portfolio:yes` +
        `&sortingScope=p.${P}.score&sortingScopeBy=desc`,
    );
  });
  it('round-trips through a raw string, URLSearchParams and a URL', () => {
    const query = encodeScreenQuery(view);
    expect(decodeScreenQuery(query)).toEqual({ ok: true, value: view });
    expect(decodeScreenQuery(`?${query}`)).toEqual({ ok: true, value: view });
    expect(decodeScreenQuery(new URLSearchParams(query))).toEqual({ ok: true, value: view });
    const url = new URL(`https://thesis.example/screen-results/abc?${query}`);
    expect(url.search).toBe(`?${query}`);
    expect(decodeScreenQuery(url.searchParams)).toEqual({ ok: true, value: view });
  });
  it('survives values with + and % and a plain URLSearchParams writer', () => {
    const odd: ScreenView = { filters: [{ type: 'text', field: 'sector', values: ['A+B 100%'] }], sort: null };
    expect(encodeScreenQuery(odd)).toBe('filteringScope=sector:A%2BB%20100%25');
    expect(decodeScreenQuery(encodeScreenQuery(odd))).toEqual({ ok: true, value: odd });
    const written = new URLSearchParams({ filteringScope: 'sector:A+B 100%' }).toString();
    expect(decodeScreenQuery(written)).toEqual({ ok: true, value: odd });
  });
  it('is empty for an empty view and omits what is not set', () => {
    expect(encodeScreenQuery({ filters: [], sort: null })).toBe('');
    expect(encodeScreenQuery({ filters: [], sort: { key: { type: 'company', field: 'name' }, direction: 'asc' } })).toBe('sortingScope=name&sortingScopeBy=asc');
    expect(decodeScreenQuery('')).toEqual({ ok: true, value: { filters: [], sort: null } });
  });
  it('keys errors by parameter', () => {
    expect(decodeScreenQuery('filteringScope=price:x&sortingScope=colour&sortingScopeBy=up')).toEqual({
      ok: false,
      errors: {
        filteringScope: ['Filter "price:x": write a range of numbers like 1..50, 1.. or ..50'],
        sortingScope: [expect.stringMatching(/^Cannot sort by "colour"/)],
        sortingScopeBy: ['sortingScopeBy must be asc or desc'],
      },
    });
  });
  it('encodes single values with the light escaping', () => {
    expect(encodeQueryValue('a:b;c,d@e/f g&h=i#j?k')).toBe('a:b;c,d@e/f%20g%26h%3Di%23j%3Fk');
  });
});

describe('route query schema', () => {
  it('turns the parameters into a view', () => {
    expect(screenViewQuerySchema.parse({ filteringScope: 'portfolio:no', sortingScope: 'price', sortingScopeBy: 'desc' })).toEqual({
      filters: [{ type: 'portfolio', inPortfolio: false }],
      sort: { key: { type: 'company', field: 'price' }, direction: 'desc' },
    });
    expect(screenViewQuerySchema.parse({})).toEqual({ filters: [], sort: null });
  });
  it('reports malformed parts as issues on their parameter', () => {
    const result = screenViewQuerySchema.safeParse({ filteringScope: 'price:x;portfolio:maybe', sortingScopeBy: 'up' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['filteringScope', 'Filter "price:x": write a range of numbers like 1..50, 1.. or ..50'],
      ['filteringScope', 'Filter "portfolio:maybe": write portfolio:yes or portfolio:no'],
      ['sortingScopeBy', 'sortingScopeBy must be asc or desc'],
    ]);
  });
});
