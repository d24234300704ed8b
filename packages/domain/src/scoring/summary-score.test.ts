import { describe, expect, it } from 'vitest';
import { signedScore, summaryScore, summaryScoreRange } from './summary-score';

describe('summary score', () => {
  it('adds the points of each factor under its own type', () => {
    expect(summaryScore([
      { type: 'Qualitative7pt', score: 'v_good' },
      { type: 'Qualitative5pt', score: 'v_good' },
      { type: 'TickCross', score: 'good' },
    ])).toBe(5);
  });
  it('counts n_a and unscored factors 0 and an empty process 0', () => {
    expect(summaryScore([{ type: 'Flags', score: 'n_a' }, { type: 'Qualitative3pt', score: null }])).toBe(0);
    expect(summaryScore([])).toBe(0);
  });
});

describe('the scale a summary score is read on', () => {
  it('runs from every factor at its worst to every factor at its best, each under its own type', () => {
    expect(summaryScoreRange([])).toEqual({ min: 0, max: 0 });
    expect(summaryScoreRange([{ type: 'Qualitative5pt' }, { type: 'Qualitative5pt' }, { type: 'Qualitative5pt' }, { type: 'Qualitative5pt' }])).toEqual({ min: -8, max: 8 });
    // 7-point and Valuation ±3, 5-point ±2, TickCross ±1.
    expect(summaryScoreRange([{ type: 'Qualitative7pt' }, { type: 'Valuation' }, { type: 'Qualitative5pt' }, { type: 'TickCross' }, { type: 'percent' }])).toEqual({ min: -12, max: 12 });
  });

  it('writes a score with its sign and a true minus', () => {
    expect([signedScore(5), signedScore(0), signedScore(-3)]).toEqual(['+5', '0', '−3']);
  });
});
