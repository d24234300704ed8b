import { describe, expect, it } from 'vitest';
import { describeHistoryEntry, type HistoryEntry } from './history';

const change = (overrides: Partial<HistoryEntry>): HistoryEntry => ({
  kind: 'plan_change',
  from_plan: 'free',
  to_plan: 'investor',
  interval: 'month',
  amount: null,
  currency: null,
  source: 'stripe',
  ...overrides,
});

describe('billing history lines', () => {
  it('name the plans, the interval and where the change came from', () => {
    expect(describeHistoryEntry(change({}))).toBe('Upgraded from Free to Investor (monthly)');
    expect(describeHistoryEntry(change({ from_plan: 'investor', to_plan: 'proInvestor', interval: 'year', source: 'local' }))).toBe(
      'Upgraded from Investor to Pro Investor (yearly) — no charge: payments are not configured',
    );
    expect(describeHistoryEntry(change({ from_plan: 'proInvestor', to_plan: 'free', interval: null }))).toBe('Cancelled Pro Investor: moved to Free');
    expect(describeHistoryEntry(change({ from_plan: 'investor', to_plan: 'investor', interval: 'year' }))).toBe('Billing changed to Investor (yearly)');
    expect(describeHistoryEntry(change({ from_plan: 'proInvestor', to_plan: 'investor', interval: 'month' }))).toBe('Downgraded from Pro Investor to Investor (monthly)');
    expect(describeHistoryEntry(change({ from_plan: null, to_plan: 'proInvestor', source: 'operator' }))).toBe('Started on Pro Investor (monthly) by the administrator');
    expect(describeHistoryEntry(change({ from_plan: 'investor', to_plan: 'free', source: 'trial' }))).toBe('Free trial ended: moved to Free');
  });
  it('state payments (their amount is a column of its own)', () => {
    expect(describeHistoryEntry(change({ kind: 'payment', amount: 19, currency: 'usd' }))).toBe('Payment received');
    expect(describeHistoryEntry(change({ kind: 'payment_failed', amount: 49.5, currency: 'USD' }))).toBe('Payment failed: Stripe retries it, or update your card');
  });
  it('start with the trial', () => {
    expect(describeHistoryEntry(change({ from_plan: null, to_plan: 'investor', interval: null, source: 'trial' }))).toBe('Free trial of Investor started');
  });
});
