import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, includeQuery, MESSAGES, updateUserSchema, userSchema } from '@thesis/domain';
import { AppError } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { currentPasswordRateLimit } from '../../plugins/rate-limits';
import { presentViewer } from './users.presenter';

export const userEnvelope = z.object({ data: userSchema });
const tags = ['Users'];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema, 429: errorResponseSchema };

export function usersRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { usersService } = app.deps;

  r.get('/users/profile', {
    onRequest: [app.authenticate],
    schema: {
      tags,
      security,
      summary: 'The signed-in user; include=roles,avatar adds the role list and the avatar',
      querystring: z.object({ include: includeQuery }),
      response: { 200: userEnvelope, ...errors },
    },
  }, async (request) => {
    try {
      const signedIn = currentUser(request).user;
      const user = (await usersService.profile(signedIn)) ? ((await app.deps.viewers.forUser(signedIn.id)) ?? signedIn) : signedIn;
      const include = request.query.include;
      const avatar = include.includes('avatar') ? await usersService.avatarOf(user) : undefined;
      return { data: presentViewer(user, { includeRoles: include.includes('roles'), avatar }) };
    } catch (error) {
      if (error instanceof AppError) throw error;
      request.log.error({ err: error }, 'profile load failed');
      throw new AppError(500, MESSAGES.failedToGetUser);
    }
  });

  r.patch('/users/:id', {
    onRequest: [app.authenticate],
    config: { rateLimit: currentPasswordRateLimit(app.deps.config) },
    schema: {
      tags,
      security,
      summary: 'Change your own account: names, username, avatar, dashboard view, reporting currency, or password (with current_password; signs out other sessions)',
      description:
        'Only the fields sent change. reporting_currency (AUD, USD, GBP, NZD, EUR or CAD; default AUD) is the currency portfolio values, totals, weights and screen aggregations are converted to. ' +
        'A request carrying password or current_password is limited like sign-in, per account (429 after AUTH_RATE_LIMIT_MAX attempts in AUTH_RATE_LIMIT_WINDOW_MS); other changes are not limited.',
      params: z.object({ id: z.string() }),
      querystring: z.object({ include: includeQuery }),
      body: updateUserSchema,
      response: { 200: userEnvelope, ...errors },
    },
  }, async (request) => {
    const { user, sessionId } = currentUser(request);
    await usersService.update(user, sessionId, request.params.id, request.body);
    const updated = (await app.deps.viewers.forUser(user.id)) ?? user;
    const avatar = request.query.include.includes('avatar') ? await usersService.avatarOf(updated) : undefined;
    return { data: presentViewer(updated, { includeRoles: true, avatar }) };
  });
}
