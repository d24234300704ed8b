import { LIMITS } from '../constants/limits';
import { NUMBER_MESSAGES } from '../constants/number-ranges';

/** Maximum length of a trade type's name (the spec gives none; the same as a process name). */
export const TRADE_TYPE_NAME_MAX = LIMITS.processName;
/** Maximum length of a matrix comment (the spec gives none; the same as a description). */
export const MATRIX_COMMENT_MAX = 1000;
/** Maximum length of a follow-up note on a made decision. */
export const FOLLOW_UP_NOTE_MAX = 5000;
/** Probabilities must total 100 within this many percentage points. */
export const PROBABILITY_TOTAL_TOLERANCE = 0.01;

/**
 * Decision messages the spec does not word. The spec's own (timeframe required, integer values,
 * min above max, range gap) stay in MESSAGES; the threshold ordering messages are the scoring
 * package's THRESHOLD_MESSAGES.
 */
export const DECISION_MESSAGES = {
  tradeTypeNameMax: `Name must be at most ${TRADE_TYPE_NAME_MAX} characters`,
  valueOutOfRange: NUMBER_MESSAGES.percentScale,
  tradeTypeDescriptionMax: `Description must be at most ${LIMITS.tradeTypeDescription} characters`,
  outcomeRequired: 'Please choose an outcome row',
  probabilityNumber: 'Probability must be a number',
  probabilityRange: 'Probability must be between 0 and 100',
  commentMax: `Comment must be at most ${MATRIX_COMMENT_MAX} characters`,
  actionRequired: 'Please select an action',
  tradeTypeRequired: 'Please select a trade type',
  priceInvalid: NUMBER_MESSAGES.decisionPrice,
  dateInvalid: 'Date must be an ISO-8601 date and time',
  freeCannotDecide: 'Making decisions is part of the paid plans. Upgrade your subscription to record decisions.',
  decisionImmutable: 'A decision that has been made cannot be changed. Add a follow-up note instead.',
  decisionNotFound: 'Decision not found.',
  tradeTypeNotFound: 'Decision type not found.',
  tradeTypeInvalid: 'Please select one of your decision types',
  priceMissing: 'There is no price to record: enter the price at the moment of the decision',
  noDecisionsPermission: 'You do not have permission to see the decisions of this review.',
  followUpOnlyMade: 'Follow-up notes are added to decisions that have been made.',
  followUpRequired: 'Please write the follow-up note',
  followUpMax: `A follow-up note must be at most ${FOLLOW_UP_NOTE_MAX} characters`,
  dateRangeInvalid: 'Dates must be written yyyy-mm-dd',
  brierExplanation:
    'The Brier score measures how far your probabilities were from what happened: 0 is perfect, 2 is always certain and always wrong, and spreading 100% evenly over the seven outcomes scores 0.86.',
  calibrationScope: 'Only decisions you made yourself are scored; decisions of reviews shared with you appear in the journal but are not your judgement.',
  reliabilityExplanation:
    'Each point compares the probability you assigned with how often those outcomes actually happened; a well-calibrated investor sits on the diagonal.',
} as const;

/** Rounds a percentage for display in messages: at most two decimals, no trailing zeros. */
export function formatPercentNumber(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return String(rounded === 0 ? 0 : rounded);
}

/** 'Probabilities must add up to 100% (now 85%)'. */
export function probabilitiesTotalMessage(total: number): string {
  return `Probabilities must add up to 100% (now ${formatPercentNumber(total)}%)`;
}
