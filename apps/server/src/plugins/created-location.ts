import type { FastifyInstance } from 'fastify';

/**
 * The address of what a POST created, as a route pattern, when the API has one to read it:
 * `/api/v1/screens` → `/api/v1/screens/:id`; a copy made by `/api/v1/replicates/<kind>/:id` is
 * read at `/api/v1/<kind>/:id`. Null when nothing reads it on its own.
 */
export function createdResourceRoute(postRoute: string, getRoutes: ReadonlySet<string>): string | null {
  const replicate = /^(.*)\/replicates\/([\w-]+)\/:id$/.exec(postRoute);
  const candidate = replicate ? `${replicate[1]}/${replicate[2]}/:id` : `${postRoute}/:id`;
  return getRoutes.has(candidate) ? candidate : null;
}

/**
 * Every 201 of a POST whose answer is `{ data: { id } }` carries `Location`: where to read it.
 * Registered on the API's scope: nothing else creates.
 */
export function registerCreatedLocation(app: FastifyInstance): void {
  let getRoutes: Set<string> | undefined;
  app.addHook('onSend', (request, reply, payload, done) => {
    const route = request.routeOptions.url;
    if (reply.statusCode !== 201 || request.method !== 'POST' || !route || typeof payload !== 'string') return done(null, payload);
    getRoutes ??= new Set(app.routeCatalogue().filter((known) => known.method === 'GET').map((known) => known.url));
    const target = createdResourceRoute(route, getRoutes);
    if (target) {
      const id = (JSON.parse(payload) as { data?: { id?: unknown } }).data?.id;
      if (typeof id === 'string') reply.header('location', target.replace(':id', encodeURIComponent(id)));
    }
    done(null, payload);
  });
}
