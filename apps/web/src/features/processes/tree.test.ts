import type { Process } from '@thesis/domain';
import { describe, expect, it } from 'vitest';
import { makeItem, makeProcess } from './testing';
import {
  checklistsOf,
  countTree,
  detachInTree,
  expandableKeys,
  orderByIds,
  reorderInTree,
  replaceItemInTree,
} from './tree';

const shared = makeItem('checklist', 'c-shared', {
  questions: [makeItem('question', 'q1'), makeItem('question', 'q2')],
});
const process: Process = makeProcess('p', {
  factors: [
    makeItem('factor', 'f1', { checklists: [shared, makeItem('checklist', 'c2', { questions: [] })] }),
    makeItem('factor', 'f2', { checklists: [shared] }),
  ],
});
const names = (process: Process) => (process.factors ?? []).map((factor) => factor.id);

describe('process tree helpers', () => {
  it('orders by ids and keeps unnamed items at the end', () => {
    expect(orderByIds([{ id: 'a' }, { id: 'b' }, { id: 'c' }], ['c', 'a']).map((item) => item.id)).toEqual([
      'c',
      'a',
      'b',
    ]);
  });

  it('reorders the factors of the process', () => {
    expect(names(reorderInTree(process, 'process', 'p', ['f2', 'f1']))).toEqual(['f2', 'f1']);
  });

  it('reorders a shared checklist everywhere it appears', () => {
    const next = reorderInTree(process, 'checklist', 'c-shared', ['q2', 'q1']);
    for (const { checklist } of checklistsOf(next).filter((entry) => entry.checklist.id === 'c-shared')) {
      expect(checklist.questions?.map((question) => question.id)).toEqual(['q2', 'q1']);
    }
    expect(next.factors?.[1]?.checklists?.[0]?.questions?.map((question) => question.id)).toEqual(['q2', 'q1']);
  });

  it('detaches children of one parent only', () => {
    const next = detachInTree(process, 'factor', 'f1', ['c-shared']);
    expect(next.factors?.[0]?.checklists?.map((checklist) => checklist.id)).toEqual(['c2']);
    expect(next.factors?.[1]?.checklists?.map((checklist) => checklist.id)).toEqual(['c-shared']);
  });

  it('replaces an item wherever it sits and keeps its children', () => {
    const next = replaceItemInTree(process, makeItem('checklist', 'c-shared', { name: 'Renamed', position: 9 }));
    expect(next.factors?.[0]?.checklists?.[0]?.name).toBe('Renamed');
    expect(next.factors?.[1]?.checklists?.[0]?.name).toBe('Renamed');
    expect(next.factors?.[0]?.checklists?.[0]?.questions).toHaveLength(2);
    expect(next.factors?.[0]?.checklists?.[0]?.position).toBe(0);
  });

  it('counts distinct items and lists expandable paths', () => {
    expect(countTree(process)).toEqual({ factors: 2, checklists: 2, questions: 2 });
    expect(expandableKeys(process.factors ?? [])).toEqual(['f1', 'f1/c-shared', 'f1/c2', 'f2', 'f2/c-shared']);
  });
});
