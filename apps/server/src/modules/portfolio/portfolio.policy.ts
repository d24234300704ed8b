import { canSeeNavEntry, isRole } from '@thesis/domain';
import type { UserRow } from '../users/users.repository';
import type { InvestmentRow } from '../investments/investments.repository';

/** The portfolio is for the roles whose navigation shows it (spec §6: every role but teamViewer). */
export function canUsePortfolio(user: UserRow): boolean {
  return canSeeNavEntry(isRole(user.role) ? user.role : 'free', 'portfolio');
}

/** A holding may be kept of a listed investment or of one's own unlisted company, never another user's. */
export function canHold(user: UserRow, investment: InvestmentRow): boolean {
  return investment.type === 'listed' || investment.owner_id === user.id;
}
