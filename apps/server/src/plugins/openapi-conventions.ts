import { createdResourceRoute } from './created-location';

/**
 * What every operation of the API can answer besides what its route declares, written into the
 * document once as shared responses:
 * - a request with a body (POST, PUT, PATCH, DELETE) can be malformed (400), too large (413) or of
 *   a type the API does not read (415);
 * - a bearer-token operation answers 401 without a valid token and 403 to a blocked account;
 * - a GET of the API answers 304 (no body) when If-None-Match names the ETag of its answer (not
 *   health checks, metrics or streamed files, which carry no ETag);
 * - a 201 of a POST carries Location when the API reads what it created (createdResourceRoute);
 * - any operation answers 422 for characters no field may hold (NUL) in its path or query;
 * - a write may answer 507 when the disk is full;
 * - any operation may answer 503 while the server is overloaded or its database unreachable;
 * - a rate-limited route answers 429 (the route's `config.rateLimit`, marked `x-rate-limited`);
 * - a body the route may go without (`x-body-optional`) is not required;
 * - a file upload (`x-multipart`: its fields) takes multipart/form-data;
 * - a JSON body the route reads as text (`x-json-body`: what it is) is documented as a JSON object.
 * The `x-` marks are set by completeOperation from the route and removed here.
 */

interface Operation {
  security?: Record<string, unknown>[];
  requestBody?: { required?: boolean; content?: Record<string, unknown>; description?: string };
  responses?: Record<string, unknown>;
  'x-rate-limited'?: boolean;
  'x-body-optional'?: boolean;
  'x-multipart'?: Record<string, string>;
  'x-json-body'?: string;
}

interface Document {
  paths?: Record<string, Record<string, Operation>>;
}

/** Shared error answers by status, added where missing (their components come with the shared error responses). */
const BODY_ERRORS = ['400', '413', '415'];
const BEARER_ERRORS = ['401', '403'];
const WITH_BODY = new Set(['post', 'put', 'patch', 'delete']);
const NOT_MODIFIED = {
  description: 'Not modified: the answer is the one whose ETag was sent in If-None-Match (every answer with a body carries a weak ETag).',
  headers: { ETag: { description: 'The weak ETag of the answer', schema: { type: 'string' } } },
};

/** Whether an answer is whole text (JSON or CSV), which the API tags; a streamed file is not. */
function answersWhole(response: unknown): boolean {
  if (!response || typeof response !== 'object') return false;
  const content = (response as { content?: Record<string, unknown> }).content;
  return !content || Object.keys(content).some((type) => type === 'application/json' || type === 'text/csv');
}

/** The status → error schema entries to add to an operation: its shared error responses pick them up. */
export function conventionalAnswers<D extends Document & { components?: { responses?: Record<string, unknown> } }>(document: D, errorAnswer: () => unknown): D {
  document.components = { ...document.components, responses: { ...document.components?.responses, NotModified: NOT_MODIFIED } };
  const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
  const readable = new Set(Object.entries(document.paths ?? {}).filter(([, operations]) => operations.get).map(([path]) => fastifyPath(path)));
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const responses = (operation.responses ??= {});
      const created = responses['201'] as { $ref?: string; headers?: Record<string, unknown> } | undefined;
      if (method === 'post' && created && !created.$ref && createdResourceRoute(fastifyPath(path), readable)) {
        created.headers = { Location: { description: 'Where to read what was created', schema: { type: 'string' } } };
      }
      const add = (status: string) => {
        if (!responses[status]) responses[status] = errorAnswer();
      };
      if (WITH_BODY.has(method)) BODY_ERRORS.forEach(add);
      // A write can meet a full disk (files, the SQLite database).
      if (WITH_BODY.has(method)) add('507');
      if (method === 'get' && path.startsWith('/api/v1/') && answersWhole(responses['200'])) responses['304'] ??= { $ref: '#/components/responses/NotModified' };
      if (operation.security?.some((requirement) => 'bearerAuth' in requirement)) BEARER_ERRORS.forEach(add);
      if (operation['x-rate-limited']) add('429');
      add('422');
      add('503');
      if (operation['x-body-optional'] && operation.requestBody) {
        operation.requestBody.required = false;
        operation.requestBody.description = 'Optional: send no body, or a JSON object.';
      }
      const fields = operation['x-multipart'];
      if (fields) {
        operation.requestBody = {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: Object.fromEntries(Object.entries(fields).map(([name, description]) => [name, name === 'file' ? { type: 'string', contentMediaType: 'application/octet-stream', description } : { type: 'string', description }])),
                required: ['file'],
              },
            },
          },
        };
      }
      const jsonBody = operation['x-json-body'];
      if (jsonBody) operation.requestBody = { required: true, content: { 'application/json': { schema: { type: 'object', description: jsonBody } } } };
      delete operation['x-json-body'];
      delete operation['x-rate-limited'];
      delete operation['x-body-optional'];
      delete operation['x-multipart'];
    }
  }
  return document;
}
