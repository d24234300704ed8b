import { effectiveScore, type DashboardDefaultProcess } from '@thesis/domain';
import type { ReviewStore } from './review-store';
import type { ReviewRecord } from './reviews.repository';

/**
 * defaultProcess of dashboard review rows (spec §3 Dashboard review row): for each review, its copy
 * of the OWNER's default process with the factors' types and the scores that count (a Valuation
 * factor graded from the investment's last price, as on the review page); null when the review
 * does not include that process. A fixed number of queries for any number of rows. Used by
 * GET /investment-reviews?include=defaultProcess and by GET /sharings/investment-reviews/user-entities.
 */
export async function defaultProcessesOf(
  store: ReviewStore,
  records: readonly ReviewRecord[],
  lastPrices: ReadonlyMap<string, number | null>,
): Promise<Map<string, DashboardDefaultProcess | null>> {
  const result = new Map<string, DashboardDefaultProcess | null>(records.map((record) => [record.id, null]));
  if (records.length === 0) return result;
  const defaults = await store.library.processes.defaultProcessIds(records.map((record) => record.user_id));
  const byId = new Map(records.map((record) => [record.id, record]));
  const attached = (await store.processes.forReviews([...byId.keys()])).filter((process) => {
    const review = byId.get(process.review_id);
    return review !== undefined && process.process_id !== null && process.process_id === defaults.get(review.user_id);
  });
  const factors = (await store.items.forProcesses(attached.map((process) => process.id))).filter((item) => item.parent_id === null);
  for (const process of attached) {
    const review = byId.get(process.review_id)!;
    const lastPrice = lastPrices.get(review.investment_id) ?? null;
    result.set(review.id, {
      id: process.id,
      process_id: process.process_id,
      name: process.name,
      factors: factors
        .filter((factor) => factor.investment_process_id === process.id)
        .map((factor) => ({ id: factor.id, name: factor.name, type: factor.type, score: effectiveScore(factor, lastPrice) })),
    });
  }
  return result;
}
