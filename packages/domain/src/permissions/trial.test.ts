import { describe, expect, it } from 'vitest';
import { TRIAL_DAYS } from '../constants/limits';
import { MESSAGES } from '../constants/messages';
import { showsTrialWarning, subscriptionLabel, trialBannerColor, trialDaysLeft, trialEndsAt, trialMessage } from './trial';

const DAY = 86_400_000;

describe('trial (spec §4 / §9)', () => {
  it('lasts 90 days', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    expect(TRIAL_DAYS).toBe(90);
    expect(trialEndsAt(start).toISOString()).toBe('2026-04-01T00:00:00.000Z');
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
