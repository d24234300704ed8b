import type { AiFill, InvestmentFactor } from '@thesis/domain';

/** The names of a process's items in tree order (factor, its checklists, their questions). */
export function namesOf(factors: readonly InvestmentFactor[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const factor of factors) {
    names.set(factor.id, factor.name);
    for (const checklist of factor.checklists) {
      names.set(checklist.id, checklist.name);
      for (const question of checklist.questions) names.set(question.id, question.name);
    }
  }
  return names;
}

export interface SkipGroup {
  reason: string;
  names: string[];
  judgement: boolean;
}

/** The items a fill left, by reason: the reasons about the data first, those needing judgement last; items in tree order. */
export function skipGroups(skipped: AiFill['skipped'], names: Map<string, string>): SkipGroup[] {
  const order = [...names.keys()];
  const place = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  const groups = new Map<string, SkipGroup>();
  const sorted = [...skipped].sort((a, b) => place(a.item_id) - place(b.item_id));
  for (const entry of sorted) {
    const group = groups.get(entry.reason) ?? { reason: entry.reason, names: [], judgement: entry.reason.startsWith('needs judgement') };
    group.names.push(names.get(entry.item_id) ?? 'an item removed since');
    groups.set(entry.reason, group);
  }
  return [...groups.values()].sort((a, b) => Number(a.judgement) - Number(b.judgement));
}
