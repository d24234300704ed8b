import { describe, expect, it } from 'vitest';
import { summaryScore } from './summary-score';

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
