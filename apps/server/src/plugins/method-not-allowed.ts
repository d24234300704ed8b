import type { FastifyInstance, HTTPMethods } from 'fastify';
import FindMyWay from 'find-my-way';

/**
 * The methods the API answers at `path`, from the route table (a router of its own, built on first
 * need with the app's routing options): empty when no route has the path.
 */
export function allowedMethods(app: FastifyInstance): (path: string) => string[] {
  let router: FindMyWay.Instance<FindMyWay.HTTPVersion.V1> | undefined;
  let methods: HTTPMethods[] = [];
  return (path) => {
    if (!router) {
      const built = FindMyWay({ ignoreTrailingSlash: true });
      for (const route of app.routeCatalogue()) built.on(route.method.toUpperCase() as FindMyWay.HTTPMethod, route.url, () => undefined);
      methods = [...new Set(app.routeCatalogue().map((route) => route.method.toUpperCase() as HTTPMethods))];
      router = built;
    }
    const found = router;
    const answered = methods.filter((method) => found.find(method as FindMyWay.HTTPMethod, path) !== null);
    // Fastify answers HEAD wherever it answers GET.
    if (answered.includes('GET') && !answered.includes('HEAD')) answered.push('HEAD');
    return answered.sort();
  };
}
