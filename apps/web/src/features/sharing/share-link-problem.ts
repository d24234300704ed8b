import { SHARING_MESSAGES } from '@thesis/domain';
import { isApiError } from '../../lib/api-error';

export interface ShareLinkProblem {
  title: string;
  message: string;
  /** Worth trying again (a network or server failure), not a verdict on the link. */
  retry: boolean;
}

/** Why a share link did not open, in the words the page shows (the server says which with x-share-status). */
export function shareLinkProblem(error: unknown): ShareLinkProblem {
  if (!isApiError(error) || error.status === 0 || error.status >= 500) {
    return { title: 'The review could not be opened', message: 'Something went wrong while opening this link. Please try again.', retry: true };
  }
  const status = error.headers.get('x-share-status');
  if (status === 'expired') return { title: 'This link has expired', message: error.message || SHARING_MESSAGES.linkExpired, retry: false };
  if (status === 'revoked') return { title: 'This review is no longer shared', message: error.message || SHARING_MESSAGES.linkRevoked, retry: false };
  if (status === 'not-recipient') return { title: 'This review was shared with someone else', message: error.message || SHARING_MESSAGES.notRecipient, retry: false };
  if (error.status === 404) return { title: 'This link is not valid', message: error.message || SHARING_MESSAGES.linkInvalid, retry: false };
  return { title: 'The review could not be opened', message: error.message, retry: false };
}
