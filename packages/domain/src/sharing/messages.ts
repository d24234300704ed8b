import { LIMITS } from '../constants/limits';

/** Most recipients one share request may name (ours: each one gets an e-mail). */
export const SHARE_MAX_EMAILS = 50;

/** Sharing, note and member messages the spec does not word; its own stay in MESSAGES. */
export const SHARING_MESSAGES = {
  entityRequired: 'Please choose what to share',
  entityTypeInvalid: 'Only investment reviews can be shared',
  accessTypeInvalid: 'Access must be public or private',
  expiryInvalid: 'Expiry must be a week, a month or a year',
  tooManyEmails: `You can share with at most ${SHARE_MAX_EMAILS} addresses at once`,
  messageMax: `Message must be at most ${LIMITS.shareMessage} characters`,
  noteTitleRequired: 'Title is required',
  noteTitleMin: `Title must be at least ${LIMITS.noteTitleMin} characters`,
  noteTitleMax: `Title must be at most ${LIMITS.noteTitleMax} characters`,
  noteTextMin: `Text must be at least ${LIMITS.noteTextMin} characters`,
  noteTextMax: `Text must be at most ${LIMITS.noteTextMax} characters`,
  noteReviewRequired: 'Please choose the review this note belongs to',
  memberNameMax: `Name must be at most ${LIMITS.nameMax} characters`,
} as const;
