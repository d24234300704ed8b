import { describe, expect, it } from 'vitest';
import { QUANTITATIVE_TYPES } from '../constants/scales';
import { gradePoints, gradesOf, isScoreOf } from './grade-points';

describe('grade points per type', () => {
  it('scores Qualitative7pt from +3 to -3', () => {
    expect(gradesOf('Qualitative7pt').map((grade) => gradePoints('Qualitative7pt', grade))).toEqual([3, 2, 1, 0, -1, -2, -3]);
  });

  it('scores Qualitative5pt from +2 to -2', () => {
    expect(gradesOf('Qualitative5pt')).toEqual(['v_good', 'good', 'average', 'poor', 'v_poor']);
    expect(gradesOf('Qualitative5pt').map((grade) => gradePoints('Qualitative5pt', grade))).toEqual([2, 1, 0, -1, -2]);
  });

  it('scores Qualitative3pt, Flags and TickCross +1, 0, -1', () => {
    for (const type of ['Qualitative3pt', 'Flags', 'TickCross'] as const) {
      expect(gradesOf(type)).toEqual(['good', 'average', 'poor']);
      expect(gradesOf(type).map((grade) => gradePoints(type, grade))).toEqual([1, 0, -1]);
    }
  });

  it('scores Valuation and the quantitative types on the seven-grade scale', () => {
    for (const type of ['Valuation', ...QUANTITATIVE_TYPES] as const) {
      expect(gradePoints(type, 'excellent')).toBe(3);
      expect(gradePoints(type, 'below_ave')).toBe(-1);
      expect(gradePoints(type, 'v_poor')).toBe(-3);
    }
  });

  it('counts n_a, unscored and grades outside the type as 0', () => {
    expect(gradePoints('Qualitative7pt', 'n_a')).toBe(0);
    expect(gradePoints('Flags', null)).toBe(0);
    expect(gradePoints('TickCross', undefined)).toBe(0);
    expect(gradePoints('Qualitative3pt', 'excellent')).toBe(0);
  });

  it('tells which scores a type accepts (n_a always)', () => {
    expect(isScoreOf('Qualitative3pt', 'n_a')).toBe(true);
    expect(isScoreOf('Qualitative3pt', 'excellent')).toBe(false);
    expect(isScoreOf('Qualitative5pt', 'below_ave')).toBe(false);
    expect(isScoreOf('Qualitative7pt', 'below_ave')).toBe(true);
    expect(isScoreOf('Valuation', 'v_good')).toBe(true);
    expect(isScoreOf('Flags', 'constructor')).toBe(false);
  });
});
