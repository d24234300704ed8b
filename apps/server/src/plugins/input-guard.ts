import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@thesis/domain';
import { AppError, validationError } from '../lib/errors';
import { readsMultipart } from './route-catalogue';

export const NUL_MESSAGE = 'This field contains characters that are not allowed.';

/** The path of the first string holding a NUL character, or null. Iterative: bodies may nest deeply. */
function findNul(root: unknown): string | null {
  const stack: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path.join('.') || 'body';
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, path: [...path, String(index)] }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return [...path, key].join('.');
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}

/**
 * Refuses a multipart body on a route that does not take one (415), and NUL characters in bodies,
 * route parameters and query strings with a 422: PostgreSQL
 * cannot store them (it would answer 500) and SQLite would keep them silently.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    // Only upload routes read multipart bodies; any other route would take one as an empty body.
    if (request.isMultipart?.() && !readsMultipart(request.routeOptions.schema)) {
      done(new AppError(415, MESSAGES.unsupportedContentType));
      return;
    }
    for (const source of [request.params, request.query, request.body]) {
      const field = findNul(source);
      if (field !== null) {
        done(validationError({ [field]: [NUL_MESSAGE] }));
        return;
      }
    }
    done();
  });
}
