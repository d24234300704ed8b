import {
  formatDate,
  formatLastPrice,
  gradeLabel,
  isQualitativeType,
  NOT_AVAILABLE,
  RELEVANCE_LABELS,
  roundToOneDecimal,
  type InvestmentItem,
  type ScoreType,
} from '@thesis/domain';

/** Presentation helpers of the memo (the numbers themselves come from the review API). */

/** A timestamp's calendar date in UTC, dd MMM yyyy ('' when missing). */
export function utcDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : formatDate(date.toISOString().slice(0, 10));
}

/** '22 Nov 2026, 07:45 UTC'. */
export function utcDateTime(value: Date): string {
  return `${utcDate(value)}, ${value.toISOString().slice(11, 16)} UTC`;
}

const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const upToTwo = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A signed percentage with one decimal: +23.4%, -5.0%. */
export function signedPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NOT_AVAILABLE;
  const rounded = roundToOneDecimal(value);
  return `${rounded > 0 ? '+' : rounded < 0 ? '-' : ''}${oneDecimal.format(Math.abs(rounded))}%`;
}

/** A percentage as entered (at most two decimals): 12.5%. */
export function percent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NOT_AVAILABLE;
  return `${upToTwo.format(value)}%`;
}

/** Points with their sign: +2 pts, 0 pts, -1 pt. */
export function points(value: number): string {
  const sign = value > 0 ? '+' : value < 0 ? '-' : '';
  const size = Math.abs(value);
  return `${sign}${upToTwo.format(size)} ${size === 1 ? 'pt' : 'pts'}`;
}

/** One decimal, for summary relevance. */
export function decimal(value: number): string {
  return oneDecimal.format(roundToOneDecimal(value));
}

/** A number in the unit of a quantitative type: 25%, $40, 12M, $3M. */
export function unitValue(type: ScoreType, value: number): string {
  const sign = value < 0 ? '-' : '';
  const number = upToTwo.format(Math.abs(value));
  if (type === 'percent' || type === 'Valuation') return `${sign}${number}%`;
  if (type === 'dollar') return `${sign}$${number}`;
  if (type === 'dollar_million') return `${sign}$${number}M`;
  if (type === 'number_million') return `${sign}${number}M`;
  return `${sign}${number}`;
}

type Scored = Pick<InvestmentItem, 'type' | 'score' | 'value' | 'upside'>;

/** The grade of an item under its type ('Green flag', 'Very good'); 'Not scored' without one. */
export function gradeText(item: Pick<InvestmentItem, 'type' | 'score'>): string {
  return item.score ? gradeLabel(item.type, item.score) : 'Not scored';
}

/** The number behind a numeric grade: a valuation per share with its upside, or a quantity in its unit. */
export function valueText(item: Scored, currency: string): string | null {
  if (isQualitativeType(item.type) || item.value === null) return null;
  if (item.type === 'Valuation') return `${formatLastPrice(item.value, currency)} per share, upside ${signedPercent(item.upside)}`;
  return unitValue(item.type, item.value);
}

/** What an item scored, in words: its grade, and the number behind it when it has one. */
export function scoreText(item: Scored, currency: string): string {
  const value = valueText(item, currency);
  if (!value) return gradeText(item);
  return item.score ? `${gradeText(item)} (${value})` : value;
}

export function relevanceText(relevance: InvestmentItem['relevance']): string {
  return relevance ? `${RELEVANCE_LABELS[relevance]} relevance` : 'Relevance not set';
}
