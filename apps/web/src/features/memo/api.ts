import { displayTicker, memoFileName, type Review } from '@thesis/domain';
import { api } from '../../lib/api';
import type { DownloadedFile } from '../../lib/api-client';

/** GET /investment-reviews/{id}/memo.pdf, relative to the API base. */
export function memoPath(reviewId: string): string {
  return `/investment-reviews/${encodeURIComponent(reviewId)}/memo.pdf`;
}

/**
 * Fetches the memo PDF of a review with the viewer's token (refreshed when it expired). Silent:
 * the caller shows its own message when it fails. The name is the server's, or the same pattern.
 */
export async function fetchMemo(review: Pick<Review, 'id' | 'investment'>, client: { download: typeof api.download } = api): Promise<DownloadedFile & { fileName: string }> {
  const file = await client.download(memoPath(review.id), { silent: true });
  return { blob: file.blob, fileName: file.fileName ?? memoFileName(displayTicker(review.investment.ticker), new Date()) };
}
