import { conventionalAnswers } from './openapi-conventions';

interface Response {
  description?: string;
  content?: Record<string, { schema?: { $ref?: string } }>;
}

interface Parameter {
  name?: string;
  in?: string;
  $ref?: string;
}

interface Document {
  paths?: Record<string, Record<string, { tags?: string[]; parameters?: Parameter[]; responses?: Record<string, Response | { $ref: string }> }>>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown>; parameters?: Record<string, unknown> };
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
  429: { name: 'TooManyRequests', description: 'Too many requests: wait as long as Retry-After says and try again.' },
  507: { name: 'StorageFull', description: 'The server has no room to store this: nothing was saved; try again later.' },
  503: { name: 'Unavailable', description: 'The server is overloaded or cannot reach its database: try again shortly (Retry-After when known).' },
};

/** The headers of a 429 (IETF RateLimit fields; the message says what Retry-After says). */
const RATE_LIMIT_HEADERS = {
  'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } },
  'RateLimit-Limit': { description: 'Requests allowed in the window', schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'Requests left in the window (0)', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until the window resets', schema: { type: 'integer' } },
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
        used[shared.name] = { description: shared.description, ...(status === '429' ? { headers: RATE_LIMIT_HEADERS } : {}), content: { 'application/json': { schema: { $ref: ERROR_SCHEMA } } } };
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

const pascal = (text: string) => text.replace(/(^|[^a-zA-Z0-9]+)([a-zA-Z0-9])/g, (_match, _gap, letter: string) => letter.toUpperCase());

/**
 * Gives each distinct value a component name: `base`, or when another value has it, the first free
 * of `alternatives` (names that say where it is used: `ScreensLimitInQuery`), then `base2` … last.
 */
function namer(taken: Set<string>) {
  const names = new Map<string, string>();
  return (key: string, base: string, alternatives: readonly string[] = []): string => {
    const known = names.get(key);
    if (known) return known;
    let name = [base, ...alternatives].find((candidate) => !taken.has(candidate)) ?? base;
    for (let n = 2; taken.has(name); n += 1) name = `${base}${n}`;
    taken.add(name);
    names.set(key, name);
    return name;
  };
}

/** Counts the JSON text of every value `pick` yields, to share only what repeats. */
function repeated(document: Document, pick: (operation: NonNullable<Document['paths']>[string][string]) => unknown[]): Set<string> {
  const counts = new Map<string, number>();
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      for (const value of pick(operation)) {
        const key = JSON.stringify(value);
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
  }
  return new Set([...counts].filter(([, count]) => count > 1).map(([key]) => key));
}

/** What sets a parameter's schema apart, as words of a name: `Default15Max100`, `NonEmptyMax64`. */
function constraintsOf(parameter: Parameter): string {
  const schema = (parameter as { schema?: Record<string, unknown> }).schema ?? {};
  const parts: string[] = [];
  if (typeof schema.minLength === 'number' && schema.minLength > 0) parts.push('NonEmpty');
  if (schema.default !== undefined) parts.push(`Default${pascal(String(schema.default))}`);
  const max = schema.maximum ?? schema.maxLength;
  if (typeof max === 'number' && max < Number.MAX_SAFE_INTEGER) parts.push(`Max${max}`);
  return parts.join('');
}

/** A parameter used by more than one operation (the path id, include, page …) becomes one component. */
function shareParameters<D extends Document>(document: D): D {
  const shared = repeated(document, (operation) => (operation.parameters ?? []).filter((parameter) => !parameter.$ref));
  const components: Record<string, unknown> = {};
  const name = namer(new Set(Object.keys(document.components?.parameters ?? {})));
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      operation.parameters = operation.parameters?.map((parameter) => {
        const key = JSON.stringify(parameter);
        if (parameter.$ref || !shared.has(key)) return parameter;
        const where = `In${pascal(parameter.in ?? '')}`;
        const base = `${pascal(parameter.name ?? 'parameter')}${where}`;
        const constrained = `${pascal(parameter.name ?? 'parameter')}${constraintsOf(parameter)}${where}`;
        const id = name(key, base, [constrained, ...(operation.tags ?? []).map((tag) => `${pascal(tag)}${base}`)]);
        components[id] = parameter;
        return { $ref: `#/components/parameters/${id}` };
      });
    }
  }
  return { ...document, components: { ...document.components, parameters: { ...document.components?.parameters, ...components } } };
}

type AnswerSchema = { $ref?: string; properties?: Record<string, { $ref?: string; items?: { $ref?: string }; properties?: Record<string, unknown> }> };

/** A name for an answer from what it carries: `ReviewAnswer`, `ItemList`, `ItemPage`, `NoContent` … */
function answerName(response: Response): string {
  const schema = Object.values(response.content ?? {})[0]?.schema as AnswerSchema | undefined;
  if (!schema) return 'NoContent';
  const last = (ref?: string) => ref?.split('/').pop();
  if (schema.$ref) return `${last(schema.$ref)}Answer`;
  const data = schema.properties?.data;
  const meta = schema.properties?.meta;
  const model = last(data?.$ref ?? data?.items?.$ref);
  if (!model) return `${pascal(Object.keys(data?.properties ?? {}).join(' ')) || 'Empty'}Answer`;
  if (!data?.$ref) return meta ? `${model}Page` : `${model}List`;
  return meta ? `${model}AnswerWith${last(meta.$ref) ?? 'Meta'}` : `${model}Answer`;
}

const words = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/** What an answer the route did not describe carries, from its schema: "The review", "A page of screen rows" … */
function answerDescription(response: Response): string {
  const schema = Object.values(response.content ?? {})[0]?.schema as AnswerSchema | undefined;
  if (!schema) return 'Done: no content.';
  const last = (ref?: string) => ref?.split('/').pop();
  if (schema.$ref) return `The ${words(last(schema.$ref)!)}.`;
  const data = schema.properties?.data;
  const model = last(data?.$ref ?? data?.items?.$ref);
  if (!model) return data?.properties ? `The answer: ${Object.keys(data.properties).join(', ')}.` : 'The answer.';
  if (!data?.$ref) return schema.properties?.meta ? `A page of ${words(model)} items, with meta.pagination.` : `The ${words(model)} items.`;
  return schema.properties?.meta ? `The ${words(model)}, with meta.` : `The ${words(model)}.`;
}

/** Every answer still described "Default Response" (the generator's word) says what it carries. */
function describeAnswers<D extends Document>(document: D): D {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      for (const response of Object.values(operation.responses ?? {})) {
        if (!('$ref' in response) && (response.description === 'Default Response' || !response.description)) response.description = answerDescription(response);
      }
    }
  }
  return document;
}

/** A successful answer several operations give alike (`{ data: Item }` …) becomes one response component. */
function shareAnswers<D extends Document>(document: D): D {
  const shared = repeated(document, (operation) => Object.values(operation.responses ?? {}).filter((response) => !('$ref' in response)));
  const components: Record<string, unknown> = {};
  const name = namer(new Set(Object.keys(document.components?.responses ?? {})));
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const key = JSON.stringify(response);
        if ('$ref' in response || !shared.has(key)) continue;
        const base = answerName(response);
        const id = name(key, base, (operation.tags ?? []).map((tag) => `${pascal(tag)}${base}`));
        components[id] = response;
        operation.responses![status] = { $ref: `#/components/responses/${id}` };
      }
    }
  }
  return { ...document, components: { ...document.components, responses: { ...document.components?.responses, ...components } } };
}

/**
 * The last touches to the generated document: shared error answers, parameters and answers that
 * repeat become components, no unused component schemas.
 */
export function finishDocument<D extends Document>(document: D): D {
  const errorAnswer = () => ({ description: 'Error', content: { 'application/json': { schema: { $ref: ERROR_SCHEMA } } } });
  return withoutUnusedSchemas(shareAnswers(shareParameters(shareErrorResponses(describeAnswers(conventionalAnswers(document, errorAnswer))))));
}
