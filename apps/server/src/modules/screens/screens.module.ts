import type { AppDeps } from '../../deps';
import type { Viewer } from '../teams/workspace';
import type { ScreenOwner } from './screens.presenter';
import { ScreenResultsService } from './screen-results.service';
import { ScreensService } from './screens.service';

/** The screens services, built once per app from the shared deps. */
export function createScreens(deps: AppDeps): { screens: ScreensService; results: ScreenResultsService } {
  const people = async (ids: readonly string[], viewer: Viewer) => {
    const unique = [...new Set(ids)];
    // The viewer's own screens (every screen outside a team) need no look-up: the viewer was read with the session.
    const onlyViewer = unique.length > 0 && unique.every((id) => id === viewer.id);
    const rows = unique.length === 0 ? [] : onlyViewer ? [viewer] : await deps.db.db.selectFrom('users').select(['id', 'username', 'avatar_id']).where('id', 'in', unique).execute();
    const out = new Map<string, ScreenOwner>();
    for (const row of rows) {
      const avatar = row.avatar_id ? await deps.media.findById(row.avatar_id) : undefined;
      out.set(row.id, { id: row.id, username: row.username, avatar: avatar ? { id: avatar.id, url: deps.mediaService.signedUrl(avatar, viewer.id) } : null });
    }
    return out;
  };
  const screens = new ScreensService({ db: deps.db.db, dialect: deps.db.dialect, people });
  return { screens, results: new ScreenResultsService({ db: deps.db.db, dialect: deps.db.dialect, screens }) };
}
