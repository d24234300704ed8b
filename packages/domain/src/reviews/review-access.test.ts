import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../constants/messages';
import { reviewAccess, type ReviewShareGrant } from './review-access';

const review = { user_id: 'owner' };
const grant = (rules: Partial<ReviewShareGrant['permission_rules']>, can_edit = false): ReviewShareGrant => ({
  permission_rules: { models: false, notes: false, decisions: false, ...rules },
  can_edit,
});

describe('review access (spec §6 Reviews and decisions)', () => {
  it('gives the owner everything', () => {
    expect(reviewAccess({ id: 'owner', role: 'investor' }, review, null)).toEqual({
      read: true,
      isOwner: true,
      permissions: { models: true, notes: true, decisions: true },
      abilities: { update: true, share: true, decide: true },
      readOnlyMessage: null,
      uploadReadOnlyMessage: null,
    });
  });

  it('lets a free owner edit and share but not decide', () => {
    expect(reviewAccess({ id: 'owner', role: 'free' }, review, null).abilities).toEqual({ update: true, share: true, decide: false });
    expect(reviewAccess({ id: 'owner', role: 'unknown-role' }, review, null).abilities.decide).toBe(false);
  });

  it('never lets a teamViewer edit, share or decide, even their own review', () => {
    const access = reviewAccess({ id: 'owner', role: 'teamViewer' }, review, null);
    expect(access).toMatchObject({ read: true, abilities: { update: false, share: false, decide: false }, readOnlyMessage: MESSAGES.noEditPermission });
    expect(access.permissions).toEqual({ models: true, notes: true, decisions: true });
    expect(reviewAccess({ id: 'v', role: 'teamViewer' }, review, grant({}, true)).abilities.update).toBe(false);
  });

  it('hides the review from anyone else', () => {
    expect(reviewAccess({ id: 'stranger', role: 'admin' }, review, null)).toMatchObject({ read: false, abilities: { update: false, share: false, decide: false } });
  });

  it('shows a shared review read-only with the grant’s permissions and the shared-review messages', () => {
    const access = reviewAccess({ id: 'guest', role: 'investor' }, review, grant({ notes: true }));
    expect(access).toMatchObject({
      read: true,
      isOwner: false,
      permissions: { models: false, notes: true, decisions: false },
      abilities: { update: false, share: false, decide: false },
      readOnlyMessage: MESSAGES.sharedReviewNoEdit,
      uploadReadOnlyMessage: MESSAGES.sharedReviewDownloadOnly,
    });
  });

  it('lets a recipient with the change permission edit, and decide only with the decisions permission', () => {
    expect(reviewAccess({ id: 'guest', role: 'investor' }, review, grant({}, true)).abilities).toEqual({ update: true, share: false, decide: false });
    expect(reviewAccess({ id: 'guest', role: 'investor' }, review, grant({ decisions: true }, true)).abilities.decide).toBe(true);
    expect(reviewAccess({ id: 'guest', role: 'free' }, review, grant({ decisions: true }, true)).abilities.decide).toBe(false);
  });
});
