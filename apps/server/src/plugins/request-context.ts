import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';

const scope = new AsyncLocalStorage<FastifyRequest>();

/**
 * Makes the request being handled reachable from code that does not receive it (presenters that
 * sign file links for the viewer). Entered in preHandler, after body parsing, so the handler and
 * everything it awaits see it.
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    scope.run(request, done);
  });
}

/** The signed-in user of the request being handled, or null (anonymous, or outside a request). */
export function currentViewerId(): string | null {
  return scope.getStore()?.auth?.user.id ?? null;
}

/**
 * A logger that writes through the logger of the request being handled (so its lines carry the
 * request id and user id), and through `base` outside a request (start-up, background jobs).
 */
export function requestScopedLogger(base: FastifyBaseLogger): FastifyBaseLogger {
  return new Proxy(base, {
    get(target, property) {
      const logger = scope.getStore()?.log ?? target;
      const value: unknown = Reflect.get(logger, property);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(logger) : value;
    },
  });
}
