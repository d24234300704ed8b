import { describe, expect, it } from 'vitest';
import { groupBy } from './group-by';

describe('groupBy', () => {
  it('keeps each group in the order its rows came, and the groups in the order first seen', () => {
    const rows = [
      { id: 'a1', process: 'p2' },
      { id: 'b1', process: 'p1' },
      { id: 'a2', process: 'p2' },
      { id: 'b2', process: 'p1' },
      { id: 'a3', process: 'p2' },
    ];
    const groups = groupBy(rows, (row) => row.process);
    expect([...groups.keys()]).toEqual(['p2', 'p1']);
    expect(groups.get('p2')?.map((row) => row.id)).toEqual(['a1', 'a2', 'a3']);
    expect(groups.get('p1')?.map((row) => row.id)).toEqual(['b1', 'b2']);
  });

  it('answers an empty map for no rows', () => {
    expect(groupBy([], () => 'x').size).toBe(0);
  });
});
