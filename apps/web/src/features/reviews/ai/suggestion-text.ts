import { gradeLabel, isQualitativeType, RELEVANCE_LABELS, type AiSuggestion, type InvestmentItem } from '@thesis/domain';
import { formatScaleValue } from '../../processes/labels';

/** What a suggestion proposes, in words: 'Good', '8.1 % (grade left to you)', 'Relevance: High'. */
export function proposalText(item: Pick<InvestmentItem, 'type'>, suggestion: Pick<AiSuggestion, 'score' | 'value' | 'relevance' | 'comment'>): string {
  const parts: string[] = [];
  if (suggestion.value !== null) parts.push(formatScaleValue(item.type, suggestion.value));
  if (suggestion.score !== null) parts.push(gradeLabel(item.type, suggestion.score));
  else if (suggestion.value !== null && !isQualitativeType(item.type)) parts.push('grade left to you');
  if (suggestion.relevance !== null) parts.push(`Relevance: ${RELEVANCE_LABELS[suggestion.relevance]}`);
  if (parts.length === 0 && suggestion.comment) parts.push('A comment');
  return parts.join(' · ');
}
