import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

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
