import { describe, expect, it } from 'vitest';
import type { ScreenProcessColumn } from './screen-responses';
import { screenSourceText } from './screen-source';

const process = (name: string, role: ScreenProcessColumn['role']): ScreenProcessColumn => ({ id: name, name, role, factors: [] });
const income = process('Dividend Income', 'lead');

describe('the sentence a screen is listed with (#18)', () => {
  it('names the source and every process that scores it, the lead marked when there are others', () => {
    expect(screenSourceText({ source_type: 'associated', associated_process: { id: 'p1', name: 'Dividend Income' }, processes: [income, process('Quality compounders', 'secondary')] })).toBe(
      'Investments reviewed with Dividend Income, scored by Dividend Income (lead) and Quality compounders.',
    );
    expect(screenSourceText({ source_type: 'all', associated_process: null, processes: [income] })).toBe('All investments, scored by Dividend Income.');
    expect(
      screenSourceText({ source_type: 'all_active', associated_process: null, processes: [income, process('Moats', 'secondary'), process('Growth', 'secondary')] }),
    ).toBe('Investments reviewed with an active process, scored by Dividend Income (lead), Moats and Growth.');
  });

  it('reads well without a lead or once the associated process is gone', () => {
    expect(screenSourceText({ source_type: 'all', associated_process: null, processes: [] })).toBe('All investments, with no process to score them yet.');
    expect(screenSourceText({ source_type: 'associated', associated_process: null, processes: [income] })).toBe('Investments reviewed with one of your processes, scored by Dividend Income.');
  });
});
