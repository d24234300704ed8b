import { canSeeNavEntry, isRole } from '@thesis/domain';
import { forbidden, notFound } from '../../lib/errors';
import type { UserRow } from '../users/users.repository';
import type { ScreenRecord } from './screens.repository';

export const SCREENING_FORBIDDEN = 'Your role does not include Screening.';

/** Screening is for the roles of spec §6 (every role but teamViewer). */
export function assertCanScreen(viewer: UserRow): void {
  if (!canSeeNavEntry(isRole(viewer.role) ? viewer.role : 'free', 'screening')) throw forbidden(SCREENING_FORBIDDEN);
}

/** A screen is its owner's alone: anyone else gets 404, as for a screen that does not exist. */
export function assertOwnScreen(viewer: UserRow, screen: ScreenRecord | null): asserts screen is ScreenRecord {
  if (!screen || screen.user_id !== viewer.id) throw notFound();
}

/** What the viewer may do with their own screen. */
export function screenAbilities(viewer: UserRow, screen: ScreenRecord): { update: boolean; delete: boolean; run: boolean } {
  const own = screen.user_id === viewer.id;
  return { update: own, delete: own, run: own };
}
