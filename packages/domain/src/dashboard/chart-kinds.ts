import { chartEmptyMessage } from '../constants/messages';
import { DECISION_ACTIONS, DECISION_ACTION_LABELS } from '../decisions/actions';
import { ACTIVITY_EDIT_KINDS, type ActivityKind } from '../reviews/activity-kinds';

/**
 * The three dashboard charts (spec §2 Dashboard, §7 GET /dashboard/reviews | edits | decisions) and
 * which activity events each counts:
 *
 * - reviews: `review_created`, one line;
 * - edits: every edit kind (ACTIVITY_EDIT_KINDS), stacked by what was edited — the kinds are grouped
 *   into at most eight series so that each gets its own colour of the eight-colour palette (§9);
 * - decisions: `decision_made`, stacked by the decision's action (`details.action`).
 */
export const DASHBOARD_CHARTS = ['reviews', 'edits', 'decisions'] as const;
export type DashboardChart = (typeof DASHBOARD_CHARTS)[number];

export const DASHBOARD_CHART_TITLES: Readonly<Record<DashboardChart, string>> = Object.freeze({
  reviews: 'Reviews',
  edits: 'Edits',
  decisions: 'Decisions',
});

/** The spec's empty-state sentence of each chart ('You haven't made any review/edits/decisions yet.'). */
export const DASHBOARD_CHART_EMPTY: Readonly<Record<DashboardChart, string>> = Object.freeze({
  reviews: chartEmptyMessage('review'),
  edits: chartEmptyMessage('edits'),
  decisions: chartEmptyMessage('decisions'),
});

/**
 * Series of the Edits chart, in stacking order. 'other' (an edit kind added later and not yet
 * grouped) is shown only when it occurs, so a legend never lists an always-empty 'Other'.
 */
export const EDIT_SERIES = ['scores', 'comments', 'summary', 'processes', 'files', 'notes', 'models'] as const;
export type EditSeries = (typeof EDIT_SERIES)[number] | 'other';

export const EDIT_SERIES_LABELS: Readonly<Record<EditSeries, string>> = Object.freeze({
  scores: 'Scores and values',
  comments: 'Comments and links',
  summary: 'Summary',
  processes: 'Processes',
  files: 'Files',
  notes: 'Notes',
  models: 'Models',
  other: 'Other',
});

const EDIT_SERIES_OF: Readonly<Partial<Record<ActivityKind, EditSeries>>> = Object.freeze({
  score_changed: 'scores',
  value_changed: 'scores',
  type_changed: 'scores',
  relevance_changed: 'scores',
  valuation_changed: 'scores',
  estimates_changed: 'scores',
  comment_changed: 'comments',
  link_changed: 'comments',
  summary_changed: 'summary',
  process_attached: 'processes',
  process_detached: 'processes',
  file_attached: 'files',
  file_removed: 'files',
  note_added: 'notes',
  note_changed: 'notes',
  note_deleted: 'notes',
  model_attached: 'models',
  model_removed: 'models',
});

/** The Edits series of an activity kind; null for kinds that are not edits. */
export function editSeriesOf(kind: string): EditSeries | null {
  if (!(ACTIVITY_EDIT_KINDS as readonly string[]).includes(kind)) return null;
  return EDIT_SERIES_OF[kind as ActivityKind] ?? 'other';
}

/** The activity kinds each chart counts. */
export const DASHBOARD_CHART_KINDS: Readonly<Record<DashboardChart, readonly ActivityKind[]>> = Object.freeze({
  reviews: ['review_created'],
  edits: ACTIVITY_EDIT_KINDS,
  decisions: ['decision_made'],
});

/** Series order and labels of each chart (passed to dashboardChartData). */
export const DASHBOARD_CHART_SERIES: Readonly<Record<DashboardChart, { series?: readonly string[]; seriesLabels?: Readonly<Record<string, string>>; defaultLabel?: string }>> =
  Object.freeze({
    reviews: { defaultLabel: 'Reviews created' },
    edits: { series: EDIT_SERIES, seriesLabels: EDIT_SERIES_LABELS },
    decisions: { series: DECISION_ACTIONS, seriesLabels: DECISION_ACTION_LABELS, defaultLabel: 'Other' },
  });

/**
 * The series an activity event is counted under in the daily counts the charts read: a decision's
 * action for decision_made (stacked by action), '' otherwise (the kind itself tells the rest apart).
 */
export function activityCountSeries(kind: string, details: Readonly<Record<string, unknown>> | null | undefined): string {
  if (kind !== 'decision_made') return '';
  const action = details?.action;
  return typeof action === 'string' ? action.slice(0, 40) : '';
}

/**
 * The UTC day an activity event is counted on in the charts: a decision on its decision date
 * (`details.date`; a Hold dated 15 June counts in June, whenever it was recorded), every other
 * event on the day it was recorded. '' when neither is a date.
 */
export function activityCountDay(kind: string, details: Readonly<Record<string, unknown>> | null | undefined, recordedAt: string): string {
  const date = kind === 'decision_made' ? details?.date : undefined;
  return (typeof date === 'string' && utcDayOf(date)) || utcDayOf(recordedAt);
}

/** The UTC day (yyyy-mm-dd) of an ISO-8601 instant, '' when it is not one. */
export function utcDayOf(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : new Date(time).toISOString().slice(0, 10);
}
