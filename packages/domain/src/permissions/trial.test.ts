import { describe, expect, it } from 'vitest';
import { TRIAL_DAYS } from '../constants/limits';
import { MESSAGES } from '../constants/messages';
import { showsTrialWarning, subscriptionLabel, trialBannerColor, trialBannerDismissed, trialDaysLeft, trialEndsAt, trialMessage, trialState } from './trial';

const DAY = 86_400_000;

describe('trial (spec §4 / §9)', () => {
  it('lasts 90 whole days after the day of sign-up (UTC)', () => {
    expect(TRIAL_DAYS).toBe(90);
    expect(trialEndsAt(new Date('2026-01-01T00:00:00Z')).toISOString()).toBe('2026-04-02T00:00:00.000Z');
    expect(trialEndsAt(new Date('2026-01-01T17:45:12.345Z')).toISOString()).toBe('2026-04-02T00:00:00.000Z');
    expect(trialEndsAt(new Date('2026-01-01T23:59:59.999Z')).toISOString()).toBe('2026-04-02T00:00:00.000Z');
  });
  it('reads 90 days left a minute, an hour and late on the day after signing up (issue #18 item 5)', () => {
    for (const signUp of ['2026-03-10T00:00:00Z', '2026-03-10T09:30:00Z', '2026-03-10T23:58:00Z']) {
      const start = new Date(signUp);
      const ends = trialEndsAt(start).toISOString();
      expect(trialDaysLeft(ends, new Date(start.getTime() + 60_000))).toBe(90);
      expect(trialDaysLeft(ends, new Date(start.getTime() + 60 * 60_000))).toBeGreaterThanOrEqual(89);
    }
    const start = new Date('2026-03-10T09:30:00Z');
    const ends = trialEndsAt(start).toISOString();
    expect(trialDaysLeft(ends, new Date('2026-03-10T23:59:00Z'))).toBe(90);
    expect(trialDaysLeft(ends, new Date('2026-03-11T00:00:01Z'))).toBe(89);
    // The last day reads 0 — 'Less than one day left' — and the trial is over the next midnight.
    expect(trialDaysLeft(ends, new Date('2026-06-08T00:00:01Z'))).toBe(0);
    expect(ends).toBe('2026-06-09T00:00:00.000Z');
  });
  it('counts whole days left, never below zero', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    expect(trialDaysLeft(new Date(now.getTime() + 10 * DAY + 5).toISOString(), now)).toBe(10);
    expect(trialDaysLeft(new Date(now.getTime() + DAY / 2).toISOString(), now)).toBe(0);
    expect(trialDaysLeft(new Date(now.getTime() - DAY).toISOString(), now)).toBe(0);
    expect(trialDaysLeft(null, now)).toBeNull();
  });
  it.each([
    [90, 'green'],
    [30, 'green'],
    [29, 'amber'],
    [4, 'amber'],
    [3, 'red'],
    [0, 'red'],
  ] as const)('%i days left is %s', (days, color) => {
    expect(trialBannerColor(days)).toBe(color);
  });
  it("says 'Less than one day left' at zero and the count otherwise", () => {
    expect(trialMessage(0)).toBe(MESSAGES.lessThanOneDay);
    expect(trialMessage(1)).toBe('1 day left in your free trial');
    expect(trialMessage(12)).toBe('12 days left in your free trial');
  });
  it('keeps a dismissed banner hidden only for the colour stage it was dismissed in', () => {
    expect(trialBannerDismissed('green', 45)).toBe(true);
    expect(trialBannerDismissed('green', 29)).toBe(false);
    expect(trialBannerDismissed('amber', 10)).toBe(true);
    expect(trialBannerDismissed('amber', 3)).toBe(false);
    expect(trialBannerDismissed('red', 0)).toBe(true);
    expect(trialBannerDismissed(null, 45)).toBe(false);
    // A timestamp stored by earlier versions is no stage: the banner shows again.
    expect(trialBannerDismissed('2026-01-05T10:00:00.000Z', 45)).toBe(false);
  });
  it('warns in the user menu at 3 days or fewer', () => {
    expect(showsTrialWarning(4)).toBe(false);
    expect(showsTrialWarning(3)).toBe(true);
    expect(showsTrialWarning(0)).toBe(true);
    expect(showsTrialWarning(null)).toBe(false);
  });
  it("labels an investor on trial '(Trial Period)'", () => {
    expect(subscriptionLabel('investor', true, 'Investor')).toBe('Investor (Trial Period)');
    expect(subscriptionLabel('investor', false, 'Investor')).toBe('Investor');
    expect(subscriptionLabel('free', true, 'Free')).toBe('Free');
  });
});

describe('the trial as the person is told it', () => {
  const now = new Date('2026-03-01T12:00:00.000Z');
  const ends = '2026-03-13T12:00:00.000Z';
  it('is not counted down to a member of an active team, who works under the team plan', () => {
    expect(trialState(ends, { isOwner: false, active: true }, now)).toEqual({ active: false, days_left: null });
  });
  it('is their own for the team owner, a member of an inactive team and anyone without a team', () => {
    for (const team of [{ isOwner: true, active: true }, { isOwner: false, active: false }, null]) {
      expect(trialState(ends, team, now)).toEqual({ active: true, days_left: 12 });
    }
  });
});
