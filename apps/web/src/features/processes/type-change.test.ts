import { describe, expect, it } from 'vitest';
import { typeChangeNotice } from './type-change';

describe('the change-type warning (spec §4: a change between incompatible families resets the scale)', () => {
  it('says nothing when the type stays the same', () => {
    expect(typeChangeNotice('Flags', 'Flags')).toEqual({ change: 'none', message: null });
  });

  it.each([
    ['Qualitative7pt', 'Qualitative5pt'],
    ['TickCross', 'Flags'],
    ['Qualitative3pt', 'TickCross'],
    ['number', 'percent'],
    ['dollar', 'dollar_million'],
  ] as const)('keeps the scale from %s to %s (same family)', (from, to) => {
    expect(typeChangeNotice(from, to).change).toBe('keep');
  });

  it.each([
    ['TickCross', 'Valuation'],
    ['Qualitative5pt', 'percent'],
    ['Valuation', 'number'],
    ['Valuation', 'Qualitative7pt'],
    ['dollar_million', 'Flags'],
    ['number_million', 'Valuation'],
  ] as const)('warns that the scale resets from %s to %s (another family)', (from, to) => {
    const notice = typeChangeNotice(from, to);
    expect(notice.change).toBe('reset');
    expect(notice.message).toContain('resets');
  });

  it('names what is lost and what the new scale starts from', () => {
    expect(typeChangeNotice('TickCross', 'Valuation').message).toBe(
      'Tick/Cross is a qualitative scale and Valuation is the valuation scale, so the scale resets: this item loses its grade descriptions and starts from a range of −66 % to 200 % and the default thresholds.',
    );
    expect(typeChangeNotice('Valuation', 'percent').message).toContain(
      'loses its range and valuation thresholds and starts from a range of 0 to 100',
    );
    expect(typeChangeNotice('number', 'Qualitative3pt').message).toContain(
      'loses its min and max and starts from the default grade descriptions',
    );
  });

  it('tells what is kept inside a family', () => {
    expect(typeChangeNotice('Qualitative7pt', 'Qualitative3pt').message).toBe(
      'Qualitative 7pt and Qualitative 3pt are both qualitative scales: descriptions are kept for the grades both have, and new grades get their default descriptions.',
    );
    expect(typeChangeNotice('percent', 'number').message).toContain('the min and max are kept');
  });
});
