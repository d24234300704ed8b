import { describe, expect, it } from 'vitest';
import { processValuationGrade } from './process-valuation';

describe('processValuationGrade', () => {
  it('grades the upside of the process valuation against the last price', () => {
    expect(processValuationGrade(30, 10, ['poor'])).toBe('excellent'); // +200 %
    expect(processValuationGrade(15, 10)).toBe('good'); // +50 %
    expect(processValuationGrade(10, 10)).toBe('average'); // 0 %: above below_average (−20), up to average (25)
    expect(processValuationGrade(4, 10)).toBe('v_poor'); // -60 %
  });

  it('falls back on the first graded Valuation factor without a valuation or a price', () => {
    expect(processValuationGrade(null, 10, ['n_a', null, 'good', 'poor'])).toBe('good');
    expect(processValuationGrade(12, null, ['average'])).toBe('average');
    expect(processValuationGrade(null, 10, [])).toBeNull();
  });
});
