import type { FastifyInstance } from 'fastify';
import { MESSAGES, MIN_SHOWN_MAGNITUDE } from '@thesis/domain';
import { validationError } from '../lib/errors';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when the request carries no body at all (no length, no chunked transfer). */
function sentNoBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers['content-length'];
  return (length === undefined || length === '0') && headers['transfer-encoding'] === undefined;
}

/**
 * The shape of JSON bodies, for every route at once (spec §7 calls some bodies "empty"):
 * - a request without a body (or a JSON content type with an empty body) is read as `{}`, so a
 *   route whose fields are all optional — `POST /decisions/make/{id}`, `PUT /screens/{id}`,
 *   `POST /refresh` — answers as it does to `{}`, and one with required fields names them;
 * - a body that is JSON but not an object (`null`, an array, a string, a number) is a 422 with a
 *   human message before any route's schema sees it.
 * Fastify's own JSON parser stays in charge of everything else (prototype-poisoning checks).
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads its body as the text sent (a signed webhook): no JSON shape checks. */
    rawBody?: boolean;
  }
}

/**
 * Numbers too small in size for any field to show (every field shows at most six decimals): a
 * value such as 1e-320 would be stored as "more than zero" and shown as 0. Answers the dotted
 * paths of such numbers in a body (at most 20).
 */
export function tooSmallNumbers(body: unknown): string[] {
  const found: string[] = [];
  // Walked with a list, not recursion: a body may nest thousands of levels deep.
  const pending: [unknown, string][] = [[body, '']];
  while (pending.length > 0 && found.length < 20) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'number') {
      if (value !== 0 && Math.abs(value) < MIN_SHOWN_MAGNITUDE) found.push(path || 'body');
    } else if (Array.isArray(value)) value.forEach((item, index) => pending.push([item, path ? `${path}.${index}` : String(index)]));
    else if (isPlainObject(value)) for (const [key, item] of Object.entries(value)) pending.push([item, path ? `${path}.${key}` : key]);
  }
  return found.sort();
}

export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void parse(request, text, done);
  });

  app.addHook('preValidation', (request, _reply, done) => {
    if (!BODY_METHODS.has(request.method) || !request.routeOptions.schema?.body || request.routeOptions.config.rawBody) {
      done();
      return;
    }
    const body: unknown = request.body;
    if (body === undefined || (body === null && sentNoBody(request.headers))) request.body = {};
    else if (!isPlainObject(body)) {
      done(validationError({ body: [MESSAGES.bodyNotObject] }));
      return;
    } else {
      const tiny = tooSmallNumbers(body);
      if (tiny.length > 0) {
        done(validationError(Object.fromEntries(tiny.map((path) => [path, [MESSAGES.numberTooSmall]]))));
        return;
      }
    }
    done();
  });
}
