import { describe, expect, it } from 'vitest';
import { ROLES } from '../constants/roles';
import { navEntriesFor } from './navigation';
import { canChangeSubscription, canUpgrade, primaryRole } from './roles';
import { subscriptionCost } from './subscription';

describe('side navigation by role (spec §6 table)', () => {
  it.each([
    ['free', ['dashboard', 'process', 'investments', 'screening', 'portfolio', 'decisions']],
    ['investor', ['dashboard', 'process', 'investments', 'screening', 'portfolio', 'decisions']],
    ['admin', ['dashboard', 'process', 'investments', 'screening', 'portfolio', 'decisions']],
    ['proInvestor', ['dashboard', 'process', 'investments', 'screening', 'portfolio', 'decisions']],
    ['teamAdministrator', ['dashboard', 'process', 'investments', 'screening', 'portfolio', 'decisions']],
    ['teamPortfolioManager', ['dashboard', 'process', 'investments', 'screening', 'portfolio', 'decisions']],
    ['teamAnalyst', ['dashboard', 'investments', 'screening', 'portfolio', 'decisions']],
    ['teamViewer', ['dashboard', 'investments']],
  ] as const)('%s sees %j', (role, entries) => {
    expect(navEntriesFor(role)).toEqual(entries);
  });
  it('every role sees the Dashboard (interpretations.md)', () => {
    for (const role of ROLES) expect(navEntriesFor(role)).toContain('dashboard');
  });
});

describe('user menu and subscription chip (spec §6)', () => {
  it('shows Upgrade only to free, investor, proInvestor and teamAdministrator', () => {
    expect(ROLES.filter(canUpgrade)).toEqual(['free', 'investor', 'proInvestor', 'teamAdministrator']);
  });
  it('shows Change subscription only to free, investor and proInvestor', () => {
    expect(ROLES.filter(canChangeSubscription)).toEqual(['free', 'investor', 'proInvestor']);
  });
  it('costs $0 on free and during the trial, blank for admin and team roles, the configured plan price otherwise', () => {
    const prices = { investor: { month: 24, year: 240 }, proInvestor: { month: 59.5, year: 595 } };
    expect(subscriptionCost('free', false, prices)).toBe('$0');
    expect(subscriptionCost('investor', true, prices)).toBe('$0');
    expect(subscriptionCost('admin', false, prices)).toBe('');
    expect(subscriptionCost('teamAnalyst', false, prices)).toBe('');
    expect(subscriptionCost('investor', false, prices)).toBe('$24/month');
    expect(subscriptionCost('investor', false, prices, 'year')).toBe('$240/year');
    expect(subscriptionCost('proInvestor', false, prices, 'month')).toBe('$59.50/month');
    expect(subscriptionCost('proInvestor', false, null)).toBe('');
  });
  it('falls back to free when a user has no known role', () => {
    expect(primaryRole([])).toBe('free');
    expect(primaryRole(undefined)).toBe('free');
    expect(primaryRole(['nonsense', 'teamViewer'])).toBe('teamViewer');
  });
});
