import { AI_STATUS_POLL_MS } from '../constants/limits';

/** What the review page says about an AI fill (spec §4 AI process fill, word for word). */
export const AI_FILL_MESSAGES = {
  finished: 'AI process finished',
  failed: 'AI process failed. Please try again later.',
  pollError: 'An error occurred while checking AI status. Please try again.',
  startFailed: 'Failed to start AI process',
} as const;

/** The server's messages about AI fills and suggestions (ours: the spec words none). */
export const AI_FILL_SERVER_MESSAGES = {
  pending: 'An AI fill of this process is already running. Wait for it to finish before asking again.',
  freeRole: 'AI-assisted fill is part of the paid plans. Upgrade your subscription to ask for a first draft of a process.',
  unavailable: 'AI fills are not available right now. Please try again later.',
  noItems: 'This process has no factors, checklists or questions to fill.',
  suggestionNotFound: 'Suggestion not found.',
  suggestionsAccepted: 'The suggestions were accepted',
  suggestionsDiscarded: 'The suggestions were discarded',
  suggestionDiscarded: 'The suggestion was discarded',
  requesterGone: 'The user who asked for this fill may no longer change the review.',
  stale: 'The AI fill did not finish in time.',
  interrupted: 'The AI fill could not finish',
} as const;

/** The AI fills one user may ask for in a day are used up (AI_DAILY_LIMIT). */
export function aiDailyLimitMessage(limit: number): string {
  return `You have asked for ${limit} AI fill${limit === 1 ? '' : 's'} today, the most allowed a day. You can ask again after midnight UTC.`;
}

/** Why an item was left empty, as the fill summary groups them. */
export const AI_FILL_REASONS = {
  /** The start of every reason that asks for the reviewer's judgement. */
  judgement: 'needs judgement',
  noModel:
    'needs judgement: no language model is set up. With one (your administrator sets AI_BASE_URL, AI_API_KEY and AI_MODEL), it would propose a grade from the item\'s grade descriptions, the company\'s figures and your notes',
} as const;

/** Order of the confidences, most sure first (the suggestion list sorts by it). */
export const CONFIDENCE_RANK = { high: 0, medium: 1, low: 2 } as const;

/** The source of a suggestion made without an AI provider. */
export const BUILT_IN_ANALYST = 'Built-in analyst';

/** Whether a suggestion was made by the built-in analyst from filed figures (not a model's judgement). */
export function fromFiledFigures(suggestion: { source: string }): boolean {
  return suggestion.source === BUILT_IN_ANALYST;
}

/** A pending fill older than this is reported failed and may be asked for again (its job was lost). */
export const AI_FILL_STALE_MS = 15 * 60_000;

/** The review page polls the status this often while a fill runs (spec §9). */
export const AI_FILL_POLL_MS = AI_STATUS_POLL_MS;
