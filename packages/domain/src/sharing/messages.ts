import { LIMITS } from '../constants/limits';

/** Most recipients one share request may name (ours: each one gets an e-mail). */
export const SHARE_MAX_EMAILS = 50;

/** The share modal's title (spec §2 Modals). */
export const SHARE_MODAL_TITLE = 'Who would you like to share this Investment Review with?';

/** Sharing, note and member messages the spec does not word; its own stay in MESSAGES. */
export const SHARING_MESSAGES = {
  entityRequired: 'Please choose what to share',
  entityTypeInvalid: 'You can share an investment review, or your review of an investment',
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
  notYourself: 'You cannot share a review with yourself',
  ownerOnly: 'Only the owner of a review can share it.',
  shareNotFound: 'Share not found.',
  linkInvalid: 'This share link is not valid. Please check that you copied the whole link, or ask the owner of the review for a new one.',
  linkExpired: 'This share link has expired. Please ask the owner of the review to share it with you again.',
  linkRevoked: 'The owner of this review has stopped sharing it. Please ask them to share it with you again.',
  notRecipient: 'This review was shared privately with other e-mail addresses. Please sign in with the address the invitation was sent to.',
} as const;
