import { MESSAGES } from './messages';

/**
 * Wording of the account modals and the Account Overview where the spec describes a message
 * without giving its words (spec §2 Modals, §8 Authentication). The spec's own words stay in MESSAGES.
 */
export const ACCOUNT_COPY = {
  notVerifiedSpamNote: "Can't find the e-mail? Please check your spam or junk folder as well.",
  sharedReviewTitle: 'Welcome to Thesis',
  sharedReviewSignIn: 'To view this shared review you need to be signed in.',
  sharedReviewSignUp: "If you don't have an account yet, please first sign up for a Free account.",
  signUpSuccessTitle: 'Thanks for signing up!',
  suspendedTitle: 'Account suspended',
  inactiveTeamTitle: 'Your team is inactive',
  blockedTitle: 'Your team access is blocked',
  invitationAccountReady: 'Your account is ready. Log in to accept the invitation.',
  sessionExpired: MESSAGES.invalidRefresh,
  otherSessionsSignedOut: 'For your security, your other sessions have been signed out.',
  verificationFailedTitle: 'We could not verify your e-mail',
} as const;

/** Sign-up success text naming the address the link went to. */
export function signUpSuccessMessage(email: string): string {
  return `We have sent a verification link to ${email}. Please open it to activate your account, then log in.`;
}

/** Inactive-team notice after sign-in (spec §8): names the team leader's contact address. */
export function inactiveTeamMessage(teamName: string, leaderEmail: string): string {
  return `Your team "${teamName}" is currently inactive. Please contact your team leader at ${leaderEmail} to restore access.`;
}
