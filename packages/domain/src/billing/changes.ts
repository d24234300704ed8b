import { PLAN_NAMES, type PlanId } from './plans';

/**
 * What a move to a lower plan takes away, said before the user confirms it: decisions and the
 * financial tables leave with Investor, the team (inactive, nothing deleted) with Pro Investor.
 */
export function downgradeNotice(from: PlanId, to: PlanId, endsTrial: boolean): string {
  const lost: string[] = [];
  if (from === 'proInvestor') lost.push('your team becomes inactive (nothing is deleted; members can read it until you are Pro Investor again)');
  if (to === 'free') lost.push('recording decisions and the historical and estimated financial tables stop');
  const parts = [`Move from ${PLAN_NAMES[from]} to ${PLAN_NAMES[to]}?`];
  if (lost.length > 0) parts.push(`${lost.join(', and ').replace(/^./, (first) => first.toUpperCase())}.`);
  if (endsTrial) parts.push('Your free trial ends now.');
  parts.push('Your processes, reviews, notes and decisions stay with you.');
  return parts.join(' ');
}
