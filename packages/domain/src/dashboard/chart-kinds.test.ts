import { describe, expect, it } from 'vitest';
import { LAYOUT } from '../constants/limits';
import { DECISION_ACTIONS } from '../decisions/actions';
import { ACTIVITY_EDIT_KINDS } from '../reviews/activity-kinds';
import { activityCountDay, DASHBOARD_CHART_EMPTY, DASHBOARD_CHART_KINDS, EDIT_SERIES, editSeriesOf } from './chart-kinds';

describe('dashboard chart kinds', () => {
  it('groups every edit kind into a series and nothing else', () => {
    for (const kind of ACTIVITY_EDIT_KINDS) expect(EDIT_SERIES).toContain(editSeriesOf(kind));
    expect(editSeriesOf('review_created')).toBeNull();
    expect(editSeriesOf('decision_made')).toBeNull();
    expect(editSeriesOf('score_changed')).toBe('scores');
    expect(editSeriesOf('note_deleted')).toBe('notes');
  });
  it('keeps each stacked chart within the palette', () => {
    expect(EDIT_SERIES.length + 1).toBeLessThanOrEqual(LAYOUT.chartPalette.length); // + 'other' when it occurs
    expect(DECISION_ACTIONS.length + 1).toBeLessThanOrEqual(LAYOUT.chartPalette.length); // + an action-less decision
  });
  it('counts review_created, the edits and decision_made', () => {
    expect(DASHBOARD_CHART_KINDS.reviews).toEqual(['review_created']);
    expect(DASHBOARD_CHART_KINDS.edits).toEqual(ACTIVITY_EDIT_KINDS);
    expect(DASHBOARD_CHART_KINDS.decisions).toEqual(['decision_made']);
  });
  it("says the spec's empty-state sentence", () => {
    expect(DASHBOARD_CHART_EMPTY).toEqual({
      reviews: "You haven't made any review yet.",
      edits: "You haven't made any edits yet.",
      decisions: "You haven't made any decisions yet.",
    });
  });
});

describe('the day an event is counted on (#18)', () => {
  it('counts a decision on its decision date and everything else on the day it was recorded', () => {
    expect(activityCountDay('decision_made', { action: 'hold', date: '2026-06-15T00:00:00.000Z' }, '2026-11-02T09:00:00.000Z')).toBe('2026-06-15');
    expect(activityCountDay('decision_made', { action: 'hold' }, '2026-11-02T09:00:00.000Z')).toBe('2026-11-02');
    expect(activityCountDay('decision_made', { date: 'not a date' }, '2026-11-02T23:59:59.999Z')).toBe('2026-11-02');
    expect(activityCountDay('score_changed', { date: '2026-06-15T00:00:00.000Z' }, '2026-11-02T09:00:00.000Z')).toBe('2026-11-02');
    expect(activityCountDay('score_changed', {}, 'garbage')).toBe('');
  });
});
