import { AppError, notFound } from '../../lib/errors';
import { inWorkspace, viewerCan, viewerDenied, type Viewer } from '../teams/workspace';
import type { ScreenRecord } from './screens.repository';

/** Screening needs the screens.use capability (every role but teamViewer; read-only in an inactive team). */
export function assertCanScreen(viewer: Viewer): void {
  if (!viewerCan(viewer, 'screens.use')) throw new AppError(403, viewerDenied(viewer, 'screens.use'));
}

/** Reading screens and their results needs screens.read (kept by the members of an inactive team). */
export function assertCanReadScreens(viewer: Viewer): void {
  if (!viewerCan(viewer, 'screens.read')) throw new AppError(403, viewerDenied(viewer, 'screens.read'));
}

/** A screen belongs to its workspace (a person's, or their team's): anyone else gets 404, as for a screen that does not exist. */
export function assertOwnScreen(viewer: Viewer, screen: ScreenRecord | null): asserts screen is ScreenRecord {
  if (!screen || !inWorkspace(viewer, screen.user_id)) throw notFound();
}

/** What the viewer may do with a screen of their workspace. */
export function screenAbilities(viewer: Viewer, screen: ScreenRecord): { update: boolean; delete: boolean; run: boolean } {
  const own = inWorkspace(viewer, screen.user_id) && viewerCan(viewer, 'screens.use');
  return { update: own, delete: own, run: own };
}
