import { inWorkspace, viewerCan, type Viewer } from '../teams/workspace';
import type { InvestmentRow } from './investments.repository';

/** Listed investments are visible to every signed-in user; an unlisted company only in its workspace. */
export function canViewInvestment(user: Viewer, investment: InvestmentRow): boolean {
  return investment.type === 'listed' || inWorkspace(user, investment.owner_id);
}

/** Only its workspace may change an unlisted company (the route needs reviews.edit); listed ones are read-only. */
export function canUpdateInvestment(user: Viewer, investment: InvestmentRow): boolean {
  return investment.type === 'custom' && inWorkspace(user, investment.owner_id);
}

/** Historical and estimation financials: the financials.read capability (never the free role, spec §6). */
export function canViewFinancials(user: Viewer): boolean {
  return viewerCan(user, 'financials.read');
}
