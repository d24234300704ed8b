import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../constants/messages';
import { TEAM_MESSAGES } from '../teams/messages';
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
      abilities: { update: true, share: true, decide: true, make: true },
      readOnlyMessage: null,
      uploadReadOnlyMessage: null,
    });
  });

  it('lets a free owner edit and share but not decide', () => {
    expect(reviewAccess({ id: 'owner', role: 'free' }, review, null).abilities).toEqual({ update: true, share: true, decide: false, make: false });
    expect(reviewAccess({ id: 'owner', role: 'unknown-role' }, review, null).abilities.decide).toBe(false);
  });

  it('never lets a teamViewer edit, share or decide, even their own review', () => {
    const access = reviewAccess({ id: 'owner', role: 'teamViewer' }, review, null);
    expect(access).toMatchObject({ read: true, abilities: { update: false, share: false, decide: false, make: false }, readOnlyMessage: MESSAGES.noEditPermission });
    expect(access.permissions).toEqual({ models: true, notes: true, decisions: true });
    expect(reviewAccess({ id: 'v', role: 'teamViewer' }, review, grant({}, true)).abilities.update).toBe(false);
  });

  it('follows the team rights: an Analyst drafts but does not make; an inactive team only reads', () => {
    const analyst = reviewAccess({ id: 'owner', role: 'teamAnalyst' }, review, null);
    expect(analyst.abilities).toEqual({ update: true, share: false, decide: true, make: false });
    const manager = reviewAccess({ id: 'owner', role: 'teamPortfolioManager' }, review, null);
    expect(manager.abilities).toEqual({ update: true, share: true, decide: true, make: true });
    const inactive = reviewAccess({ id: 'owner', role: 'teamAdministrator', teamActive: false }, review, null);
    expect(inactive.abilities).toEqual({ update: false, share: false, decide: false, make: false });
    expect(inactive.readOnlyMessage).toBe(TEAM_MESSAGES.inactiveReadOnly);
  });

  it('hides the review from anyone else', () => {
    expect(reviewAccess({ id: 'stranger', role: 'admin' }, review, null)).toMatchObject({ read: false, abilities: { update: false, share: false, decide: false, make: false } });
  });

  it('shows a shared review read-only with the grant’s permissions and the shared-review messages', () => {
    const access = reviewAccess({ id: 'guest', role: 'investor' }, review, grant({ notes: true }));
    expect(access).toMatchObject({
      read: true,
      isOwner: false,
      permissions: { models: false, notes: true, decisions: false },
      abilities: { update: false, share: false, decide: false, make: false },
      readOnlyMessage: MESSAGES.sharedReviewNoEdit,
      uploadReadOnlyMessage: MESSAGES.sharedReviewDownloadOnly,
    });
  });

  it('lets a recipient with the change permission edit, and decide only with the decisions permission', () => {
    expect(reviewAccess({ id: 'guest', role: 'investor' }, review, grant({}, true)).abilities).toEqual({ update: true, share: false, decide: false, make: false });
    expect(reviewAccess({ id: 'guest', role: 'investor' }, review, grant({ decisions: true }, true)).abilities.decide).toBe(true);
    expect(reviewAccess({ id: 'guest', role: 'free' }, review, grant({ decisions: true }, true)).abilities.decide).toBe(false);
  });
});
