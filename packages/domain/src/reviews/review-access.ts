import { MESSAGES } from '../constants/messages';
import type { PermissionRule } from '../constants/sharing';
import { can, deniedMessage, type CapabilityHolder } from '../permissions/capabilities';

/**
 * Who may do what with an investment review (spec §6 Reviews and decisions), as small rules:
 *
 * - the owner — whoever works in the workspace the review belongs to: its author, or any member
 *   of the author's team — reads everything (models, notes, decisions), and edits, shares,
 *   drafts and makes decisions as their capabilities allow (permissions/capabilities.ts: a
 *   teamViewer or a member of an inactive team only reads; an Analyst drafts but does not make);
 * - someone the review is shared with (a grant) reads it, sees models, notes and decisions only as
 *   the grant's permission rules say, and edits only with the grant's change permission;
 * - a teamViewer never edits;
 * - changing the decision draft (`decide`) needs the right to change the review, the
 *   decisions.draft capability and, for a non-owner, the decisions permission; making it (`make`)
 *   also needs decisions.make;
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
  /** Change the decision draft. */
  decide: boolean;
  /** Make (finalise) the decision. */
  make: boolean;
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

/**
 * `viewer.id` is the viewer's workspace key (their own id, or their team owner's id), so a review
 * of the team is every member's; `role`/`teamActive` are what the capability table reads.
 */
export function reviewAccess(viewer: CapabilityHolder & { id: string }, review: { user_id: string }, grant: ReviewShareGrant | null): ReviewAccess {
  const isOwner = viewer.id === review.user_id;
  if (!isOwner && !grant) {
    return { read: false, isOwner, permissions: NOTHING, abilities: { update: false, share: false, decide: false, make: false }, readOnlyMessage: MESSAGES.notFound, uploadReadOnlyMessage: MESSAGES.notFound };
  }
  const permissions = isOwner ? EVERYTHING : { ...NOTHING, ...grant!.permission_rules };
  const mayEdit = can(viewer, 'reviews.edit');
  const update = mayEdit && (isOwner || grant!.can_edit);
  const decide = update && can(viewer, 'decisions.draft') && permissions.decisions;
  const roleMessage = mayEdit ? null : deniedMessage(viewer, 'reviews.edit');
  return {
    read: true,
    isOwner,
    permissions,
    abilities: { update, share: isOwner && can(viewer, 'reviews.share'), decide, make: decide && can(viewer, 'decisions.make') },
    readOnlyMessage: update ? null : (roleMessage ?? MESSAGES.sharedReviewNoEdit),
    uploadReadOnlyMessage: update ? null : (roleMessage ?? MESSAGES.sharedReviewDownloadOnly),
  };
}
