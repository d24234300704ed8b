/**
 * Kinds of the audit trail (activity_events): every change to a review records one event with who,
 * what and when. The dashboard's Reviews chart counts review_created; its Edits chart counts the
 * edit kinds, one series per kind; decisions add their own kinds later.
 */
export const ACTIVITY_KINDS = [
  'review_created',
  'summary_changed',
  'process_attached',
  'process_detached',
  'score_changed',
  'value_changed',
  'type_changed',
  'relevance_changed',
  'comment_changed',
  'link_changed',
  'valuation_changed',
  'file_attached',
  'file_removed',
  'note_added',
  'note_changed',
  'note_deleted',
  'model_attached',
  'model_removed',
  'estimates_changed',
  'decision_updated',
  'decision_made',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** Decision kinds: the dashboard's Decisions chart counts decision_made (details.action is its series). */
export const DECISION_ACTIVITY_KINDS: readonly ActivityKind[] = ['decision_updated', 'decision_made'];

/** Every kind except review_created and the decision kinds is an edit of the review (the Edits chart). */
export const ACTIVITY_EDIT_KINDS: readonly ActivityKind[] = ACTIVITY_KINDS.filter(
  (kind) => kind !== 'review_created' && !DECISION_ACTIVITY_KINDS.includes(kind),
);

export const ACTIVITY_LABELS: Readonly<Record<ActivityKind, string>> = {
  review_created: 'Review created',
  summary_changed: 'Summary',
  process_attached: 'Process attached',
  process_detached: 'Process removed',
  score_changed: 'Score',
  value_changed: 'Value',
  type_changed: 'Type',
  relevance_changed: 'Relevance',
  comment_changed: 'Comment',
  link_changed: 'Link',
  valuation_changed: 'Valuation',
  file_attached: 'File attached',
  file_removed: 'File removed',
  note_added: 'Note added',
  note_changed: 'Note changed',
  note_deleted: 'Note deleted',
  model_attached: 'Model attached',
  model_removed: 'Model removed',
  estimates_changed: 'Estimates',
  decision_updated: 'Decision draft',
  decision_made: 'Decision made',
};

export function isActivityKind(value: unknown): value is ActivityKind {
  return typeof value === 'string' && (ACTIVITY_KINDS as readonly string[]).includes(value);
}
