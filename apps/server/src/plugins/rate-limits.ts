import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** Registers the rate limiter (per route, nothing global). */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false });
}

/** Sign-in, sign-up, verification and password reset: AUTH_RATE_LIMIT_MAX per window per address. */
export function credentialRateLimit(config: Config): RateLimitOptions {
  return { max: config.authRateLimit.max, timeWindow: config.authRateLimit.windowMs };
}

function checksPassword(body: unknown): boolean {
  return typeof body === 'object' && body !== null && ('password' in body || 'current_password' in body);
}

/**
 * The current-password check of PATCH /users/{id}, limited like sign-in but per account (a stolen
 * access token must not buy unlimited guesses). Other profile changes are not counted. Runs after
 * authentication and body validation.
 */
export function currentPasswordRateLimit(config: Config): RateLimitOptions {
  return {
    ...credentialRateLimit(config),
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) => `account:${request.auth?.user.id ?? request.ip}`,
    allowList: (request: FastifyRequest) => !checksPassword(request.body),
  };
}
