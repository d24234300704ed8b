import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../constants/messages';
import { rangeIssues, roundMarks } from './numeric-range';

describe('numeric min/max range', () => {
  it('accepts integers more than 20 apart', () => {
    expect(rangeIssues({ min: -66, max: 200 })).toEqual([]);
    expect(rangeIssues({ min: 0, max: 21 })).toEqual([]);
  });
  it('wants integers', () => {
    expect(rangeIssues({ min: 0.5, max: 100.5 })).toEqual([
      { field: 'min', message: MESSAGES.valueMustBeInteger },
      { field: 'max', message: MESSAGES.valueMustBeInteger },
    ]);
  });
  it('refuses min above max once, without the gap message', () => {
    expect(rangeIssues({ min: 50, max: 10 })).toEqual([{ field: 'min', message: MESSAGES.minAboveMax }]);
  });
  it('refuses a gap of 20 or less, including min equal to max', () => {
    expect(rangeIssues({ min: 0, max: 20 })).toEqual([{ field: 'max', message: MESSAGES.rangeGap }]);
    expect(rangeIssues({ min: 5, max: 5 })).toEqual([{ field: 'max', message: MESSAGES.rangeGap }]);
    expect(MESSAGES.rangeGap).toBe('The range between min max values must be > 20');
  });
});

describe('round slider marks', () => {
  it('marks the decision-type range every 50 and a wider one every 100', () => {
    expect(roundMarks({ min: -100, max: 200 })).toEqual([-100, -50, 0, 50, 100, 150, 200]);
    expect(roundMarks({ min: -100, max: 400 })).toEqual([-100, 0, 100, 200, 300, 400]);
    expect(roundMarks({ min: -66, max: 200 })).toEqual([-50, 0, 50, 100, 150, 200]);
    expect(roundMarks({ min: 0, max: 21 })).toEqual([0, 5, 10, 15, 20]);
    expect(roundMarks({ min: 5, max: 5 })).toEqual([]);
  });
});
