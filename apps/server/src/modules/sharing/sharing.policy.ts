import { SHARING_MESSAGES, type ReviewAccess } from '@thesis/domain';
import { AppError } from '../../lib/errors';

/** Only the owner who is not a viewer shares a review (spec §6): 403 with the reason otherwise. */
export function assertCanShare(access: ReviewAccess): void {
  if (access.abilities.share) return;
  throw new AppError(403, access.isOwner ? (access.readOnlyMessage ?? SHARING_MESSAGES.ownerOnly) : SHARING_MESSAGES.ownerOnly);
}
