import { describe, expect, it } from 'vitest';
import { PROCESS_ITEM_THRESHOLDS } from '../constants/valuation';
import { toValuationThresholds } from '../scoring/valuation-grade';
import {
  effectiveScore,
  isGradedByValue,
  investmentProcessSummary,
  scoreItem,
  scoreWriteIssues,
  scoringAfterTypeChange,
  scoringAfterWrite,
  type ReviewedItem,
} from './item-scoring';
import { REVIEW_MESSAGES, scoreNotOfTypeMessage, valueRangeMessage } from './messages';

const thresholds = toValuationThresholds(PROCESS_ITEM_THRESHOLDS);
const item = (overrides: Partial<ReviewedItem>): ReviewedItem => ({ type: 'Qualitative5pt', score: null, value: null, min: null, max: null, thresholds: null, ...overrides });
const valuation = (value: number | null, score: ReviewedItem['score'] = null) => item({ type: 'Valuation', value, score, min: -66, max: 200, thresholds });

describe('scoring a reviewed item', () => {
  it('reads a qualitative grade under its own type', () => {
    expect(scoreItem(item({ type: 'Qualitative7pt', score: 'excellent' }), 10)).toEqual({ score: 'excellent', score_factor: 3, upside: null, valuation: null });
    expect(scoreItem(item({ type: 'Flags', score: 'poor' }), null)).toMatchObject({ score: 'poor', score_factor: -1 });
    expect(scoreItem(item({ score: 'n_a' }), null)).toMatchObject({ score: 'n_a', score_factor: 0 });
    expect(scoreItem(item({}), null)).toMatchObject({ score: null, score_factor: 0 });
  });

  it('grades a valuation by its upside over the last price through the thresholds', () => {
    // 15 against 10 is +50 %: good (≥ 50), 1 point.
    expect(scoreItem(valuation(15), 10)).toEqual({ score: 'good', score_factor: 1, upside: 50, valuation: 15 });
    expect(effectiveScore(valuation(30), 10)).toBe('excellent'); // +200 %
    expect(effectiveScore(valuation(12.5), 10)).toBe('average'); // +25 %
    expect(effectiveScore(valuation(9), 10)).toBe('average'); // -10 %
    expect(effectiveScore(valuation(7.8), 10)).toBe('below_ave'); // -22 %
    expect(effectiveScore(valuation(6.47), 10)).toBe('poor'); // -35.3 %
    expect(effectiveScore(valuation(2), 10)).toBe('v_poor'); // -80 %
    expect(scoreItem(valuation(2), 10).score_factor).toBe(-3);
  });

  it('leaves a valuation unscored without a value or a price, and honours an explicit n_a', () => {
    expect(scoreItem(valuation(null), 10)).toEqual({ score: null, score_factor: 0, upside: null, valuation: null });
    expect(scoreItem(valuation(15), null)).toEqual({ score: null, score_factor: 0, upside: null, valuation: 15 });
    expect(scoreItem(valuation(15, 'n_a'), 10)).toMatchObject({ score: 'n_a', score_factor: 0, upside: 50 });
  });

  it('uses the default process-item thresholds when an item has none', () => {
    expect(effectiveScore(item({ type: 'Valuation', value: 20 }), 10)).toBe('v_good');
  });

  it('keeps a quantitative grade picked with its number when the item has no thresholds', () => {
    expect(scoreItem(item({ type: 'percent', score: 'v_good', value: 12, min: 0, max: 100 }), 10)).toEqual({ score: 'v_good', score_factor: 2, upside: null, valuation: null });
  });

  it('grades a quantitative item with thresholds from its number (item 17)', () => {
    // ROE %: Very poor up to 0, Poor up to 5, Below average up to 8, Average up to 12, Good up to 18, Very good up to 25.
    const roe = (value: number | null, score: ReviewedItem['score'] = null) =>
      item({ type: 'percent', value, score, min: 0, max: 100, thresholds: { excellent: 40, v_good: 25, good: 18, average: 12, below_average: 8, poor: 5, v_poor: 0 } });
    expect(scoreItem(roe(18), 10)).toEqual({ score: 'good', score_factor: 1, upside: null, valuation: null });
    expect(effectiveScore(roe(18.5), null)).toBe('v_good');
    expect(effectiveScore(roe(30), null)).toBe('excellent');
    expect(effectiveScore(roe(0), null)).toBe('v_poor');
    expect(effectiveScore(roe(null), null)).toBeNull();
    expect(effectiveScore(roe(18, 'n_a'), null)).toBe('n_a');
    expect(isGradedByValue(roe(1))).toBe(true);
    expect(isGradedByValue(item({ type: 'percent' }))).toBe(false);
  });

  it('grades lower-is-better thresholds in the mirror (debt ÷ EBITDA)', () => {
    const leverage = (value: number) => item({ type: 'number', value, min: 0, max: 10, thresholds: { excellent: 0.5, v_good: 1, good: 1.5, average: 2, below_average: 3, poor: 4, v_poor: 5 } });
    expect(effectiveScore(leverage(0.8), null)).toBe('excellent');
    expect(effectiveScore(leverage(2.4), null)).toBe('average');
    expect(effectiveScore(leverage(6), null)).toBe('v_poor');
  });

  it('refuses a picked grade on a quantitative item with thresholds, and clears its n_a on a new value', () => {
    const graded = { type: 'percent' as const, min: 0, max: 100, thresholds };
    expect(scoreWriteIssues(graded, { score: 'good' })).toEqual([{ field: 'score', message: REVIEW_MESSAGES.gradedByValue }]);
    expect(scoreWriteIssues(graded, { score: 'n_a' })).toEqual([]);
    expect(scoringAfterWrite({ ...graded, score: 'n_a', value: 3 }, { value: 9 })).toEqual({ score: null, value: 9 });
  });
});

describe('summary of an investment process', () => {
  it('sums points and weighs relevance over the factors, valuations included', () => {
    const factors = [
      item({ type: 'Qualitative7pt', score: 'excellent', relevance: 'high' }), // 3 × 3
      { ...valuation(20), relevance: 'moderate' as const }, // +100 %: v_good, 2 × 2
      item({ type: 'TickCross', score: 'poor', relevance: 'n_a' }), // -1, left out of relevance
      item({ score: null, relevance: 'high' }),
    ];
    expect(investmentProcessSummary(factors, 10)).toEqual({ score: 4, relevance: 5.2 }); // (9 + 4) ÷ 5 × 2
    expect(investmentProcessSummary(factors, null)).toEqual({ score: 2, relevance: 3 });
    expect(investmentProcessSummary([], 10)).toEqual({ score: 0, relevance: 0 });
  });
});

describe('score writes', () => {
  it('accepts grades of the type and n_a, refuses others', () => {
    expect(scoreWriteIssues(item({ type: 'Qualitative3pt' }), { score: 'good' })).toEqual([]);
    expect(scoreWriteIssues(item({ type: 'Qualitative3pt' }), { score: 'n_a' })).toEqual([]);
    expect(scoreWriteIssues(item({ type: 'Qualitative3pt' }), { score: 'excellent' })).toEqual([{ field: 'score', message: scoreNotOfTypeMessage('Qualitative3pt') }]);
    expect(scoreWriteIssues(item({ type: 'Qualitative5pt' }), { score: 'below_ave' })).toHaveLength(1);
    expect(scoreWriteIssues(item({ type: 'number', min: 0, max: 10 }), { score: 'below_ave' })).toEqual([]);
    expect(scoreWriteIssues(item({ type: 'Flags' }), { score: null })).toEqual([]);
  });

  it('lets a valuation take only n_a as a score, and a value that is a price (more than 0, at most a million)', () => {
    expect(scoreWriteIssues(valuation(null), { score: 'good' })).toEqual([{ field: 'score', message: REVIEW_MESSAGES.valuationScore }]);
    expect(scoreWriteIssues(valuation(null), { score: 'n_a', value: 0.5 })).toEqual([]);
    expect(scoreWriteIssues(valuation(null), { value: 0 })).toEqual([{ field: 'value', message: REVIEW_MESSAGES.valuationOutOfRange }]);
    expect(scoreWriteIssues(valuation(null), { value: 1_000_001 })).toEqual([{ field: 'value', message: REVIEW_MESSAGES.valuationOutOfRange }]);
    expect(scoreWriteIssues(valuation(null), { value: 1000 })).toEqual([]);
    expect(scoreWriteIssues(valuation(null), { value: -1 })).toEqual([{ field: 'value', message: REVIEW_MESSAGES.valuationOutOfRange }]);
  });

  it('keeps quantitative values within min and max, and values off qualitative types', () => {
    const percent = item({ type: 'percent', min: 0, max: 100 });
    expect(scoreWriteIssues(percent, { value: 0 })).toEqual([]);
    expect(scoreWriteIssues(percent, { value: 100 })).toEqual([]);
    expect(scoreWriteIssues(percent, { value: 100.5 })).toEqual([{ field: 'value', message: valueRangeMessage(0, 100) }]);
    expect(scoreWriteIssues(percent, { value: -1 })).toEqual([{ field: 'value', message: valueRangeMessage(0, 100) }]);
    expect(scoreWriteIssues(item({ type: 'Flags' }), { value: 1 })).toEqual([{ field: 'value', message: REVIEW_MESSAGES.valueOnlyNumeric }]);
  });

  it('clears an explicit n_a of a valuation given a new value alone', () => {
    expect(scoringAfterWrite({ type: 'Valuation', score: 'n_a', value: 5 }, { value: 8 })).toEqual({ score: null, value: 8 });
    expect(scoringAfterWrite({ type: 'Valuation', score: null, value: 5 }, { value: 8, score: 'n_a' })).toEqual({ score: 'n_a', value: 8 });
    expect(scoringAfterWrite({ type: 'percent', score: 'good', value: 5 }, { value: 8 })).toEqual({ score: 'good', value: 8 });
    expect(scoringAfterWrite({ type: 'Flags', score: 'good', value: null }, { score: null })).toEqual({ score: null, value: null });
  });

  it('resets the scoring across families and keeps what fits within one', () => {
    expect(scoringAfterTypeChange('Qualitative7pt', 'Qualitative3pt', { score: 'good', value: null })).toEqual({ score: 'good', value: null });
    expect(scoringAfterTypeChange('Qualitative7pt', 'Qualitative3pt', { score: 'excellent', value: null })).toEqual({ score: null, value: null });
    expect(scoringAfterTypeChange('Flags', 'percent', { score: 'good', value: null })).toEqual({ score: null, value: null });
    expect(scoringAfterTypeChange('percent', 'dollar', { score: 'v_good', value: 12 })).toEqual({ score: 'v_good', value: 12 });
    expect(scoringAfterTypeChange('number', 'Valuation', { score: 'good', value: 12 })).toEqual({ score: null, value: null });
  });
});
