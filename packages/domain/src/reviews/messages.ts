import { NUMBER_MESSAGES } from '../constants/number-ranges';
import { SCORE_TYPE_LABELS, type ScoreType } from '../constants/scales';
import type { ItemKind } from '../schemas/items';
import { PROCESS_MESSAGES } from '../schemas/processes';

/** Limits of review fields the spec leaves open (ours). */
export const REVIEW_COMMENT_MAX = 10_000;
export const REVIEW_SUMMARY_MAX = 10_000;
/** Model files one review may hold. */
export const REVIEW_MODELS_MAX = 10;
export const REVIEW_LIST_MAX_LIMIT = 100;

/** Review messages the spec does not word; its own stay in MESSAGES. */
export const REVIEW_MESSAGES = {
  notFound: 'Investment review not found.',
  investmentNotFound: 'Investment not found.',
  investmentRequired: 'Please choose an investment',
  processIdsList: 'Please send process_ids as a list of process ids',
  processIdsRequired: 'Please choose at least one process',
  investmentProcessIdsList: 'Please send investment_process_ids as a list of ids',
  investmentProcessIdsRequired: 'Please choose at least one process to remove',
  processesInvalid: PROCESS_MESSAGES.invalidProcesses,
  investmentProcessesInvalid: 'The selected processes are not part of this review.',
  noDefaultProcess: 'You have no default process yet. Create a process first.',
  investmentProcessNotFound: 'Investment process not found.',
  scoreInvalid: 'Please select a score',
  valuationScore: 'A valuation is graded from its value: send a value, or n_a',
  gradedByValue: 'This item is graded from its value by its thresholds: send a value, or n_a',
  noThresholds: 'This item has no grade thresholds, so its value does not grade itself: pick the grade here, or turn on “Grade from the number” on the item in its process so every value is graded the same way.',
  valueOnlyNumeric: 'A value applies only to Valuation and quantitative types',
  valueNumber: 'The value must be a number',
  valuationOutOfRange: NUMBER_MESSAGES.valuation,
  commentMax: `Comment must be at most ${REVIEW_COMMENT_MAX} characters`,
  summaryMax: `Summary must be at most ${REVIEW_SUMMARY_MAX} characters`,
  summaryText: 'The summary must be text',
  summaryRequired: 'Please write the summary before saving it',
  uuidsList: 'Please send uuids as a list of uploaded file ids',
  oneFile: 'Please attach one file only',
  modelsMax: `A review holds at most ${REVIEW_MODELS_MAX} model files`,
  noteNotFound: 'Note not found.',
  noteDeleted: 'The note was successfully deleted',
  includeInvalid: 'Include one of: investment',
} as const;

export function investmentItemNotFoundMessage(kind: ItemKind): string {
  return `Investment ${kind} not found.`;
}

/** 'The value must be between 0 and 100' (a quantitative item's slider range). */
export function valueRangeMessage(min: number, max: number): string {
  return `The value must be between ${min} and ${max}`;
}

/** 'This score is not part of the Flags scale'. */
export function scoreNotOfTypeMessage(type: ScoreType): string {
  return `This score is not part of the ${SCORE_TYPE_LABELS[type]} scale`;
}
