import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../constants/messages';
import {
  completeScaleSettings,
  defaultScaleSettings,
  gradeLabel,
  SCALE_MESSAGES,
  scaleAfterTypeChange,
  scaleSettingsIssues,
  scoreAfterTypeChange,
  unknownGradeMessage,
} from './scale-settings';

describe('default scale settings per type', () => {
  it('gives qualitative types one description per grade', () => {
    expect(defaultScaleSettings('Qualitative3pt')).toEqual({ grade_descriptions: { good: 'Good', average: 'Average', poor: 'Poor' }, min: null, max: null, thresholds: null });
    expect(defaultScaleSettings('Flags').grade_descriptions).toEqual({ good: 'Green flag', average: 'Amber flag', poor: 'Red flag' });
    expect(Object.keys(defaultScaleSettings('Qualitative7pt').grade_descriptions!)).toHaveLength(7);
  });
  it('gives Valuation the process-item thresholds and range', () => {
    expect(defaultScaleSettings('Valuation')).toEqual({
      grade_descriptions: null,
      min: -66,
      max: 200,
      thresholds: { excellent: 200, v_good: 100, good: 50, average: 25, below_average: -20, poor: -33, v_poor: -50 },
    });
  });
  it('gives quantitative types a 0–100 range', () => {
    expect(defaultScaleSettings('percent')).toEqual({ grade_descriptions: null, min: 0, max: 100, thresholds: null });
  });
  it('labels grades per type', () => {
    expect(gradeLabel('TickCross', 'good')).toBe('Tick');
    expect(gradeLabel('Qualitative7pt', 'below_ave')).toBe('Below average');
    expect(gradeLabel('Valuation', 'n_a')).toBe('N/A');
  });
});

describe('type changes', () => {
  const sevenPoint = completeScaleSettings('Qualitative7pt', { grade_descriptions: { excellent: 'Wide moat', good: 'Some moat', poor: 'Eroding' } });

  it('keep shared grade descriptions inside the qualitative family', () => {
    const { settings, reset } = scaleAfterTypeChange('Qualitative7pt', 'Qualitative3pt', sevenPoint);
    expect(reset).toBe(false);
    expect(settings.grade_descriptions).toEqual({ good: 'Some moat', average: 'Average', poor: 'Eroding' });
  });
  it('keep the range inside the quantitative family', () => {
    const { settings, reset } = scaleAfterTypeChange('percent', 'dollar', { grade_descriptions: null, min: -50, max: 50, thresholds: null });
    expect(reset).toBe(false);
    expect(settings).toMatchObject({ min: -50, max: 50 });
  });
  it('reset to the new defaults across families', () => {
    expect(scaleAfterTypeChange('Qualitative7pt', 'Valuation', sevenPoint)).toEqual({ settings: defaultScaleSettings('Valuation'), reset: true });
    expect(scaleAfterTypeChange('Valuation', 'percent', defaultScaleSettings('Valuation'))).toEqual({ settings: defaultScaleSettings('percent'), reset: true });
  });
  it('keep a review score only when the new type of the same family offers it', () => {
    expect(scoreAfterTypeChange('Qualitative7pt', 'Qualitative3pt', 'good')).toBe('good');
    expect(scoreAfterTypeChange('Qualitative7pt', 'Qualitative3pt', 'excellent')).toBeNull();
    expect(scoreAfterTypeChange('Flags', 'Valuation', 'good')).toBeNull();
    expect(scoreAfterTypeChange('Flags', 'TickCross', 'n_a')).toBe('n_a');
  });
});

describe('scale settings validation', () => {
  it('refuses settings the type does not use', () => {
    expect(scaleSettingsIssues('Flags', { min: 0, max: 100, thresholds: defaultScaleSettings('Valuation').thresholds })).toEqual([
      { field: 'min', message: SCALE_MESSAGES.numericOnly },
      { field: 'max', message: SCALE_MESSAGES.numericOnly },
      { field: 'thresholds', message: SCALE_MESSAGES.thresholdsNumericOnly },
    ]);
    expect(scaleSettingsIssues('percent', { grade_descriptions: { good: 'x' } })).toEqual([{ field: 'grade_descriptions', message: SCALE_MESSAGES.gradesQualitativeOnly }]);
  });
  it('refuses grades outside the type', () => {
    expect(scaleSettingsIssues('Qualitative3pt', { grade_descriptions: { excellent: 'x', good: 'y' } })).toEqual([
      { field: 'grade_descriptions.excellent', message: unknownGradeMessage('Qualitative3pt') },
    ]);
  });
  it('applies the range and threshold rules to numeric types', () => {
    expect(scaleSettingsIssues('percent', { min: 0, max: 10 })).toEqual([{ field: 'max', message: MESSAGES.rangeGap }]);
    expect(scaleSettingsIssues('Valuation', { ...defaultScaleSettings('Valuation'), min: 60 })).toEqual(
      expect.arrayContaining([{ field: 'thresholds.average', message: 'Thresholds must lie between min and max' }]),
    );
    expect(scaleSettingsIssues('Valuation', defaultScaleSettings('Valuation'))).toEqual([]);
  });
  it('lets a quantitative item grade by thresholds, falling or rising, with one decimal at most', () => {
    const falling = { excellent: 40, v_good: 25, good: 18, average: 12, below_average: 8, poor: 5, v_poor: 0 };
    const rising = { excellent: 0.5, v_good: 1, good: 1.5, average: 2, below_average: 3, poor: 4, v_poor: 5 };
    expect(scaleSettingsIssues('percent', { min: 0, max: 100, thresholds: falling })).toEqual([]);
    expect(scaleSettingsIssues('number', { min: 0, max: 25, thresholds: rising })).toEqual([]);
    expect(scaleSettingsIssues('number', { min: 0, max: 25, thresholds: { ...rising, good: 0.75 } })).toEqual([{ field: 'thresholds.good', message: SCALE_MESSAGES.thresholdDecimals }]);
    expect(scaleSettingsIssues('number', { min: 0, max: 25, thresholds: { ...rising, good: 3 } })).toEqual([
      { field: 'thresholds.average', message: 'Each threshold must be higher than the one above it' },
    ]);
    expect(completeScaleSettings('percent', { thresholds: falling }).thresholds).toEqual(falling);
    expect(completeScaleSettings('percent', {}).thresholds).toBeNull();
    expect(scaleSettingsIssues('Valuation', { min: -66, max: 200, thresholds: { excellent: -50, v_good: -33, good: -20, average: 25, below_average: 50, poor: 100, v_poor: 200 } })).not.toEqual([]);
  });
});
