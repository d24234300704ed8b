import { canSeeFinancials, isRole } from '@thesis/domain';
import type { UserRow } from '../users/users.repository';
import type { InvestmentRow } from './investments.repository';

/** Listed investments are visible to every signed-in user; an unlisted company only to its creator. */
export function canViewInvestment(user: UserRow, investment: InvestmentRow): boolean {
  return investment.type === 'listed' || investment.owner_id === user.id;
}

/** Only the creator may change an unlisted company; listed ones are read-only. */
export function canUpdateInvestment(user: UserRow, investment: InvestmentRow): boolean {
  return investment.type === 'custom' && investment.owner_id === user.id;
}

/** The free role gets no historical or estimation financials (spec §6). */
export function canViewFinancials(user: UserRow): boolean {
  return canSeeFinancials(isRole(user.role) ? user.role : 'free');
}
