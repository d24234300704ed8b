import { fromFiledFigures } from '@thesis/domain';
import type { FillProposal } from './analyst';

/**
 * What a fill says it did: 'Suggested 41 of 59 items (35 from filed figures, 6 by gpt-4o-mini);
 * 18 left. Read financial data for FY2015–FY2025 and market figures of 2026-08-22.' The items left
 * are listed with their reasons beside it.
 */
export function fillSummary(proposals: readonly FillProposal[], items: number, read: string, problem?: string): string {
  const figures = proposals.filter(fromFiledFigures).length;
  const byModel = new Map<string, number>();
  for (const proposal of proposals) if (!fromFiledFigures(proposal)) byModel.set(proposal.source, (byModel.get(proposal.source) ?? 0) + 1);
  const parts = [`${figures} from filed figures`, ...[...byModel].map(([model, count]) => `${count} by ${model}`)];
  const left = items - proposals.length;
  const suggested = byModel.size > 0 ? `Suggested ${proposals.length} of ${items} items (${parts.join(', ')})` : `Suggested ${proposals.length} of ${items} items from filed figures`;
  return `${suggested}; ${left} left. Read ${read}.${problem ? ` ${problem}` : ''}`;
}
