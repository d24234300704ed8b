import { SESSION_MESSAGES } from './session-messages';

/**
 * Every user-facing message of the spec, word for word (with the slips corrected as
 * shared/spec/interpretations.md says). Server and web both import from here.
 */
export const MESSAGES = {
  // §2 / §8: what the first script of every page may need to say (a module of their own, so the
  // public pages load these few rather than every message).
  ...SESSION_MESSAGES,
  // §5 Sign-up and login
  invalidEmail: 'Invalid email address',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  usernameRequired: 'Username is required',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must be at most 128 characters',
  passwordsDontMatch: "Passwords don't match",
  confirmPasswordRequired: 'Confirm Password is required',
  // §5 Create member
  memberNameRequired: 'Name is required: enter the member’s name',
  roleRequired: 'Role is required',
  // §5 Investment / unlisted company
  nameRequired: 'Name is required',
  companyDescriptionMax: 'Description must be at most 2048 characters',
  tickerLength: 'The ticker must be three to five characters long',
  tickerUnique: 'The investment ticker code must be unique.',
  sectorTooLong: 'Sector description is too long',
  industryTooLong: 'Industry description is too long',
  monthInvalid: 'Month is invalid',
  yearInvalid: 'Please enter a valid year',
  dayInvalid: 'Day is invalid',
  tooManyDays: 'Too many days in this month',
  mustBeNumber: 'Must be a number',
  // §5 Note
  noteTextRequired: 'Description is required while uploaded file is empty',
  // §5 Trade type
  timeframeRequired: 'Please select a timeframe',
  valueMustBeInteger: 'Value must be integer',
  rangeGap: 'The range between min max values must be > 20',
  minAboveMax: 'Min cannot exceed max',
  // §5 Process and item
  groupRequired: 'Please select a group',
  typeRequired: 'Please select a type',
  // §5 Screen
  screenNameRequired: 'Screen name is required',
  // §5 Share
  invalidEmails: 'One or more entered emails have invalid format',
  // §5 Form helper
  looksGreat: 'Looks great!',

  // §8 Authentication
  notVerified: 'You have not verified your account.',
  invalidCredentials: 'These credentials do not match our records.',
  // §8 Forms and items
  somethingWrong: 'Something wrong',
  tickerUndefined: 'Ticker is undefined',
  // §8 Processes
  cannotRemoveDefault:
    "Sorry - you can't remove your Default Process from Active Processes. Please make another process your Default Process and try again.",
  defaultRequired: 'At least one Process must assume the all important role of Default Process',
  // §8 Media and upload
  mediaAlreadyDeleted: 'The media file has already been deleted',
  mediaNotFound: 'Media ID not found.',
  pasteNoFile: 'Please copy the picture to upload the file',
  onlyPicturesOrPdf: 'Only pictures or PDF allowed',
  sharedReviewNoEdit: 'This is a shared review. You do not have permission to edit.',
  sharedReviewDownloadOnly: 'This is a shared review. You can only download media uploads.',
  noEditPermission: 'You do not have permission to edit.',
  copyFailed: 'Sorry copy manually your browser does not support copying',
  copied: 'Successfully copied',
  // §6 Teams
  noTeam: "You don't have a team",
  // §8 Success messages
  emailVerified: 'Your email was successfully verified!',
  processDeleted: 'Process was successfully deleted',
  investmentUpdated: 'Investment was successfully updated',
  changesSuccessful: 'The changes were successful',
  checkEmailForReset: 'Please check email for instructions on resetting your password',
  passwordChanged: 'Your password was successfully changed',
  passwordChangedTitle: 'Great!',
  verificationSent:
    "Verification email has been sent to your address. Please also don't forget to check the spam folder.",
  // §4 AI process fill
  aiFinished: 'AI process finished',
  aiFailed: 'AI process failed. Please try again later.',
  aiPollError: 'An error occurred while checking AI status. Please try again.',
  aiStartFailed: 'Failed to start AI process',
  // §2 / §8 generic
  noResults: 'No results',
  searchPlaceholder: 'Enter name or ticker code',
  lessThanOneDay: 'Less than one day left',
  serverError: 'Something went wrong on our side. Please try again in a moment.',
  // Generic API messages (ours)
  unauthenticated: 'Unauthenticated.',
  forbidden: 'This action is unauthorized.',
  notFound: 'Not found.',
  validationFailed: 'The given data was invalid.',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  emailTaken: 'The email has already been taken.',
  usernameTaken: 'The username has already been taken.',
  invalidVerificationLink: 'This verification link is invalid or has expired.',
  invalidResetToken: 'This password reset link is invalid or has expired.',
  resetLinkSent: 'If an account exists for that address, we have e-mailed a password reset link.',
  verificationResent:
    "If that account needs verifying, a new link is on its way. Please also don't forget to check the spam folder.",
  currentPasswordWrong: 'The current password is incorrect.',
  fileTooLarge: 'The file is too large.',
  fileRequired: 'Please choose a file to upload.',
  bodyNotObject: 'Please send the details as a JSON object.',
  numberTooSmall: 'This number is too small to be shown: enter 0, or a number of at least 0.000001 in size.',
  invalidJson: 'The details sent are not valid JSON.',
  unsupportedContentType: 'Unsupported content type.',
  requestTooLarge: 'The request is too large.',
  badAddress: 'This address is not valid: please check it for stray % signs or cut-off characters.',
  addressTooLong: 'This address is too long.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** 'There are no {type}s in this process' (spec §8 Processes). */
/**
 * The 429 message, saying how long to wait as the Retry-After header does (seconds): "a minute"
 * for one, whole minutes above a minute (rounded up), seconds below.
 */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const wait = seconds === 60 ? 'a minute' : seconds > 60 ? `${Math.ceil(seconds / 60)} minutes` : seconds === 1 ? 'a second' : `${seconds} seconds`;
  return `Too many attempts. Please wait ${wait} and try again.`;
}

/** The 405 message: the address exists, with other methods (as the Allow header lists them). */
export function methodNotAllowedMessage(method: string, allowed: readonly string[]): string {
  return `${method} is not allowed here; this address takes ${allowed.join(', ')}.`;
}

export function noEntitiesMessage(type: string): string {
  return `There are no ${type}s in this process`;
}
/** 'You have successfully copied the {type}' (spec §8). */
export function copiedTemplateMessage(type: string): string {
  return `You have successfully copied the ${type}`;
}
/** 'Your {product} review has been shared' (spec §8). */
export function reviewSharedMessage(product: string): string {
  return `Your ${product} review has been shared`;
}
/** Dashboard chart empty state (spec §2). */
export function chartEmptyMessage(kind: 'review' | 'edits' | 'decisions'): string {
  return `You haven't made any ${kind} yet.`;
}
export const DASHBOARD_EMPTY = {
  recentReviews: 'You have not yet undertaken any Investment Reviews.',
  sharedReviews: 'You do not currently have any Shared Reviews.',
} as const;
