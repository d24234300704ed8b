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

interface Kept {
  version: number;
  parts: KeptReviewParts;
  size: number;
}

/**
 * The processes and items of each review, kept by each server instance for the review's parts
 * version (investment_reviews.parts_version, migration 0024), which the review's own read brings.
 * The database counts the version up with every change of the review's processes or items, in the
 * changing transaction, so parts read after reading a version are at least as new as it: the review
 * page asked again reads neither (issue 14). Parts read for an older version never replace a newer
 * version's.
 */
export class ReviewPartsCache {
  /** In order of last use: the first is forgotten first. */
  readonly #reviews = new Map<string, Kept>();
  #size = 0;

  constructor(private readonly maxRows = REVIEW_PARTS_CACHE_MAX_ROWS) {}

  /** The parts kept for the review at exactly this version, if any. */
  get(reviewId: string, version: number): KeptReviewParts | undefined {
    const kept = this.#reviews.get(reviewId);
    if (kept?.version !== version) return undefined;
    this.#reviews.delete(reviewId);
    this.#reviews.set(reviewId, kept);
    return kept.parts;
  }

  /** Keeps the parts read for `version`, unless a newer version of the review is kept already. */
  set(reviewId: string, version: number, parts: KeptReviewParts): void {
    const size = Math.max(1, parts.processes.length + parts.items.length);
    if (size > this.maxRows) return;
    const kept = this.#reviews.get(reviewId);
    if (kept && kept.version > version) return;
    if (kept) this.#forget(reviewId, kept);
    this.#reviews.set(reviewId, { version, parts, size });
    this.#size += size;
    for (const [id, oldest] of this.#reviews) {
      if (this.#size <= this.maxRows) break;
      this.#forget(id, oldest);
    }
  }

  /** Records kept, all reviews together. */
  get size(): number {
    return this.#size;
  }

  #forget(reviewId: string, kept: Kept): void {
    this.#reviews.delete(reviewId);
    this.#size -= kept.size;
  }
}
