import type { AppDeps } from '../../deps';
import type { UserRow } from '../users/users.repository';
import { ScreenResultsService } from './screen-results.service';
import { ScreensService } from './screens.service';

/** The screens services, built once per app from the shared deps. */
export function createScreens(deps: AppDeps): { screens: ScreensService; results: ScreenResultsService } {
  const owner = async (viewer: UserRow) => {
    const avatar = viewer.avatar_id ? await deps.media.findById(viewer.avatar_id) : undefined;
    return { id: viewer.id, username: viewer.username, avatar: avatar ? { id: avatar.id, url: deps.mediaService.signedUrl(avatar) } : null };
  };
  const screens = new ScreensService({ db: deps.db.db, dialect: deps.db.dialect, owner });
  return { screens, results: new ScreenResultsService({ db: deps.db.db, dialect: deps.db.dialect, screens }) };
}
