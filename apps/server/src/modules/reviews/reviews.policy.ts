import { MESSAGES, REVIEW_MESSAGES, reviewAccess, type ReviewAccess, type ReviewShareGrant } from '@thesis/domain';
import { AppError, notFound } from '../../lib/errors';
import { holderOf, inWorkspace, scopeOf, type Viewer } from '../teams/workspace';
import type { ReviewSharing } from './review-sharing';
import type { ReviewRecord } from './reviews.repository';

/**
 * Who may do what with a review. The rules themselves are the domain's `reviewAccess` (the
 * workspace the review belongs to — its author's, or their team's — the viewer's capabilities,
 * a share grant); this module applies them: 404 when the viewer may not see the review, 403 with
 * the rule's message when they may not change it.
 */
export class ReviewPolicy {
  constructor(private readonly sharing: ReviewSharing) {}

  async accessOf(viewer: Viewer, review: ReviewRecord): Promise<ReviewAccess> {
    const grant = inWorkspace(viewer, review.user_id) ? null : await this.sharing.grantFor(viewer, review);
    return accessWith(viewer, review, grant);
  }

  /** The viewer's access to a review they may see; 404 for a missing or hidden one. */
  async readable(viewer: Viewer, review: ReviewRecord | undefined, missing: string = REVIEW_MESSAGES.notFound): Promise<{ review: ReviewRecord; access: ReviewAccess }> {
    if (!review) throw notFound(missing);
    const access = await this.accessOf(viewer, review);
    if (!canRead(access)) throw notFound(missing);
    return { review, access };
  }

  /** As `readable`, then 403 unless the viewer may change the review (`upload`: a file write). */
  async editable(viewer: Viewer, review: ReviewRecord | undefined, options: { missing?: string; upload?: boolean } = {}): Promise<{ review: ReviewRecord; access: ReviewAccess }> {
    const found = await this.readable(viewer, review, options.missing);
    assertCanEdit(found.access, options.upload ?? false);
    return found;
  }
}

/** The domain rule applied to the viewer: their workspace key and capabilities. */
export function accessWith(viewer: Viewer, review: Pick<ReviewRecord, 'user_id'>, grant: ReviewShareGrant | null): ReviewAccess {
  return reviewAccess({ id: scopeOf(viewer), ...holderOf(viewer) }, review, grant);
}

export function canRead(access: ReviewAccess): boolean {
  return access.read;
}

export function canEdit(access: ReviewAccess): boolean {
  return access.read && access.abilities.update;
}

export function canSeeNotes(access: ReviewAccess): boolean {
  return access.read && access.permissions.notes;
}

export function canSeeModels(access: ReviewAccess): boolean {
  return access.read && access.permissions.models;
}

/** 403 with the access's read-only message (the shared-review or teamViewer wording). */
export function assertCanEdit(access: ReviewAccess, upload = false): void {
  if (canEdit(access)) return;
  throw new AppError(403, (upload ? access.uploadReadOnlyMessage : access.readOnlyMessage) ?? MESSAGES.noEditPermission);
}

/** Notes are changed by those who may edit the review and see its notes. */
export function assertCanEditNotes(access: ReviewAccess): void {
  assertCanEdit(access);
  if (!canSeeNotes(access)) throw new AppError(403, MESSAGES.noEditPermission);
}

/** Models likewise, with the upload wording. */
export function assertCanEditModels(access: ReviewAccess): void {
  assertCanEdit(access, true);
  if (!canSeeModels(access)) throw new AppError(403, MESSAGES.noEditPermission);
}
