import { fc } from '@fast-check/vitest';
import type { InjectOptions } from 'fastify';
import { multipart, tinyPng } from '../multipart';
import { arbitraryFor, type IdSource, type JsonSchema } from './json-schema-arbitrary';
import { hostileSegment, hostileString, hostileValue, mutateObject, rawBodies } from './mutations';

/** Who sends a request: the owner of the data, another user, nobody, or a forged token. */
export type Sender = 'owner' | 'other' | 'none' | 'forged';

/** The route's request schemas as JSON Schema (from its zod schemas). */
export interface RouteShape {
  method: string;
  url: string;
  params?: JsonSchema | undefined;
  querystring?: JsonSchema | undefined;
  body?: JsonSchema | undefined;
  multipart: boolean;
}

/** One generated request, before the session's token is filled in. */
export interface Plan {
  sender: Sender;
  url: string;
  payload?: string | Buffer;
  headers: Record<string, string>;
  /** The client address (address-keyed rate limits count per address). */
  remoteAddress: string;
  /** What was done to the request, for the failure report. */
  how: string;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function queryString(values: unknown): string {
  if (values === null || typeof values !== 'object' || Array.isArray(values)) return '';
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values as Record<string, unknown>)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
  }
  return query.toString();
}

function paramArbitrary(name: string, shape: RouteShape, ids: IdSource): fc.Arbitrary<string> {
  if (name === '*') return fc.oneof(fc.constantFrom('index.html', 'swagger-ui.css', '../../package.json', '..%2F..%2Fpackage.json'), hostileSegment);
  const fromSchema = arbitraryFor(shape.params?.properties?.[name], ids, name).map((value) => encodeURIComponent(String(value)));
  return fc.oneof({ weight: 6, arbitrary: ids.ids }, { weight: 2, arbitrary: hostileSegment }, { weight: 1, arbitrary: fromSchema });
}

function pathArbitrary(shape: RouteShape, ids: IdSource): fc.Arbitrary<string> {
  const names = [...shape.url.matchAll(/:([A-Za-z0-9_]+)|\*/g)].map((match) => match[1] ?? '*');
  if (names.length === 0) return fc.constant(shape.url);
  return fc.tuple(...names.map((name) => paramArbitrary(name, shape, ids))).map((values) => {
    let index = 0;
    return shape.url.replace(/:([A-Za-z0-9_]+)|\*/g, () => values[index++] ?? '');
  });
}

function queryArbitrary(shape: RouteShape, ids: IdSource): fc.Arbitrary<{ query: string; how: string }> {
  const valid = arbitraryFor(shape.querystring, ids).map((values) => queryString(values));
  return fc.oneof(
    { weight: 5, arbitrary: valid.map((query) => ({ query, how: 'query from schema' })) },
    {
      weight: 3,
      arbitrary: fc.tuple(valid, fc.constantFrom(...Object.keys(shape.querystring?.properties ?? { extra: {} })), hostileValue).map(([query, key, value]) => {
        const params = new URLSearchParams(query);
        params.set(key, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
        return { query: params.toString(), how: `query ${key} hostile` };
      }),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('a[b]=1&a[c]=2', 'limit=1&limit=2&limit=3', '%E0%A4%A=1', 'page=-1&limit=0', 'page=1e308&limit=NaN', `search=${'x'.repeat(5000)}`, '__proto__[admin]=1', 'include=' + 'a.'.repeat(500)).map((query) => ({ query, how: 'raw query' })),
    },
  );
}

type Body = { payload?: string | Buffer; contentType?: string | undefined; how: string };

function jsonBody(value: unknown, how: string): Body {
  return { payload: JSON.stringify(value), contentType: 'application/json', how };
}

function bodyArbitrary(shape: RouteShape, ids: IdSource): fc.Arbitrary<Body> {
  const valid = arbitraryFor(shape.body ?? { type: 'object' }, ids);
  return fc.oneof(
    { weight: 4, arbitrary: valid.map((value) => jsonBody(value, 'body from schema')) },
    {
      weight: 4,
      arbitrary: fc.tuple(valid, fc.nat(), hostileValue, fc.nat(5)).map(([value, key, hostile, kind]) => jsonBody(mutateObject(value, key, hostile, kind), `body mutated (${kind})`)),
    },
    { weight: 2, arbitrary: rawBodies.map((raw) => ({ payload: raw.payload, contentType: raw.contentType, how: `raw body ${raw.contentType ?? 'none'}` })) },
    { weight: 1, arbitrary: fc.constant<Body>({ how: 'no body' }) },
  );
}

function multipartArbitrary(): fc.Arbitrary<Body> {
  const file = fc.record({
    filename: fc.oneof(fc.constantFrom('chart.png', 'report.pdf', '../../etc/passwd', '..\\..\\boot.ini', 'a\u0000b.png', '😀.png', 'x'.repeat(500), '', '.htaccess', 'con.png'), hostileString),
    content: fc.oneof(fc.constant(tinyPng()), fc.constant(Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n')), fc.constant(Buffer.alloc(0)), fc.uint8Array({ maxLength: 400 }).map((bytes) => Buffer.from(bytes)), fc.constant(Buffer.from('ticker,units\nAAPL,10\n'))),
    contentType: fc.constantFrom('image/png', 'application/pdf', 'text/csv', 'application/octet-stream', 'text/html'),
  });
  const field = fc.oneof(fc.constantFrom('attachment', 'avatar', 'note', 'model', 'generic', 'yahoo'), hostileString);
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.tuple(field, fc.option(file, { nil: undefined }), fc.option(file, { nil: undefined }), fc.boolean()).map(([collection, first, second, presetField]) => {
        const parts: Parameters<typeof multipart>[0] = { [presetField ? 'preset' : 'collection']: collection };
        const files = [first, second].filter((entry) => entry !== undefined);
        if (files.length > 0) parts.file = files;
        const body = multipart(parts);
        return { payload: body.payload, contentType: body.headers['content-type'], how: `multipart with ${files.length} file(s)` };
      }),
    },
    { weight: 2, arbitrary: rawBodies.map((raw) => ({ payload: raw.payload, contentType: raw.contentType, how: `raw body ${raw.contentType ?? 'none'}` })) },
    { weight: 1, arbitrary: fc.constant<Body>({ payload: '--nothing\r\n', contentType: 'multipart/form-data; boundary=something', how: 'broken multipart' }) },
  );
}

/** Requests for one route: mostly shaped by its schemas, then mutated the ways the issue lists. */
export function planArbitrary(shape: RouteShape, ids: IdSource): fc.Arbitrary<Plan> {
  const sender = fc.constantFrom<Sender>('owner', 'owner', 'owner', 'owner', 'owner', 'owner', 'owner', 'other', 'none', 'forged');
  const body = WRITES.has(shape.method) ? (shape.multipart ? multipartArbitrary() : bodyArbitrary(shape, ids)) : fc.constant<Body>({ how: '' });
  const oddHeaders = fc.oneof(
    { weight: 8, arbitrary: fc.constant<Record<string, string>>({}) },
    { weight: 1, arbitrary: fc.record({ 'x-request-id': hostileString.map((value) => value.replace(/[^\x20-\x7e]/g, '?').slice(0, 200)) }) },
    { weight: 1, arbitrary: fc.constant<Record<string, string>>({ accept: 'text/html;q=0.1, */*;q=0' }) },
  );
  return fc.tuple(sender, pathArbitrary(shape, ids), queryArbitrary(shape, ids), body, oddHeaders, fc.ipV4()).map(([who, path, query, sent, extra, remoteAddress]) => ({
    sender: who,
    remoteAddress,
    url: query.query ? `${path}?${query.query}` : path,
    ...(sent.payload !== undefined ? { payload: sent.payload } : {}),
    headers: { ...extra, ...(sent.contentType ? { 'content-type': sent.contentType } : {}) },
    how: [query.how, sent.how].filter(Boolean).join('; '),
  }));
}

/** The inject options of a plan, with the sender's token. */
export function injectOptions(method: string, plan: Plan, tokens: { owner: string; other: string }): InjectOptions {
  const authorization =
    plan.sender === 'owner' ? `Bearer ${tokens.owner}`
    : plan.sender === 'other' ? `Bearer ${tokens.other}`
    : plan.sender === 'forged' ? 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4Iiwic2lkIjoieSJ9.'
    : undefined;
  return {
    method: method as InjectOptions['method'],
    url: plan.url,
    headers: { ...plan.headers, ...(authorization ? { authorization } : {}) },
    ...(plan.payload !== undefined ? { payload: plan.payload } : {}),
    remoteAddress: plan.remoteAddress,
  };
}
