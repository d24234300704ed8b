/**
 * A share link opens the review page itself (spec §2: a path containing 'investment' and
 * 'reviews', remembered as sharedLink for visitors) with the share's id and signature:
 * `/investment-reviews/{reviewId}?sharing={shareId}&signature={signature}`. The page calls
 * POST /sharings/{shareId}/user-attach?signature= and then shows the review.
 */
export const SHARE_LINK_PARAMS = { sharing: 'sharing', signature: 'signature' } as const;

export function shareLinkPath(reviewId: string, shareId: string, signature: string): string {
  const query = new URLSearchParams({ [SHARE_LINK_PARAMS.sharing]: shareId, [SHARE_LINK_PARAMS.signature]: signature });
  return `/investment-reviews/${encodeURIComponent(reviewId)}?${query.toString()}`;
}

/** The share id and signature of a review page's query string, when it carries both. */
export function readShareLink(search: string): { sharingId: string; signature: string } | null {
  const query = new URLSearchParams(search);
  const sharingId = query.get(SHARE_LINK_PARAMS.sharing)?.trim();
  const signature = query.get(SHARE_LINK_PARAMS.signature)?.trim();
  return sharingId && signature ? { sharingId, signature } : null;
}
