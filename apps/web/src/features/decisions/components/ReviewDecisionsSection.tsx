import type { Review } from '@thesis/domain';

/**
 * SLOT of the review page for the decisions feature: the draft decision, its probability matrix
 * and the archived decisions. Renders nothing until that feature fills it in.
 */
export function ReviewDecisionsSection(_props: { review: Review }) {
  return null;
}
