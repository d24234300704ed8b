import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** The size below which an answer goes out as it is: compressing it would save little. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers over 1 KB with brotli (quality 4, fast enough to pay off on the fly) or
 * gzip, whichever the client prefers. Files already compressed at build time keep their encoding.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD_BYTES, encodings: ['br', 'gzip'] });
}
