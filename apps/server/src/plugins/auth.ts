import type { FastifyInstance, FastifyRequest } from 'fastify';
import { suspendedError, unauthenticated } from '../lib/errors';
import { createAccessTokenVerifier } from '../modules/auth/verified-tokens';
import { assertNotBlocked } from '../modules/teams/viewers';
import type { Viewer } from '../modules/teams/workspace';

export interface CurrentUser {
  /** The account with its effective role and workspace (its team, if any). */
  user: Viewer;
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

/** The credential of an `Authorization: Bearer …` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** Resolves the signed-in user from the bearer token: valid JWT, live session, not suspended, not blocked by their team. */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  const verifyAccessToken = createAccessTokenVerifier(app.deps.config.jwtSecret);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    const claims = await verifyAccessToken(token);
    if (!claims) throw unauthenticated();
    const viewer = await app.deps.viewers.forSession(claims.userId, claims.sessionId);
    if (!viewer) {
      // The token is ours but its session is gone: a suspension (which ends the sessions) says so instead of a bare 401.
      if ((await app.deps.users.findById(claims.userId))?.suspended_at) throw suspendedError();
      throw unauthenticated();
    }
    if (viewer.suspended_at) throw suspendedError();
    assertNotBlocked(viewer);
    request.auth = { user: viewer, sessionId: claims.sessionId };
  });
}

/** The signed-in user of a route guarded by `app.authenticate`. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
