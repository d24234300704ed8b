import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Dialect } from '../db/database';
import { postgresRateLimitStore, rateLimitRedis } from './rate-limit-stores';

/** Where counters live: 'redis' with REDIS_URL, 'postgres' on PostgreSQL, 'memory' on SQLite. */
export type RateLimitBackend = 'redis' | 'postgres' | 'memory';

export function rateLimitBackend(config: Pick<Config, 'redis'>, dialect: Dialect): RateLimitBackend {
  if (config.redis) return 'redis';
  return dialect === 'postgres' ? 'postgres' : 'memory';
}

/** Limits are per route; answers carry the IETF RateLimit-Limit, -Remaining and -Reset headers (and Retry-After on 429). */
const LIMITER_OPTIONS = { global: false, enableDraftSpec: true } as const;

/**
 * Registers the rate limiter (per route, nothing global) with counters every instance shares:
 * in Redis when REDIS_URL is set, else in PostgreSQL (rate_limit_counters); in this process's
 * memory on SQLite, which runs one instance.
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  const { config, db } = app.deps;
  const backend = rateLimitBackend(config, db.dialect);
  if (backend === 'redis' && config.redis) {
    const redis = rateLimitRedis(config.redis.url);
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate limit store (Redis) unavailable'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
    await app.register(rateLimit, { ...LIMITER_OPTIONS, redis, nameSpace: config.redis.keyPrefix });
  } else if (backend === 'postgres') {
    await app.register(rateLimit, { ...LIMITER_OPTIONS, store: postgresRateLimitStore(db.db) });
  } else {
    await app.register(rateLimit, LIMITER_OPTIONS);
  }
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
