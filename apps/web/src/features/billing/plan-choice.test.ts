import { describe, expect, it } from 'vitest';
import { planChoice } from './plan-choice';
import { billingStateOf, onTrialState, PLANS } from './testing';

const [free, investor, pro] = PLANS as [(typeof PLANS)[0], (typeof PLANS)[0], (typeof PLANS)[0]];
const labels = (state: ReturnType<typeof billingStateOf>, mode: 'local' | 'stripe' | 'off' = 'local', interval: 'month' | 'year' = 'month') =>
  [free, investor, pro].map((plan) => planChoice(plan, interval, state, mode).label);

describe('what each plan card offers', () => {
  it('a trial user: Free as a downgrade, Investor to keep, Pro as an upgrade; with Stripe, the trial ends by itself', () => {
    expect(labels(onTrialState())).toEqual(['Switch to Free', 'Choose Investor', 'Upgrade to Pro Investor']);
    expect(labels(onTrialState(), 'stripe')).toEqual(['Your trial moves to Free by itself', 'Choose Investor', 'Upgrade to Pro Investor']);
    expect(planChoice(free, 'month', onTrialState(), 'local')).toMatchObject({ downgrade: true });
  });

  it('a subscriber: the current plan and period, the other period, a cancel that goes through the portal with Stripe', () => {
    const pro = billingStateOf({ plan: 'proInvestor', role: 'proInvestor', paid_plan: 'proInvestor', interval: 'month', status: 'active', has_billing_account: true });
    expect(labels(pro, 'stripe')).toEqual(['Cancel subscription', 'Switch to Investor', 'Current plan']);
    expect(labels(pro, 'stripe', 'year')).toEqual(['Cancel subscription', 'Switch to Investor', 'Switch to yearly billing']);
    expect(planChoice(PLANS[1]!, 'month', pro, 'stripe')).toMatchObject({ downgrade: true });
  });

  it('a free user upgrades; nobody chooses with billing off; a plan the operator gave is current in both periods', () => {
    expect(labels(billingStateOf())).toEqual(['Current plan', 'Upgrade to Investor', 'Upgrade to Pro Investor']);
    const off = billingStateOf({ abilities: { change_plan: false, manage_billing: false } });
    expect(labels(off, 'off')).toEqual(['Current plan', 'Assigned by your administrator', 'Assigned by your administrator']);
    const operator = billingStateOf({ plan: 'investor', role: 'investor', paid_plan: 'investor', status: null });
    expect(labels(operator, 'local', 'year')).toEqual(['Switch to Free', 'Current plan', 'Upgrade to Pro Investor']);
  });
});
