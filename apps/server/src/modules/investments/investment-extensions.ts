import type { Investment } from '@thesis/domain';
import type { Viewer } from '../teams/workspace';
import type { InvestmentRow } from './investments.repository';

/**
 * HOOK FOR THE REVIEWS AND PROCESSES MODULES. The investments module knows nothing of reviews or
 * processes; it asks this object for them. Replace `noInvestmentExtensions` in deps.ts with an
 * implementation once reviews exist:
 * - `reviewIdsFor` fills `investment_review_id` of search results and of GET /investments/{id}
 *   (the viewer's own review of each investment);
 * - `includesFor` answers `?include=processes.factors,review,notes` of GET /investments/{id}.
 */
export interface InvestmentExtensions {
  reviewIdsFor(user: Viewer, investmentIds: readonly string[]): Promise<Map<string, string>>;
  includesFor(user: Viewer, investment: InvestmentRow, include: readonly string[]): Promise<InvestmentIncludes>;
}

/** What include may add to GET /investments/{id}. */
export type InvestmentIncludes = Pick<Investment, 'processes' | 'review' | 'notes'>;

/** Until reviews exist: no review ids; included processes and notes are empty lists and the review null. */
export const noInvestmentExtensions: InvestmentExtensions = {
  reviewIdsFor: () => Promise.resolve(new Map()),
  includesFor: (_user, _investment, include) =>
    Promise.resolve({
      ...(include.some((name) => name === 'processes' || name.startsWith('processes.')) ? { processes: [] } : {}),
      ...(include.includes('review') ? { review: null } : {}),
      ...(include.includes('notes') ? { notes: [] } : {}),
    }),
};
