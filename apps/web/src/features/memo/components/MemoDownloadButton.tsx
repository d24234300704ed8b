import type { Review } from '@thesis/domain';

/**
 * SLOT of the review page's header for the memo feature: "Download memo (PDF)". Renders nothing
 * until that feature fills it in.
 */
export function MemoDownloadButton(_props: { review: Review }) {
  return null;
}
