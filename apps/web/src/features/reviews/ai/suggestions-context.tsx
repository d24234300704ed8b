import type { AiSuggestion, InvestmentItem, InvestmentProcess } from '@thesis/domain';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

interface Suggestions {
  /** Open suggestions of the process by item id. */
  byItem: Map<string, AiSuggestion>;
}

const SuggestionsContext = createContext<Suggestions>({ byItem: new Map() });

/** The open suggestions of one attached process, for its items (empty for viewers who may not change it). */
export function SuggestionsProvider({ process, children }: { process: InvestmentProcess; children: ReactNode }) {
  const suggestions = process.suggestions;
  const value = useMemo(() => ({ byItem: new Map((suggestions ?? []).map((suggestion) => [suggestion.investment_item_id, suggestion])) }), [suggestions]);
  return <SuggestionsContext.Provider value={value}>{children}</SuggestionsContext.Provider>;
}

export function useItemSuggestion(itemId: string): AiSuggestion | undefined {
  return useContext(SuggestionsContext).byItem.get(itemId);
}

type Node = InvestmentItem & { checklists?: Node[]; questions?: Node[] };

/** How many of an item's checklists and questions have a suggestion (its row opens to show them). */
export function useSuggestionsBelow(item: Node): number {
  const { byItem } = useContext(SuggestionsContext);
  const count = (node: Node): number => [...(node.checklists ?? []), ...(node.questions ?? [])].reduce((sum, child) => sum + (byItem.has(child.id) ? 1 : 0) + count(child), 0);
  return count(item);
}
