import { MESSAGES } from '../constants/messages';
import { isRole, type Role } from '../constants/roles';
import type { PermissionRule } from '../constants/sharing';
import { canEditReviews, canMakeDecisions } from '../permissions/roles';

/**
 * Who may do what with an investment review (spec §6 Reviews and decisions), as small rules:
 *
 * - the owner reads everything (models, notes, decisions) and edits unless their role is
 *   teamViewer; only an owner who is not a viewer may share;
 * - someone the review is shared with (a grant) reads it, sees models, notes and decisions only as
 *   the grant's permission rules say, and edits only with the grant's change permission;
 * - a teamViewer never edits;
 * - deciding needs the right to change the review and a role that may make decisions (not free),
 *   and for a non-owner the decisions permission;
 * - anyone else has no access (the API answers 404).
 */
export type ReviewPermissions = Record<PermissionRule, boolean>;

/** What a share gives its recipient (filled in by the sharing feature). */
export interface ReviewShareGrant {
  permission_rules: ReviewPermissions;
  /** The change permission: the recipient may edit the review. */
  can_edit: boolean;
}

export interface ReviewAbilities {
  update: boolean;
  share: boolean;
  decide: boolean;
}

export interface ReviewAccess {
  read: boolean;
  isOwner: boolean;
  permissions: ReviewPermissions;
  abilities: ReviewAbilities;
  /** Why edits are refused (the 403 message), null when the viewer may edit. */
  readOnlyMessage: string | null;
  /** Why file uploads are refused (the 403 message), null when the viewer may edit. */
  uploadReadOnlyMessage: string | null;
}

const NOTHING: ReviewPermissions = { models: false, notes: false, decisions: false };
const EVERYTHING: ReviewPermissions = { models: true, notes: true, decisions: true };

function roleOf(role: string): Role {
  return isRole(role) ? role : 'free';
}

export function reviewAccess(viewer: { id: string; role: string }, review: { user_id: string }, grant: ReviewShareGrant | null): ReviewAccess {
  const role = roleOf(viewer.role);
  const isOwner = viewer.id === review.user_id;
  if (!isOwner && !grant) {
    return { read: false, isOwner, permissions: NOTHING, abilities: { update: false, share: false, decide: false }, readOnlyMessage: MESSAGES.notFound, uploadReadOnlyMessage: MESSAGES.notFound };
  }
  const permissions = isOwner ? EVERYTHING : { ...NOTHING, ...grant!.permission_rules };
  const update = canEditReviews(role) && (isOwner || grant!.can_edit);
  const decide = update && canMakeDecisions(role) && permissions.decisions;
  const viewerRole = !canEditReviews(role);
  return {
    read: true,
    isOwner,
    permissions,
    abilities: { update, share: isOwner && !viewerRole, decide },
    readOnlyMessage: update ? null : viewerRole ? MESSAGES.noEditPermission : MESSAGES.sharedReviewNoEdit,
    uploadReadOnlyMessage: update ? null : viewerRole ? MESSAGES.noEditPermission : MESSAGES.sharedReviewDownloadOnly,
  };
}
