import type { Classification } from './classification';

/**
 * Grouping companies by sector or industry (issue 19 item 3): the portfolio's breakdown and a
 * screen's aggregations. A group is a value of one classification (a GICS sector is never merged
 * with a SIC division of the same name); companies without one form the "Not recorded" group.
 * Money is summed in the reporting currency; figures that could not be converted are counted apart.
 */
export const GROUP_BY = ['sector', 'industry'] as const;
export type GroupBy = (typeof GROUP_BY)[number];

export interface GroupMember {
  sector: string | null;
  industry: string | null;
  classification: Classification | null;
  /** Companies this member stands for (1 for a holding). */
  count?: number;
  /** Money in the reporting currency (value or market cap); null when there is none or it could not be converted. */
  amount: number | null;
  /** Of `count`, how many have money in `amount` (default: all of them when amount is not null). */
  with_amount?: number;
  /** Members whose money exists but could not be converted. */
  not_converted?: number;
  /** The member's weight (holdings), in %. */
  weight?: number;
}

export interface Group {
  /** The sector or industry; null: not recorded. */
  value: string | null;
  classification: Classification | null;
  count: number;
  /** Σ money in the reporting currency. */
  amount: number;
  /** Members with money in the sum. */
  with_amount: number;
  not_converted: number;
  /** Σ weight (holdings), in %. */
  weight: number;
}

export function groupMembers(members: readonly GroupMember[], by: GroupBy): Group[] {
  const groups = new Map<string, Group>();
  for (const member of members) {
    const value = member[by]?.trim() || null;
    const classification = value === null ? null : member.classification;
    const key = `${classification ?? ''}\u0000${value ?? ''}`;
    const group = groups.get(key) ?? { value, classification, count: 0, amount: 0, with_amount: 0, not_converted: 0, weight: 0 };
    group.count += member.count ?? 1;
    if (member.amount !== null) {
      group.amount += member.amount;
      group.with_amount += member.with_amount ?? member.count ?? 1;
    }
    group.not_converted += member.not_converted ?? 0;
    group.weight += member.weight ?? 0;
    groups.set(key, group);
  }
  // Largest first; "Not recorded" last.
  return [...groups.values()].sort((a, b) => Number(a.value === null) - Number(b.value === null) || b.amount - a.amount || b.count - a.count || String(a.value).localeCompare(String(b.value)));
}
