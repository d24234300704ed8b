import { describe, expect, it } from 'vitest';
import { namesOf, skipGroups } from './skip-groups';

describe('the items a fill left, by reason', () => {
  it('lists the reasons about the data first and the items needing judgement last, items in tree order', () => {
    const names = new Map([
      ['f1', 'Moat'],
      ['q1', 'Brand loved?'],
      ['f2', 'Returns'],
      ['f3', 'Fair value'],
    ]);
    const groups = skipGroups(
      [
        { item_id: 'f3', reason: 'needs judgement: a valuation is your own estimate of value per share' },
        { item_id: 'q1', reason: 'needs judgement' },
        { item_id: 'f2', reason: 'ROE: Equity is negative in FY2015: the ratio is not meaningful' },
        { item_id: 'f1', reason: 'needs judgement' },
        { item_id: 'gone', reason: 'needs judgement' },
      ],
      names,
    );
    expect(groups).toEqual([
      { reason: 'ROE: Equity is negative in FY2015: the ratio is not meaningful', names: ['Returns'], judgement: false },
      { reason: 'needs judgement', names: ['Moat', 'Brand loved?', 'an item removed since'], judgement: true },
      { reason: 'needs judgement: a valuation is your own estimate of value per share', names: ['Fair value'], judgement: true },
    ]);
  });

  it('reads the names of a tree in order', () => {
    const question = { id: 'q', name: 'Q' };
    const tree = [{ id: 'f', name: 'F', checklists: [{ id: 'c', name: 'C', questions: [question] }] }] as unknown as Parameters<typeof namesOf>[0];
    expect([...namesOf(tree)]).toEqual([['f', 'F'], ['c', 'C'], ['q', 'Q']]);
  });
});
