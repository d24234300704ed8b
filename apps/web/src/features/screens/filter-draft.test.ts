import { describe, expect, it } from 'vitest';
import { decodeFilteringScope, encodeFilteringScope, type ScreenFilter, type ScreenProcessColumn } from '@thesis/domain';
import { draftOf, emptyDraft, filtersOf } from './filter-draft';

const processes: ScreenProcessColumn[] = [{ id: 'lead', name: 'Lead', role: 'lead', factors: [{ id: 'quality', name: 'Quality' }] }];

describe('filter draft', () => {
  it('round-trips the filters the form edits, keeping the others as they are', () => {
    const scope = 'sector:Energy;sector:Financials;price:1..50;market_cap:100..;portfolio:no;p.lead.score:2..;p.lead.valuation:good..;f.quality:v_good..;f.other:..poor';
    const decoded = decodeFilteringScope(scope);
    if (!decoded.ok) throw new Error('bad scope');
    const draft = draftOf(decoded.value, processes);
    expect(draft).toMatchObject({ sector: ['Energy', 'Financials'], priceMin: 1, priceMax: 50, capMin: 100, portfolio: 'no', factors: { quality: 'v_good' } });
    expect(draft.scores.lead).toEqual({ min: 2, max: null, valuation: 'good' });
    expect(draft.extra).toEqual([{ type: 'factor', factorId: 'other', min: null, max: 'poor' }]);
    expect(encodeFilteringScope(filtersOf(draft))).toBe(scope);
  });

  it('writes nothing for an empty form and drops blank text values', () => {
    expect(filtersOf(emptyDraft())).toEqual([]);
    const filters: ScreenFilter[] = filtersOf({ ...emptyDraft(), exchange: [' ASX ', ''] });
    expect(filters).toEqual([{ type: 'text', field: 'exchange', values: ['ASX'] }]);
  });

  it('edits fundamentals as ranges in the unit and writes them in catalogue order', () => {
    const decoded = decodeFilteringScope('m.roe:15..;m.pe:5..25');
    if (!decoded.ok) throw new Error('bad scope');
    const draft = draftOf(decoded.value, processes);
    expect(draft.metrics).toEqual({ roe: { min: 15, max: null }, pe: { min: 5, max: 25 } });
    expect(draft.extra).toEqual([]);
    expect(encodeFilteringScope(filtersOf(draft))).toBe('m.roe:15..;m.pe:5..25');
    expect(filtersOf({ ...emptyDraft(), metrics: { pe: { min: null, max: null } } })).toEqual([]);
  });
});
