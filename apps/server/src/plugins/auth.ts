import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '@thesis/domain';
import { AppError, unauthenticated } from '../lib/errors';
import { createAccessTokenVerifier } from '../modules/auth/verified-tokens';
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
  const verifyAccessToken = createAccessTokenVerifier(app.deps.config.jwtSecret);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearer(request);
    if (!token) throw unauthenticated();
    const claims = await verifyAccessToken(token);
    if (!claims) throw unauthenticated();
    const row = await app.deps.db.db
      .selectFrom('users')
      .innerJoin('sessions', 'sessions.user_id', 'users.id')
      .selectAll('users')
      .where('users.id', '=', claims.userId)
      .where('sessions.id', '=', claims.sessionId)
      .where('sessions.revoked_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw unauthenticated();
    if (row.suspended_at) throw new AppError(403, MESSAGES.suspended, undefined, { 'x-account-status': 'suspended' });
    request.auth = { user: row, sessionId: claims.sessionId };
  });
}

/** The signed-in user of a route guarded by `app.authenticate`. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
