import { describe, expect, it } from 'vitest';
import { QUALITATIVE_TYPES, QUANTITATIVE_TYPES, SCORE_TYPES } from '../constants/scales';
import { areCompatibleTypes, isNumericType, isScoreType, scoreFamily } from './score-families';

describe('score families', () => {
  it('puts the five qualitative types in one family', () => {
    for (const type of QUALITATIVE_TYPES) expect(scoreFamily(type)).toBe('qualitative');
    expect(areCompatibleTypes('Qualitative7pt', 'TickCross')).toBe(true);
    expect(areCompatibleTypes('Flags', 'Qualitative3pt')).toBe(true);
  });

  it('keeps Valuation on its own', () => {
    expect(scoreFamily('Valuation')).toBe('valuation');
    expect(areCompatibleTypes('Valuation', 'Valuation')).toBe(true);
    expect(areCompatibleTypes('Valuation', 'percent')).toBe(false);
    expect(areCompatibleTypes('Valuation', 'Qualitative7pt')).toBe(false);
  });

  it('puts the five quantitative types in one family (they differ only by unit)', () => {
    for (const type of QUANTITATIVE_TYPES) expect(scoreFamily(type)).toBe('quantitative');
    expect(areCompatibleTypes('number', 'dollar_million')).toBe(true);
    expect(areCompatibleTypes('percent', 'Qualitative5pt')).toBe(false);
  });

  it('knows which types are numeric and which strings are types', () => {
    expect(SCORE_TYPES.filter(isNumericType)).toEqual(['Valuation', ...QUANTITATIVE_TYPES]);
    expect(isScoreType('Flags')).toBe(true);
    expect(isScoreType('flags')).toBe(false);
    expect(isScoreType(undefined)).toBe(false);
  });
});
