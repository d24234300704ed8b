import { describe, expect, it } from 'vitest';
import { estimateYearEnds } from './estimates';

describe('the estimate years', () => {
  it('are the three years after the latest reported one', () => {
    expect(estimateYearEnds('2025-09-27', '2026-09-30', '2026-12-07')).toEqual(['2026-09-27', '2027-09-27', '2028-09-27']);
  });

  it('start at the next year end when the latest reported year is history (only 2012–2016 figures), never FY2017–FY2019', () => {
    expect(estimateYearEnds('2016-12-31', '2026-12-31', '2026-12-07')).toEqual(['2026-12-31', '2027-12-31', '2028-12-31']);
    expect(estimateYearEnds(null, '2027-06-30', '2026-12-07')).toEqual(['2027-06-30', '2028-06-30', '2029-06-30']);
  });
});
