import { describe, expect, it } from 'vitest';
import { ROLES } from '../constants/roles';
import { planCopy } from './catalogue';
import { downgradeNotice } from './changes';
import { BILLING_MESSAGES } from './messages';
import { canChangePlan, planChangeRefusal, seesPrices } from './policy';
import {
  DEFAULT_PLAN_PRICES,
  formatPlanCost,
  formatPlanPrice,
  keepsRoleOnPlanChange,
  planOfRole,
  planPrice,
  planRank,
  yearlySavingPercent,
} from './plans';

describe('plans (issue #16)', () => {
  it('are Free, Investor and Pro Investor, in that order', () => {
    expect(['free', 'investor', 'proInvestor'].map((plan) => planRank(plan as 'free'))).toEqual([0, 1, 2]);
    expect(ROLES.map(planOfRole).filter(Boolean)).toEqual(['free', 'investor', 'proInvestor']);
  });

  it('price Free at 0 and the paid plans from the configuration', () => {
    expect(planPrice('free', 'year', DEFAULT_PLAN_PRICES)).toBe(0);
    expect(planPrice('investor', 'month', DEFAULT_PLAN_PRICES)).toBe(19);
    expect(planPrice('proInvestor', 'year', { ...DEFAULT_PLAN_PRICES, proInvestor: { month: 50, year: 480 } })).toBe(480);
  });

  it('say how much a year saves against twelve months, never a negative saving', () => {
    expect(yearlySavingPercent(DEFAULT_PLAN_PRICES.investor)).toBe(16);
    expect(yearlySavingPercent({ month: 10, year: 120 })).toBe(0);
    expect(yearlySavingPercent({ month: 10, year: 150 })).toBe(0);
  });

  it('format prices as whole dollars unless they have cents', () => {
    expect(formatPlanPrice(0)).toBe('$0');
    expect(formatPlanPrice(49)).toBe('$49');
    expect(formatPlanPrice(1490)).toBe('$1,490');
    expect(formatPlanPrice(19.5)).toBe('$19.50');
    expect(formatPlanCost(190, 'year')).toBe('$190/year');
  });

  it('leave the role of admins and team members alone on a plan change', () => {
    expect(ROLES.filter(keepsRoleOnPlanChange)).toEqual(['admin', 'teamAdministrator', 'teamPortfolioManager', 'teamAnalyst', 'teamViewer']);
  });

  it('sell only what the product does: Pro Investor names its configured seats, no Team plan', () => {
    expect(planCopy('proInvestor', 7).features).toContain('A team workspace with 7 seats');
    expect(planCopy('proInvestor', 1).features).toContain('A team workspace with 1 seat');
    expect(planCopy('proInvestor', 5).features).toContain('Members as Administrator, Portfolio Manager, Analyst or Viewer');
    expect(planCopy('investor', 5).features.join(' ')).toMatch(/decisions/);
    expect(planCopy('free', 5).features.join(' ')).not.toMatch(/decision|financial table/i);
  });
});

describe('who may choose a plan', () => {
  it('lets free, investor, proInvestor and teamAdministrator choose, and nobody when billing is off', () => {
    expect(ROLES.filter((role) => canChangePlan(role, 'local'))).toEqual(['free', 'investor', 'proInvestor', 'teamAdministrator']);
    expect(ROLES.filter((role) => canChangePlan(role, 'stripe'))).toEqual(['free', 'investor', 'proInvestor', 'teamAdministrator']);
    expect(ROLES.filter((role) => canChangePlan(role, 'off'))).toEqual([]);
  });
  it('says why not', () => {
    expect(planChangeRefusal('investor', 'off')).toBe(BILLING_MESSAGES.planChangesOff);
    expect(planChangeRefusal('admin', 'stripe')).toBe(BILLING_MESSAGES.adminHasNoPlan);
    expect(planChangeRefusal('teamViewer', 'local')).toBe(BILLING_MESSAGES.teamMemberPlan);
  });
  it('never shows prices to an administrator', () => {
    expect(seesPrices('admin')).toBe(false);
    expect(seesPrices('free')).toBe(true);
    expect(seesPrices(null)).toBe(true);
  });
});

describe('moving to a lower plan', () => {
  it('says what goes and what stays', () => {
    expect(downgradeNotice('proInvestor', 'investor', false)).toBe(
      'Move from Pro Investor to Investor? Your team becomes inactive (nothing is deleted; members can read it until you are Pro Investor again). Your processes, reviews, notes and decisions stay with you.',
    );
    expect(downgradeNotice('investor', 'free', true)).toBe(
      'Move from Investor to Free? Recording decisions and the historical and estimated financial tables stop. Your free trial ends now. Your processes, reviews, notes and decisions stay with you.',
    );
    expect(downgradeNotice('proInvestor', 'free', false)).toMatch(/^Move from Pro Investor to Free\? Your team becomes inactive .*, and recording decisions/);
  });
});
