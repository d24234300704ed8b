import { VersionedCache } from '../../lib/versioned-cache';
import type { InvestmentItemRecord } from '../investment-items/investment-items.records';
import type { InvestmentProcessRecord } from '../investment-processes/investment-processes.repository';

/**
 * At most this many process and item records are kept, all reviews together (about 1 KB each: 20 MB
 * at most; 650 reviews of one 30-factor process); past it the least recently read reviews go first.
 */
export const REVIEW_PARTS_CACHE_MAX_ROWS = 20_000;

/** A review's investment processes and their items, as the review page reads them. Never changed once kept. */
export interface KeptReviewParts {
  processes: readonly InvestmentProcessRecord[];
  items: readonly InvestmentItemRecord[];
}

/**
 * The processes and items of each review, kept by each server instance for the review's parts
 * version (investment_reviews.parts_version, migration 0024), which the review's own read brings.
 * The database counts the version up with every change of the review's processes or items, in the
 * changing transaction, so parts read after reading a version are at least as new as it: the review
 * page asked again reads neither (issue 14). Parts read for an older version never replace a newer
 * version's.
 */
export class ReviewPartsCache extends VersionedCache<KeptReviewParts> {
  constructor(maxRows = REVIEW_PARTS_CACHE_MAX_ROWS) {
    // A review without processes counts one, so that their number is bounded too.
    super(maxRows, (parts) => Math.max(1, parts.processes.length + parts.items.length));
  }
}
