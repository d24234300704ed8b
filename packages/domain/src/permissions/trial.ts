import { TRIAL_DAYS, TRIAL_GREEN_MIN_DAYS, TRIAL_WARNING_DAYS } from '../constants/limits';
import { MESSAGES } from '../constants/messages';
import type { Role } from '../constants/roles';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * End of a trial that starts at `start`: the end of the 90th day after the day of sign-up (UTC).
 * The sign-up day is extra, so the count of whole days left reads 90 for the whole first day and
 * 0 ('Less than one day left') only during the last one (issue #18 item 5).
 */
export function trialEndsAt(start: Date): Date {
  const day = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate());
  return new Date(day + (TRIAL_DAYS + 1) * DAY_MS);
}

/** Whole days left (floored), never negative; null when there is no trial. */
export function trialDaysLeft(trialEndsAtIso: string | null | undefined, now: Date = new Date()): number | null {
  if (!trialEndsAtIso) return null;
  const end = Date.parse(trialEndsAtIso);
  if (Number.isNaN(end)) return null;
  return Math.max(0, Math.floor((end - now.getTime()) / DAY_MS));
}

export function isTrialActive(trialEndsAtIso: string | null | undefined, now: Date = new Date()): boolean {
  if (!trialEndsAtIso) return false;
  const end = Date.parse(trialEndsAtIso);
  return !Number.isNaN(end) && end > now.getTime();
}

export type TrialBannerColor = 'green' | 'amber' | 'red';

/** Banner colour: green with 30 or more days left, amber 4–29, red 3 or fewer (spec §4). */
export function trialBannerColor(daysLeft: number): TrialBannerColor {
  if (daysLeft >= TRIAL_GREEN_MIN_DAYS) return 'green';
  if (daysLeft > TRIAL_WARNING_DAYS) return 'amber';
  return 'red';
}

/** "12 days left", or 'Less than one day left' at zero: every place that counts the trial down says it this way. */
export function trialCountdown(daysLeft: number): string {
  if (daysLeft <= 0) return MESSAGES.lessThanOneDay;
  return `${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left`;
}

/** The banner's message (spec §4): the days left in the free trial, or 'Less than one day left' at zero. */
export function trialMessage(daysLeft: number): string {
  return daysLeft <= 0 ? trialCountdown(daysLeft) : `${trialCountdown(daysLeft)} in your free trial`;
}

/**
 * Whether a banner dismissed at `dismissedStage` (the colour remembered under trialAlert) stays
 * hidden now: a dismissal lasts for its colour stage only, so the amber and red warnings still
 * show (issue #18 item 5).
 */
export function trialBannerDismissed(dismissedStage: string | null, daysLeft: number): boolean {
  return dismissedStage === trialBannerColor(daysLeft);
}

/** The user-menu warning applies at 3 days or fewer. */
export function showsTrialWarning(daysLeft: number | null): boolean {
  return daysLeft !== null && daysLeft <= TRIAL_WARNING_DAYS;
}

/** An investor on trial is labelled '(Trial Period)' on the subscription chip. */
export function subscriptionLabel(role: Role, onTrial: boolean, roleLabel: string): string {
  return role === 'investor' && onTrial ? `${roleLabel} (Trial Period)` : roleLabel;
}

/**
 * The trial as the person is told it: a member of an active team works under the team's plan, so
 * their own account's trial is not counted down to them (no banner, no "trial" plan line); a team
 * owner, a member of an inactive team and everyone else see their own.
 */
export function trialState(trialEndsAtIso: string | null | undefined, team: { isOwner: boolean; active: boolean } | null | undefined, now: Date = new Date()): { active: boolean; days_left: number | null } {
  if (team && !team.isOwner && team.active) return { active: false, days_left: null };
  return { active: isTrialActive(trialEndsAtIso, now), days_left: trialDaysLeft(trialEndsAtIso, now) };
}
