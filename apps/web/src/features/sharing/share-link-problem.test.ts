import { SHARING_MESSAGES } from '@thesis/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { shareLinkProblem } from './share-link-problem';

const refused = (status: number, message: string, shareStatus?: string) =>
  new ApiError(status, message, {}, new Headers(shareStatus ? { 'x-share-status': shareStatus } : {}));

describe('why a share link did not open', () => {
  it('names expired, revoked, foreign and broken links', () => {
    expect(shareLinkProblem(refused(403, SHARING_MESSAGES.linkExpired, 'expired'))).toEqual({ title: 'This link has expired', message: SHARING_MESSAGES.linkExpired, retry: false });
    expect(shareLinkProblem(refused(403, SHARING_MESSAGES.linkRevoked, 'revoked')).title).toBe('This review is no longer shared');
    expect(shareLinkProblem(refused(403, SHARING_MESSAGES.notRecipient, 'not-recipient')).title).toBe('This review was shared with someone else');
    expect(shareLinkProblem(refused(404, SHARING_MESSAGES.linkInvalid))).toEqual({ title: 'This link is not valid', message: SHARING_MESSAGES.linkInvalid, retry: false });
  });
  it('offers to try again after a network or server failure', () => {
    expect(shareLinkProblem(refused(0, 'offline')).retry).toBe(true);
    expect(shareLinkProblem(refused(503, 'down')).retry).toBe(true);
    expect(shareLinkProblem(new Error('boom')).retry).toBe(true);
  });
});
