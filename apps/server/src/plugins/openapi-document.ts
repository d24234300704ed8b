interface Response {
  description?: string;
  content?: Record<string, { schema?: { $ref?: string } }>;
}

interface Document {
  paths?: Record<string, Record<string, { responses?: Record<string, Response | { $ref: string }> }>>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
}

const SCHEMAS = '#/components/schemas/';
const ERROR_SCHEMA = `${SCHEMAS}ErrorResponse`;

/** The error answers every API shares, by status: `{ message, errors? }` with what the status means. */
const ERROR_RESPONSES: Record<string, { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'The request could not be read (malformed JSON, an empty body with a JSON content type).' },
  401: { name: 'Unauthenticated', description: 'No valid access token: sign in (or refresh the token) and try again.' },
  402: { name: 'PaymentRequired', description: 'The subscription does not allow this.' },
  403: { name: 'Forbidden', description: 'Signed in, but not allowed: the message says why.' },
  404: { name: 'NotFound', description: 'No such resource, or not visible to you.' },
  409: { name: 'Conflict', description: 'The request conflicts with the current state: the message says how.' },
  413: { name: 'TooLarge', description: 'The request or the file is too large.' },
  415: { name: 'UnsupportedMediaType', description: 'The content type is not accepted.' },
  422: { name: 'ValidationFailed', description: 'Invalid input: errors lists every field with its messages; message repeats the first.' },
  429: { name: 'TooManyRequests', description: 'Too many requests: wait and try again.' },
};

function refsIn(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) refsIn(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(SCHEMAS)) found.add(child.slice(SCHEMAS.length));
      else refsIn(child, found);
    }
  }
}

const isErrorAnswer = (response: Response | { $ref: string }) =>
  !('$ref' in response) && Object.values(response.content ?? {}).every(({ schema }) => schema?.$ref === ERROR_SCHEMA) && Object.keys(response.content ?? {}).length > 0;

/** Every error answer of a known status becomes a reference to one shared response component. */
function shareErrorResponses<D extends Document>(document: D): D {
  const used: Record<string, unknown> = {};
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const shared = ERROR_RESPONSES[status];
        if (!shared || !isErrorAnswer(response)) continue;
        used[shared.name] = { description: shared.description, content: { 'application/json': { schema: { $ref: ERROR_SCHEMA } } } };
        operation.responses![status] = { $ref: `#/components/responses/${shared.name}` };
      }
    }
  }
  return { ...document, components: { ...document.components, responses: { ...document.components?.responses, ...used } } };
}

/** Keeps only the component schemas in use: the generator emits an input and an output copy of every shared model. */
function withoutUnusedSchemas<D extends Document>(document: D): D {
  const schemas = document.components?.schemas;
  if (!schemas) return document;
  const used = new Set<string>();
  refsIn({ ...document, components: { ...document.components, schemas: undefined } }, used);
  const pending = [...used];
  while (pending.length > 0) {
    const inner = new Set<string>();
    refsIn(schemas[pending.pop()!], inner);
    for (const id of inner) {
      if (used.has(id)) continue;
      used.add(id);
      pending.push(id);
    }
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([id]) => used.has(id)));
  return { ...document, components: { ...document.components, schemas: kept } };
}

/** The last touches to the generated document: shared error answers, no unused components. */
export function finishDocument<D extends Document>(document: D): D {
  return withoutUnusedSchemas(shareErrorResponses(document));
}
