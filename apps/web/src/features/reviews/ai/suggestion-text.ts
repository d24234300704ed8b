import { effectiveScore, gradeLabel, isGradedByValue, isQualitativeType, RELEVANCE_LABELS, type AiSuggestion, type InvestmentItem } from '@thesis/domain';
import { formatScaleValue } from '../../processes/labels';

/**
 * What a suggestion proposes, in words: 'Good', '26.9 % · Excellent by its thresholds',
 * '8.1 % · grade left to you', 'Relevance: High'. A value of an item with grade thresholds is
 * shown with the grade it will earn once accepted.
 */
export function proposalText(item: Pick<InvestmentItem, 'type' | 'thresholds' | 'min' | 'max'>, suggestion: Pick<AiSuggestion, 'score' | 'value' | 'relevance' | 'comment'>): string {
  const parts: string[] = [];
  if (suggestion.value !== null) parts.push(formatScaleValue(item.type, suggestion.value));
  if (suggestion.score !== null) parts.push(gradeLabel(item.type, suggestion.score));
  else if (suggestion.value !== null && !isQualitativeType(item.type)) {
    const graded = item.type !== 'Valuation' && isGradedByValue(item) ? effectiveScore({ ...item, score: null, value: suggestion.value }, null) : null;
    parts.push(graded && graded !== 'n_a' ? `${gradeLabel(item.type, graded)} by its thresholds` : 'grade left to you');
  }
  if (suggestion.relevance !== null) parts.push(`Relevance: ${RELEVANCE_LABELS[suggestion.relevance]}`);
  if (parts.length === 0 && suggestion.comment) parts.push('A comment');
  return parts.join(' · ');
}
