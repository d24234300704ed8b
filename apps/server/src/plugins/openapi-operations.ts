import type { RouteOptions } from 'fastify';

const VERBS: Record<string, string> = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete', HEAD: 'head', OPTIONS: 'options' };

const camel = (words: string[]) => words.map((word, index) => (index === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())).join('');

/**
 * A stable operationId from the method and path, unique because the pair is:
 * `GET /api/v1/investment-reviews/:id/models` → `getInvestmentReviewsByIdModels`.
 */
export function operationIdFor(method: string, url: string, basePath = '/api/v1'): string {
  const path = url.startsWith(`${basePath}/`) ? url.slice(basePath.length) : url;
  const words = [VERBS[method.toUpperCase()] ?? method.toLowerCase()];
  for (const segment of path.split('/').filter(Boolean)) {
    const parameter = /^[:{](\w+)\??}?$/.exec(segment);
    const parts = (parameter ? parameter[1]! : segment).split(/[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])/).filter(Boolean);
    words.push(...(parameter ? ['by', ...parts] : parts));
  }
  return camel(words);
}

function hooks(route: RouteOptions): unknown[] {
  const onRequest = route.onRequest as unknown;
  if (!onRequest) return [];
  return Array.isArray(onRequest) ? onRequest : [onRequest];
}

/** Whether a request may go without a body: one without is read as `{}` (plugins/json-body.ts), so the route's body schema (zod) decides. */
function bodyOptional(route: RouteOptions): boolean {
  const body = (route.schema as { body?: { safeParse?: (value: unknown) => { success: boolean } } } | undefined)?.body;
  return typeof body?.safeParse === 'function' && body.safeParse({}).success;
}

/**
 * Fills in what the document needs for each operation when the route did not say it: its
 * operationId, and its security — the bearer token when the route runs `authenticate`, none
 * (`[]`, public) otherwise. Marks a rate-limited route (`x-rate-limited`) and a body the route may
 * go without (`x-body-optional`) for conventionalAnswers.
 */
export function completeOperation<S extends Record<string, unknown>>(schema: S, route: RouteOptions, url: string, authenticate: unknown): S {
  const method = Array.isArray(route.method) ? route.method[0]! : route.method;
  const rateLimited = Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit);
  return {
    ...schema,
    operationId: schema.operationId ?? operationIdFor(method, url),
    security: schema.security ?? (hooks(route).includes(authenticate) ? [{ bearerAuth: [] }] : []),
    ...(rateLimited ? { 'x-rate-limited': true } : {}),
    ...(bodyOptional(route) ? { 'x-body-optional': true } : {}),
  };
}
