import { describe, expect, it } from 'vitest';
import type { BillingState } from './schemas';
import { billingSummary } from './summary';

const base: BillingState = {
  plan: 'free', role: 'free', paid_plan: 'free', interval: null, status: null, past_due: false, cancel_at_period_end: false, current_period_end: null,
  trial: { active: false, ends_at: null, days_left: null }, has_billing_account: false, trial_ended_notice: false, abilities: { change_plan: true, manage_billing: true },
};

describe('billing summary', () => {
  it('counts a trial down as the banner does', () => {
    expect(billingSummary({ ...base, plan: 'investor', role: 'investor', trial: { active: true, ends_at: 'x', days_left: 12 } })).toBe('You are on the 90-day free trial of Investor. 12 days left.');
    expect(billingSummary({ ...base, plan: 'investor', role: 'investor', trial: { active: true, ends_at: 'x', days_left: 0 } })).toBe('You are on the 90-day free trial of Investor. Less than one day left.');
  });
  it('names the plan, its period and its renewal or end', () => {
    expect(billingSummary(base)).toBe('You are on the Free plan.');
    const pro = { ...base, plan: 'proInvestor', role: 'proInvestor', paid_plan: 'proInvestor', interval: 'year', status: 'active' } as const;
    expect(billingSummary(pro)).toBe('You are on Pro Investor, billed yearly.');
    expect(billingSummary({ ...pro, current_period_end: '2026-05-12T00:00:00Z' })).toBe('You are on Pro Investor, billed yearly. It renews on 12 May 2026.');
    expect(billingSummary({ ...pro, current_period_end: '2026-05-12T00:00:00Z', cancel_at_period_end: true })).toBe('You are on Pro Investor, billed yearly. It ends on 12 May 2026.');
  });
  it('tells a team member their role and their own plan, and an administrator that plans do not apply', () => {
    expect(billingSummary({ ...base, role: 'teamAnalyst' })).toBe('You work in a team as Analyst. Your own plan is the Free plan.');
    expect(billingSummary({ ...base, role: 'admin' })).toBe('Plans do not apply to administrator accounts.');
  });
});
