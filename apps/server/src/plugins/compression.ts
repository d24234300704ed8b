import compress from '@fastify/compress';
import { boundedMemo } from '@thesis/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions } from 'node:zlib';

/** The size below which an answer goes out as it is: compressing it would save little. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** Whole answers up to this size are compressed on the spot; larger ones on libuv's thread pool. */
const INLINE_LIMIT_BYTES = 64 * 1024;
/**
 * Quality 1: the 29 KB review page in 0.023 ms to 2,806 bytes, against 0.045 ms to 2,632 bytes at
 * quality 2; the 64 KB screen page in 0.056 ms to 8,073 bytes, against 0.098 ms to 7,573
 * (`npm run bench -- compression`). Under load the saving was larger (screen page 2.2 → 1.9 ms of
 * CPU a request, bench/http), and 6 % more bytes cost a browser nothing it would notice.
 */
const BROTLI_QUALITY = 1;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml)|[^;]*\+(?:json|xml)|image\/svg\+xml)/i;

type Encoding = 'br' | 'gzip';

/** br when the client takes it, else gzip, else nothing (q=0 refuses; '*' takes either). Kept for each header seen (256 at most): browsers send a few, the same on every request. */
const choice = boundedMemo(parseChoice, 256);

export function chooseEncoding(header: string | undefined): Encoding | null {
  return header ? choice(header) : null;
}

function parseChoice(header: string): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const takes = (encoding: Encoding) => (accepted.get(encoding) ?? accepted.get('*') ?? 0) > 0;
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : null;
}

/** Brotli settings for an answer of `size` bytes (bench/compression tries other qualities with it). */
export function brotliOptions(size: number, quality = BROTLI_QUALITY): BrotliOptions {
  // A window sized to the answer: the default 4 MB window made each small answer cost milliseconds.
  const window = Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(size)) + 1));
  return { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: size, [constants.BROTLI_PARAM_LGWIN]: window } };
}

type OnSendDone = (error: Error | null, payload?: unknown) => void;

/** Compresses on the spot up to INLINE_LIMIT_BYTES, on libuv's thread pool above. */
function compressBody(body: Buffer, encoding: Encoding, done: OnSendDone): void {
  if (body.length <= INLINE_LIMIT_BYTES) {
    done(null, encoding === 'br' ? brotliCompressSync(body, brotliOptions(body.length)) : gzipSync(body));
    return;
  }
  (encoding === 'br' ? brotliAsync(body, brotliOptions(body.length)) : gzipAsync(body)).then((out) => done(null, out), (error: Error) => done(error));
}

/**
 * Answers held whole in memory (JSON, CSV, HTML) are compressed in one call. @fastify/compress
 * streams every answer through four stream wrappers, which cost a search answer of 4 KB several
 * times what the search itself costs (bench/http, CPU per request); it still handles streamed
 * answers (file downloads), which this hook leaves alone. A callback hook: most answers pass
 * through it untouched, without a promise.
 */
function compressWhole(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: OnSendDone): void {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
  const given = reply.getHeader('content-encoding');
  if ((given && given !== 'identity') || request.headers['x-no-compression'] !== undefined) return done(null, payload);
  const type = String(reply.getHeader('content-type') ?? 'application/json');
  // A string of at least the threshold in characters is at least that many bytes: only short ones are measured, and each is encoded once.
  const size = typeof payload !== 'string' ? payload.length : payload.length >= COMPRESS_THRESHOLD_BYTES ? payload.length : Buffer.byteLength(payload);
  if (size < COMPRESS_THRESHOLD_BYTES || !COMPRESSIBLE.test(type)) return done(null, payload);
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding) return done(null, payload);
  const vary = reply.getHeader('vary');
  if (!vary) void reply.header('vary', 'accept-encoding');
  else if (!/accept-encoding/i.test(String(vary))) void reply.header('vary', `${String(vary)}, accept-encoding`);
  void reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  compressBody(typeof payload === 'string' ? Buffer.from(payload) : payload, encoding, done);
}

/** The product API's routes: every answer is whole (JSON or CSV), except where a route says otherwise. */
const API_PREFIX = '/api/v1/';

/**
 * @fastify/compress adds two hooks to each route it covers (one decorates the reply, one would
 * decompress a request body), about 3 % of a review read's CPU (bench/http profile). The product
 * API's answers are whole and compressed by `compressWhole`, and its clients send plain bodies,
 * so its routes go without them; a route that streams its answer (a file download) asks for them
 * with `compress: {}`. Static files and the API explorer's assets keep them.
 */
function withoutStreamCompression(route: RouteOptions): void {
  if (!route.url.startsWith(API_PREFIX)) return;
  route.compress ??= false;
  route.decompress ??= false;
}

/**
 * Compresses answers over 1 KB with brotli (quality 1, fast enough to pay off on the fly) or
 * gzip, whichever the client prefers. Files already compressed at build time keep their encoding.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // An instance-wide onSend hook runs before the route-level one @fastify/compress adds.
  app.addHook('onSend', compressWhole);
  // Before the plugin's own onRoute hook, which reads these options.
  app.addHook('onRoute', withoutStreamCompression);
  await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD_BYTES, encodings: ['br', 'gzip'] });
}
