import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../constants/messages';
import { DECISION_TYPE_THRESHOLDS } from '../constants/valuation';
import { THRESHOLD_MESSAGES } from '../scoring/thresholds';
import { DECISION_MESSAGES } from './messages';
import { createTradeTypeSchema, tradeTypeFormDefaults, tradeTypeIssues, tradeTypeToForm, updateTradeTypeSchema } from './trade-type';

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('trade type schema (spec §5 Trade type and range)', () => {
  it('fills timeframe year_2 and the §9 decision-type table when they are absent', () => {
    expect(createTradeTypeSchema.parse({ name: '  Core  ' })).toEqual({ name: 'Core', timeframe: 'year_2', ...DECISION_TYPE_THRESHOLDS });
  });
  it("requires the name ('Name is required') and a timeframe ('Please select a timeframe')", () => {
    expect(errorsOf(createTradeTypeSchema.safeParse({ name: ' ', timeframe: null }))).toEqual({
      name: [MESSAGES.nameRequired],
      timeframe: [MESSAGES.timeframeRequired],
    });
    expect(errorsOf(createTradeTypeSchema.safeParse({ timeframe: 'decade' }))).toEqual({
      name: [MESSAGES.nameRequired],
      timeframe: [MESSAGES.timeframeRequired],
    });
  });
  it('keeps the description to 1000 characters and blanks it to null', () => {
    expect(createTradeTypeSchema.safeParse({ name: 'a', description: 'x'.repeat(1000) }).success).toBe(true);
    expect(errorsOf(createTradeTypeSchema.safeParse({ name: 'a', description: 'x'.repeat(1001) }))).toEqual({
      description: [DECISION_MESSAGES.tradeTypeDescriptionMax],
    });
    expect(createTradeTypeSchema.parse({ name: 'a', description: '   ' }).description).toBeNull();
  });
  it("wants integer values ('Value must be integer')", () => {
    expect(errorsOf(createTradeTypeSchema.safeParse({ name: 'a', min: -100.5, good: 'x' }))).toEqual({
      min: [MESSAGES.valueMustBeInteger],
      good: [MESSAGES.valueMustBeInteger],
    });
    expect(errorsOf(createTradeTypeSchema.safeParse({ name: 'a', max: 2_000_000 }))).toEqual({ max: [DECISION_MESSAGES.valueOutOfRange] });
  });
  it("refuses min above max ('Min cannot exceed max') and a gap of 20 or less", () => {
    const base = { name: 'a', excellent: 10, v_good: 8, good: 6, average: 4, below_ave: 2, poor: 1, v_poor: 0 };
    expect(errorsOf(createTradeTypeSchema.safeParse({ ...base, min: 50, max: 10 }))).toEqual({ min: [MESSAGES.minAboveMax] });
    expect(errorsOf(createTradeTypeSchema.safeParse({ ...base, min: 0, max: 20 }))).toEqual({ max: [MESSAGES.rangeGap] });
    expect(createTradeTypeSchema.safeParse({ ...base, min: 0, max: 21 }).success).toBe(true);
  });
  it('wants thresholds strictly decreasing, reported on the flat field (below_ave, not below_average)', () => {
    expect(errorsOf(createTradeTypeSchema.safeParse({ name: 'a', below_ave: 15 }))).toEqual({ below_ave: [THRESHOLD_MESSAGES.descending] });
    expect(errorsOf(createTradeTypeSchema.safeParse({ name: 'a', good: 100 }))).toEqual({ good: [THRESHOLD_MESSAGES.descending] });
  });
  it('wants thresholds inside min and max, the ends included', () => {
    expect(errorsOf(createTradeTypeSchema.safeParse({ name: 'a', max: 150 }))).toEqual({ excellent: [THRESHOLD_MESSAGES.outsideRange] });
    expect(errorsOf(createTradeTypeSchema.safeParse({ name: 'a', min: -35 }))).toEqual({ v_poor: [THRESHOLD_MESSAGES.outsideRange] });
    expect(createTradeTypeSchema.safeParse({ name: 'a', min: -40, max: 200 }).success).toBe(true);
  });
  it('reports the table rules even when the name is missing', () => {
    expect(errorsOf(createTradeTypeSchema.safeParse({ min: 0, max: 10 }))).toEqual({ name: [MESSAGES.nameRequired], max: [MESSAGES.rangeGap] });
  });
});

describe('trade type update and the merged-row check', () => {
  it('accepts any subset and checks the range when both ends are sent', () => {
    expect(updateTradeTypeSchema.parse({ timeframe: 'year' })).toEqual({ timeframe: 'year' });
    expect(errorsOf(updateTradeTypeSchema.safeParse({ min: 0, max: 5 }))).toEqual({ max: [MESSAGES.rangeGap] });
    expect(errorsOf(updateTradeTypeSchema.safeParse({ timeframe: '' }))).toEqual({ timeframe: [MESSAGES.timeframeRequired] });
  });
  it('checks the whole table when all ten numbers are sent', () => {
    expect(errorsOf(updateTradeTypeSchema.safeParse({ ...DECISION_TYPE_THRESHOLDS, poor: -50 }))).toEqual({ v_poor: [THRESHOLD_MESSAGES.descending] });
  });
  it('lets the server check a stored row merged with a patch', () => {
    expect(tradeTypeIssues({ ...DECISION_TYPE_THRESHOLDS, max: 150 })).toEqual([{ field: 'excellent', message: THRESHOLD_MESSAGES.outsideRange }]);
    expect(tradeTypeIssues(DECISION_TYPE_THRESHOLDS)).toEqual([]);
  });
});

describe('trade type form values', () => {
  it("'create-new' starts from year_2 and the default table", () => {
    expect(tradeTypeFormDefaults()).toEqual({ name: '', description: '', timeframe: 'year_2', ...DECISION_TYPE_THRESHOLDS });
  });
  it('choosing a type loads its values', () => {
    const type = { name: 'Swing', description: null, timeframe: 'month' as const, ...DECISION_TYPE_THRESHOLDS, excellent: 60, max: 60 };
    expect(tradeTypeToForm(type)).toEqual({ name: 'Swing', description: '', timeframe: 'month', ...DECISION_TYPE_THRESHOLDS, excellent: 60, max: 60 });
  });
});
