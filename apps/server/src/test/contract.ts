import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { appendFileSync } from 'node:fs';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The published contract, checked as a third party would: every answer the app gives in a test is
 * compared with the OpenAPI document it serves (GET /api/docs/json) by Ajv in JSON Schema 2020-12
 * mode — the status must be documented for the operation, the content type among the documented
 * ones, and a JSON body valid against the documented schema. A request that succeeded (2xx) must
 * have sent a body the document accepts (type, and schema for JSON), or none where it is optional. Differences are collected and reported by `close()`.
 */

interface MediaType {
  schema?: unknown;
}
interface Response {
  $ref?: string;
  content?: Record<string, MediaType>;
}
interface Operation {
  requestBody?: { $ref?: string; required?: boolean; content?: Record<string, MediaType> };
  responses: Record<string, Response>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { responses?: Record<string, Response>; requestBodies?: Record<string, Operation['requestBody']> };
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const DOCUMENT_ID = 'thesis-openapi.json';

/** `/api/v1/reviews/:id` (Fastify) → `/api/v1/reviews/{id}` (OpenAPI). */
function openApiPath(route: string): string {
  return route.replace(/:(\w+)\??/g, '{$1}');
}

/** A JSON pointer to a member of the document (its keys may hold "/" and "~"). */
function pointer(...keys: string[]): string {
  return `${DOCUMENT_ID}#/${keys.map((key) => key.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;
}

function mediaTypeOf(header: unknown): string | null {
  if (typeof header !== 'string' || header === '') return null;
  return header.split(';')[0]!.trim().toLowerCase();
}

/** The documented media type matching `actual` (exact, `type/*`, `*\/*`). */
function matchingMediaType(content: Record<string, MediaType>, actual: string): string | undefined {
  if (content[actual]) return actual;
  const [type] = actual.split('/');
  if (content[`${type}/*`]) return `${type}/*`;
  if (content['*/*']) return '*/*';
  return undefined;
}

export class ContractChecker {
  private differences: string[] = [];
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: Document) {
    this.ajv = addFormats(new Ajv2020({ strict: false, allErrors: true, validateFormats: true }));
    this.ajv.addSchema(document as object, DOCUMENT_ID);
  }

  /** Reads the document the app serves. */
  static async of(app: FastifyInstance): Promise<ContractChecker> {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    return new ContractChecker(response.json<Document>());
  }

  /** Checks one answer; its differences are added to `differences`. */
  checkAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown, differences: string[]): void {
    this.differences = differences;
    try {
      this.check(request, reply, payload);
    } catch (error) {
      this.differ(request, reply, `the checker failed: ${(error as Error).message}`);
    }
  }

  private validator(ref: string): ValidateFunction {
    let found = this.validators.get(ref);
    if (!found) {
      found = this.ajv.getSchema(ref);
      if (!found) throw new Error(`no schema at ${ref}`);
      this.validators.set(ref, found);
    }
    return found;
  }

  private resolve<T extends { $ref?: string }>(value: T | undefined): T | undefined {
    let current = value;
    for (let depth = 0; current?.$ref && depth < 5; depth += 1) {
      const keys = current.$ref.replace(/^#\//, '').split('/').map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'));
      current = keys.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], this.document) as T | undefined;
    }
    return current;
  }

  private differ(request: FastifyRequest, reply: FastifyReply, what: string): void {
    this.differences.push(`${request.method} ${request.routeOptions.url ?? request.url} → ${reply.statusCode}: ${what}`);
  }

  private check(request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
    const route = request.routeOptions.url;
    if (!route) return; // no operation: the address matched no route (the 404 of the whole API)
    const path = openApiPath(route);
    const method = request.method.toLowerCase();
    const operation = this.document.paths[path]?.[method];
    if (!operation) {
      if (route.startsWith('/api/') || route === '/metrics' || route.startsWith('/healthz') || route.startsWith('/readyz')) {
        if (!route.startsWith('/api/docs')) this.differ(request, reply, 'the operation is not in the document');
      }
      return;
    }
    this.checkRequest(request, reply, operation, path, method);
    this.checkResponse(request, reply, payload, operation, path, method);
  }

  private checkRequest(request: FastifyRequest, reply: FastifyReply, operation: Operation, path: string, method: string): void {
    if (reply.statusCode >= 300) return;
    const body = this.resolve(operation.requestBody);
    const type = mediaTypeOf(request.headers['content-type']);
    // A multipart body is read by the handler as a stream: it was sent when its type says so.
    const sent = type !== null && ((request.body !== undefined && request.body !== null) || type.startsWith('multipart/'));
    // An operation that documents no body ignores one, as the server does.
    if (!body) return;
    if (!sent) {
      if (body.required) this.differ(request, reply, 'the request had no body but the document requires one');
      return;
    }
    const documented = matchingMediaType(body.content ?? {}, type);
    if (!documented) {
      this.differ(request, reply, `request content type ${type} is not documented (${Object.keys(body.content ?? {}).join(', ')})`);
      return;
    }
    if (type !== 'application/json' || !body.content?.[documented]?.schema) return;
    const ref = operation.requestBody?.$ref
      ? `${DOCUMENT_ID}${operation.requestBody.$ref}/content/${documented.replace('/', '~1')}/schema`
      : pointer('paths', path, method, 'requestBody', 'content', documented, 'schema');
    const validate = this.validator(ref);
    // A route that reads its JSON as text (a signed webhook) holds the text: the wire has the JSON.
    const sentBody: unknown = typeof request.body === 'string' ? JSON.parse(request.body) : request.body;
    if (!validate(sentBody)) this.differ(request, reply, `request body: ${this.ajv.errorsText(validate.errors)}`);
  }

  private checkResponse(request: FastifyRequest, reply: FastifyReply, payload: unknown, operation: Operation, path: string, method: string): void {
    const status = String(reply.statusCode);
    const key = operation.responses[status] ? status : operation.responses[`${status[0]}XX`] ? `${status[0]}XX` : operation.responses.default ? 'default' : null;
    if (!key) {
      this.differ(request, reply, `status ${status} is not documented (${Object.keys(operation.responses).join(', ')})`);
      return;
    }
    const response = this.resolve(operation.responses[key]);
    const content = response?.content;
    const type = mediaTypeOf(reply.getHeader('content-type'));
    // 204 and 304 answers carry no body on the wire whatever the handler gave (Fastify drops it).
    const bodiless = reply.statusCode === 204 || reply.statusCode === 304 || method === 'head';
    const empty = bodiless || payload === null || payload === undefined || payload === '' || (Buffer.isBuffer(payload) && payload.length === 0);
    if (!content || Object.keys(content).length === 0) {
      if (!empty && type !== null && !bodiless) this.differ(request, reply, `a ${type} body is sent but the document describes none`);
      return;
    }
    if (empty || type === null) {
      if (!bodiless) this.differ(request, reply, `no body is sent but the document describes ${Object.keys(content).join(', ')}`);
      return;
    }
    const documented = matchingMediaType(content, type);
    if (!documented) {
      this.differ(request, reply, `content type ${type} is not documented (${Object.keys(content).join(', ')})`);
      return;
    }
    if (type !== 'application/json' || reply.getHeader('content-encoding')) return;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return;
    const ref = operation.responses[key]?.$ref
      ? `${DOCUMENT_ID}${operation.responses[key].$ref}/content/${documented.replace('/', '~1')}/schema`
      : pointer('paths', path, method, 'responses', key, 'content', documented, 'schema');
    if (!content[documented]?.schema) return;
    const validate = this.validator(ref);
    if (!validate(JSON.parse(payload.toString()))) this.differ(request, reply, `response body: ${this.ajv.errorsText(validate.errors)}`);
  }
}

/** One checker per test process: every test app serves the same document. */
let shared: Promise<ContractChecker> | undefined;

/**
 * Watches every answer of `app` (an onSend hook, added last so it sees what is sent) and answers the
 * differences found so far. The document is read from the first app watched.
 */
export function watchContract(app: FastifyInstance): string[] {
  const differences: string[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.url?.startsWith('/api/docs')) return payload;
    const checker = await (shared ??= ContractChecker.of(app));
    checker.checkAnswer(request, reply, payload, differences);
    return payload;
  });
  return differences;
}

/**
 * Fails (throws) with the distinct differences an app met, or — with CONTRACT_CHECK=report — appends
 * them to CONTRACT_REPORT_FILE (a survey of the whole suite).
 */
export function reportContractDifferences(differences: readonly string[]): void {
  if (differences.length === 0) return;
  const distinct = [...new Set(differences)];
  if (process.env.CONTRACT_CHECK === 'report') {
    appendFileSync(process.env.CONTRACT_REPORT_FILE ?? 'contract-differences.txt', `${distinct.join('\n')}\n`);
    return;
  }
  throw new Error(`The API differs from its published OpenAPI document:\n${distinct.slice(0, 30).join('\n')}${distinct.length > 30 ? `\n… and ${distinct.length - 30} more` : ''}`);
}
