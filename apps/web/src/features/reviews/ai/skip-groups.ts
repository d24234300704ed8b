import { AI_FILL_REASONS, type AiFill, type InvestmentFactor, type InvestmentItem } from '@thesis/domain';

/** A process's items by id, in tree order (factor, its checklists, their questions). */
export function itemsById(factors: readonly InvestmentFactor[]): Map<string, InvestmentItem> {
  const items = new Map<string, InvestmentItem>();
  for (const factor of factors) {
    items.set(factor.id, factor);
    for (const checklist of factor.checklists) {
      items.set(checklist.id, checklist);
      for (const question of checklist.questions) items.set(question.id, question);
    }
  }
  return items;
}

/** The names of a process's items in tree order. */
export function namesOf(factors: readonly InvestmentFactor[]): Map<string, string> {
  return new Map([...itemsById(factors)].map(([id, item]) => [id, item.name]));
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
    const group = groups.get(entry.reason) ?? { reason: entry.reason, names: [], judgement: entry.reason.startsWith(AI_FILL_REASONS.judgement) };
    group.names.push(names.get(entry.item_id) ?? 'an item removed since');
    groups.set(entry.reason, group);
  }
  return [...groups.values()].sort((a, b) => Number(a.judgement) - Number(b.judgement));
}
