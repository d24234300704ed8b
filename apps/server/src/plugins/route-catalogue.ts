import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';

/** One route as registered: its method, URL template and the (zod) schemas it validates with. */
export interface CataloguedRoute {
  method: HTTPMethods;
  url: string;
  schema: FastifySchema | undefined;
  /** True when the route reads multipart/form-data (uploads) instead of JSON. */
  multipart: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered, in order (HEAD routes Fastify adds for GET left out). */
    routeCatalogue: () => readonly CataloguedRoute[];
  }
}

/** Whether a route's schema says it reads multipart/form-data (an upload) rather than JSON. */
export function readsMultipart(schema: unknown): boolean {
  return (schema as { consumes?: readonly string[] } | undefined)?.consumes?.includes('multipart/form-data') ?? false;
}

/**
 * Records the live route table with each route's schemas, for what must cover every route
 * (the schema-driven fuzzing, the authorization matrix): a new route is included automatically.
 * Registered before any route.
 */
export function registerRouteCatalogue(app: FastifyInstance): void {
  const routes: CataloguedRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' && route.exposeHeadRoute !== true && routes.some((known) => known.url === route.url && known.method === 'GET')) continue;
      routes.push({ method: method as HTTPMethods, url: route.url, schema: route.schema, multipart: readsMultipart(route.schema) });
    }
  });
  app.decorate('routeCatalogue', () => routes);
}
