import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_BASE_PATH,
  errorResponseSchema,
  forgotPasswordSchema,
  loginMetaSchema,
  loginResponseSchema,
  loginSchema,
  refreshResponseSchema,
  registerSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  verifyEmailQuerySchema,
} from '@thesis/domain';
import { bearerToken, currentUser } from '../../plugins/auth';
import { credentialRateLimit } from '../../plugins/rate-limits';
import { presentUser } from '../users/users.presenter';
import { userEnvelope } from '../users/users.routes';
import { REFRESH_TOKEN_TTL_DAYS } from './tokens';

export const REFRESH_COOKIE = 'thesis_refresh';
const REFRESH_PATH = `${API_BASE_PATH}/refresh`;
const tags = ['Authentication'];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 409: errorResponseSchema, 422: errorResponseSchema, 429: errorResponseSchema };
const empty = z.object({ data: z.object({}).strict() });

/** A refresh token sent as `Authorization: Bearer`; an access token (a JWT, dotted) is not one. */
function bearerRefreshToken(request: FastifyRequest): string | undefined {
  const token = bearerToken(request);
  return token && !token.includes('.') ? token : undefined;
}

export function authRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { authService } = app.deps;
  const limited = { rateLimit: credentialRateLimit(app.deps.config) };
  const secure = app.deps.config.appUrl.startsWith('https://');

  function setRefreshCookie(reply: FastifyReply, token: string) {
    void reply.setCookie(REFRESH_COOKIE, token, {
      httpOnly: true,
      sameSite: 'strict',
      secure,
      path: REFRESH_PATH,
      maxAge: REFRESH_TOKEN_TTL_DAYS * 86_400,
    });
  }

  r.post('/register', {
    config: limited,
    schema: {
      tags,
      summary: 'Create an account (starts a 90-day trial) and e-mail a verification link',
      body: registerSchema,
      response: { 201: z.object({ data: z.object({ id: z.string(), username: z.string(), email: z.string() }) }), ...errors },
    },
  }, async (request, reply) => {
    const user = await authService.register(request.body, request.log);
    return reply.status(201).send({ data: { id: user.id, username: user.username, email: user.email } });
  });

  r.post('/login', {
    config: limited,
    schema: {
      tags,
      summary: 'Sign in; 409 when the e-mail is not verified, 403 when the account is suspended',
      body: loginSchema,
      response: { 200: z.object({ data: loginResponseSchema, meta: loginMetaSchema }), ...errors },
    },
  }, async (request, reply) => {
    const { pair, inactiveTeam } = await authService.login(request.body, request.headers['user-agent']);
    setRefreshCookie(reply, pair.refresh_token);
    return { data: pair, meta: { inactive_team: inactiveTeam } };
  });

  r.post('/refresh', {
    schema: {
      tags,
      summary: 'Rotate the refresh token and issue a new access token',
      description:
        'The refresh token comes from the httpOnly cookie (browsers), refresh_token in the body, or `Authorization: Bearer <refresh_token>` with an empty body (API clients), in that order; ' +
        'an access token sent as bearer is not a refresh token and is ignored. Every use rotates the token (the answer carries the new one); reusing a spent token revokes the whole session. 401 when no valid token is sent.',
      security: [{ bearerAuth: [] }, {}],
      body: z.object({ refresh_token: z.string().optional() }).optional(),
      response: { 200: z.object({ data: refreshResponseSchema }), ...errors },
    },
  }, async (request, reply) => {
    const token = request.cookies[REFRESH_COOKIE] ?? request.body?.refresh_token ?? bearerRefreshToken(request);
    try {
      const pair = await authService.refresh(token);
      setRefreshCookie(reply, pair.refresh_token);
      return { data: pair };
    } catch (error) {
      void reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_PATH });
      throw error;
    }
  });

  r.delete('/logout', {
    onRequest: [app.authenticate],
    schema: { tags, summary: 'Sign out this session (its refresh tokens stop working)', security: [{ bearerAuth: [] }], response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    await authService.logout(currentUser(request).sessionId);
    void reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_PATH });
    return reply.status(204).send(null);
  });

  r.get('/email/verify/:id/:hash', {
    schema: {
      tags,
      summary: 'Verify an e-mail address from the signed, expiring link',
      params: z.object({ id: z.string(), hash: z.string() }),
      querystring: verifyEmailQuerySchema,
      response: { 200: userEnvelope, ...errors },
    },
  }, async (request) => {
    const { id, hash } = request.params;
    const user = await authService.verifyEmail({ id, hash, ...request.query });
    const fresh = await app.deps.users.findById(user.id);
    return { data: presentUser(fresh ?? user, { includeRoles: true }) };
  });

  r.post('/email/resend', {
    config: limited,
    schema: { tags, summary: 'Send a new verification link (same answer whether or not the account exists)', body: resendVerificationSchema, response: { 200: empty, ...errors } },
  }, async (request) => {
    await authService.resendVerification(request.body.email, request.log);
    return { data: {} };
  });

  r.post('/password/forgot', {
    config: limited,
    schema: { tags, summary: 'E-mail a password reset link (same answer whether or not the account exists)', body: forgotPasswordSchema, response: { 200: empty, ...errors } },
  }, async (request) => {
    await authService.forgotPassword(request.body.email, request.log);
    return { data: {} };
  });

  r.post('/password/reset', {
    config: limited,
    schema: { tags, summary: 'Set a new password with the e-mailed token; signs out every session', body: resetPasswordSchema, response: { 200: empty, ...errors } },
  }, async (request) => {
    await authService.resetPassword(request.body);
    return { data: {} };
  });
}
