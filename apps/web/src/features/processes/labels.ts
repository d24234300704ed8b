import {
  gradesOf,
  processItemOptions,
  SCORE_FAMILIES,
  isQualitativeType,
  QUALITATIVE_GRADE_LABELS,
  RELEVANCE_LABELS,
  SCORE_TYPE_LABELS,
  type Item,
  type Relevance,
  type ScoreFamily,
  type ScoreType,
} from '@thesis/domain';
import type { LibraryKind } from './api';

/** "Process", "Factor", … */
export const KIND_LABELS: Readonly<Record<LibraryKind, string>> = {
  process: 'Process',
  factor: 'Factor',
  checklist: 'Checklist',
  question: 'Question',
};
export const KIND_PLURAL_LABELS: Readonly<Record<LibraryKind, string>> = {
  process: 'Processes',
  factor: 'Factors',
  checklist: 'Checklists',
  question: 'Questions',
};

export const FAMILY_LABELS: Readonly<Record<ScoreFamily, string>> = {
  qualitative: 'Qualitative',
  valuation: 'Valuation',
  quantitative: 'Quantitative',
};

/** "1 factor" / "3 factors". */
export function countLabel(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** A number in the unit of a numeric type: 25 %, $40, 12M, $3M. */
export function formatScaleValue(type: ScoreType, value: number): string {
  const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(Math.abs(value));
  const sign = value < 0 ? '−' : '';
  switch (type) {
    case 'Valuation':
    case 'percent':
      return `${sign}${number} %`;
    case 'dollar':
      return `${sign}$${number}`;
    case 'dollar_million':
      return `${sign}$${number}M`;
    case 'number_million':
      return `${sign}${number}M`;
    case 'number':
    case 'Qualitative7pt':
    case 'Qualitative5pt':
    case 'Qualitative3pt':
    case 'Flags':
    case 'TickCross':
      return `${sign}${number}`;
  }
}

/** The unit shown beside a numeric input of a type. */
export function unitOf(type: ScoreType): string {
  if (type === 'Valuation' || type === 'percent') return '%';
  if (type === 'dollar') return '$';
  if (type === 'dollar_million') return 'M$';
  if (type === 'number_million') return 'M';
  return '';
}

/** Prefix and suffix of a numeric input of a type: '$' before dollars, ' %' or 'M' after. */
export function unitAffix(type: ScoreType): { prefix?: string; suffix?: string } {
  const unit = unitOf(type);
  if (unit === '$' || unit === 'M$') return unit === 'M$' ? { prefix: '$', suffix: 'M' } : { prefix: '$' };
  return unit ? { suffix: ` ${unit}` } : {};
}

/** One line about an item's scale: its grades for qualitative types, its range for numeric ones. */
export function scaleSummary(item: Pick<Item, 'type' | 'min' | 'max'>): string {
  if (isQualitativeType(item.type)) {
    const labels = QUALITATIVE_GRADE_LABELS[item.type];
    return gradesOf(item.type)
      .map((grade) => labels[grade])
      .join(' · ');
  }
  if (item.min === null || item.max === null) return SCORE_TYPE_LABELS[item.type];
  return `${formatScaleValue(item.type, item.min)} to ${formatScaleValue(item.type, item.max)}`;
}

export function relevanceLabel(relevance: Relevance | null): string {
  return relevance ? RELEVANCE_LABELS[relevance] : 'Not set';
}

export const RELEVANCE_COLORS: Readonly<Record<Relevance, string>> = {
  high: 'red',
  moderate: 'orange',
  low: 'gray',
  n_a: 'gray',
};

/** The options of GET /init, computed from the same domain function the server answers with. */
export const ITEM_OPTIONS = processItemOptions();

export const GROUP_OPTIONS = ITEM_OPTIONS.group.map(({ value, label }) => ({ value, label }));

/** Score types grouped by family (qualitative, valuation, quantitative). */
export const TYPE_OPTIONS = SCORE_FAMILIES.map((family) => ({
  group: FAMILY_LABELS[family],
  items: ITEM_OPTIONS.type.filter((type) => type.family === family).map(({ value, label }) => ({ value, label })),
}));

export const RELEVANCE_OPTIONS = ITEM_OPTIONS.relevance.map(({ value, label, weight }) => ({
  value,
  label: `${label} (weight ${weight})`,
}));
