import { describe, expect, it } from 'vitest';
import { gradeFromThresholds, scaleDirection } from '../scoring/grade-bands';
import { toGradeThresholds } from '../scoring/valuation-grade';
import { scaleSettingsIssues } from '../scoring/scale-settings';
import { metricDefinition } from './catalogue';
import { gradedMetricIds, metricGradeScale } from './grade-scales';

const grade = (id: Parameters<typeof metricGradeScale>[0], value: number) => gradeFromThresholds(value, toGradeThresholds(metricGradeScale(id)!));

describe('grading scales of the metrics', () => {
  it('are valid quantitative thresholds (one decimal at most, strictly ordered)', () => {
    for (const id of gradedMetricIds()) {
      expect(scaleSettingsIssues('percent', { thresholds: metricGradeScale(id)!, min: -10_000, max: 10_000 }), id).toEqual([]);
    }
  });

  it('rise exactly for the metrics where lower is better', () => {
    for (const id of gradedMetricIds()) {
      const lower = scaleDirection(toGradeThresholds(metricGradeScale(id)!)) === 'lower';
      expect(lower, id).toBe(metricDefinition(id).lowerIsBetter === true);
    }
  });

  it('grade hand-picked values as an investor would', () => {
    expect(grade('roe_avg_5y', 31.5)).toBe('excellent');
    expect(grade('roe_avg_5y', 25)).toBe('v_good');
    expect(grade('roe_avg_5y', 12)).toBe('average');
    expect(grade('roe_avg_5y', -3)).toBe('v_poor');
    expect(grade('pe', 8)).toBe('excellent');
    expect(grade('pe', 18)).toBe('good');
    expect(grade('pe', 41.5)).toBe('poor');
    expect(grade('share_count_cagr_5y', -3.1)).toBe('excellent');
    expect(grade('share_count_cagr_5y', 1)).toBe('average');
    expect(grade('payout_ratio', 67.1)).toBe('good');
    expect(grade('dividend_yield', 3.2)).toBe('good');
  });

  it('leave market cap ungraded', () => {
    expect(metricGradeScale('market_cap')).toBeNull();
  });
});
