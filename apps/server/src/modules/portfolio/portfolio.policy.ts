import { AppError } from '../../lib/errors';
import { inWorkspace, viewerCan, viewerDenied, type Viewer } from '../teams/workspace';
import type { InvestmentRow } from '../investments/investments.repository';

/** 403 unless the viewer holds the capability (every role but teamViewer; reading only in an inactive team). */
export function assertPortfolio(user: Viewer, capability: 'portfolio.read' | 'portfolio.use'): void {
  if (!viewerCan(user, capability)) throw new AppError(403, viewerDenied(user, capability));
}

/** A holding may be kept of a listed investment or of an unlisted company of the workspace, never another's. */
export function canHold(user: Viewer, investment: InvestmentRow): boolean {
  return investment.type === 'listed' || inWorkspace(user, investment.owner_id);
}
