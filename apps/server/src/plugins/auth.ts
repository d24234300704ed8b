import type { FastifyInstance, FastifyRequest } from 'fastify';
import { suspendedError, unauthenticated } from '../lib/errors';
import { verifyAccessToken } from '../modules/auth/tokens';
import type { UserRow } from '../modules/users/users.repository';

export interface CurrentUser {
  user: UserRow;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: CurrentUser | null;
  }
  interface FastifyInstance {
    /** onRequest hook: answers 401 without a valid access token of an active session. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** Resolves the signed-in user from the bearer token: valid JWT, live session, not suspended. */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearer(request);
    if (!token) throw unauthenticated();
    const claims = await verifyAccessToken(app.deps.config.jwtSecret, token);
    if (!claims) throw unauthenticated();
    const row = await app.deps.db.db
      .selectFrom('users')
      .leftJoin('sessions', (join) => join.onRef('sessions.user_id', '=', 'users.id').on('sessions.id', '=', claims.sessionId).on('sessions.revoked_at', 'is', null))
      .selectAll('users')
      .select('sessions.id as live_session_id')
      .where('users.id', '=', claims.userId)
      .executeTakeFirst();
    if (!row) throw unauthenticated();
    // The token is ours: a suspension (which also ends the sessions) says so instead of a bare 401.
    if (row.suspended_at) throw suspendedError();
    if (!row.live_session_id) throw unauthenticated();
    const { live_session_id: _live, ...user } = row;
    request.auth = { user, sessionId: claims.sessionId };
  });
}

/** The signed-in user of a route guarded by `app.authenticate`. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
