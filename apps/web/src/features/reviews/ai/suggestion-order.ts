import { CONFIDENCE_RANK, fromFiledFigures, type AiSuggestion, type SuggestionConfidence } from '@thesis/domain';

export const CONFIDENCE_LABELS: Readonly<Record<SuggestionConfidence, string>> = { high: 'High confidence', medium: 'Medium confidence', low: 'Low confidence' };

/** Where a suggestion comes from, in words: the filings, or a model's judgement. */
export function basisOf(suggestion: Pick<AiSuggestion, 'source'>): string {
  return fromFiledFigures(suggestion) ? 'From filed figures' : `${suggestion.source}'s judgement from the figures and your notes`;
}

/** The suggestions most sure first, keeping the process's order within a confidence. */
export function byConfidence<T extends Pick<AiSuggestion, 'confidence'>>(suggestions: readonly T[]): T[] {
  return suggestions.map((suggestion, index) => ({ suggestion, index })).sort((a, b) => CONFIDENCE_RANK[a.suggestion.confidence] - CONFIDENCE_RANK[b.suggestion.confidence] || a.index - b.index).map((entry) => entry.suggestion);
}

/** The open suggestions the built-in analyst made from filed figures. */
export function fromFigures(suggestions: readonly AiSuggestion[]): AiSuggestion[] {
  return suggestions.filter(fromFiledFigures);
}
