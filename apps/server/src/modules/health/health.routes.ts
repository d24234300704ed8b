import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';

const tags = ['Operations'];

/**
 * The health checks answer a few bytes and read no body: @fastify/compress's hooks (which only
 * matter for streamed answers and compressed uploads) are left off them.
 */
const UNCOMPRESSED = { compress: false, decompress: false } as const;

/** Liveness (the process answers) and readiness (the database answers). */
export function healthRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/healthz', {
    ...UNCOMPRESSED,
    schema: { tags, summary: 'Liveness', response: { 200: z.object({ status: z.literal('ok') }) } },
  }, () => ({ status: 'ok' as const }));

  r.get('/readyz', {
    ...UNCOMPRESSED,
    schema: {
      tags,
      summary: 'Readiness: checks the database',
      response: { 200: z.object({ status: z.literal('ready'), database: z.string() }), 503: z.object({ status: z.literal('unavailable'), message: z.string() }) },
    },
  }, async (request, reply) => {
    try {
      await sql`select 1`.execute(app.deps.db.db);
      return { status: 'ready' as const, database: app.deps.db.dialect };
    } catch (error) {
      request.log.error({ err: error }, 'database not ready');
      return reply.status(503).send({ status: 'unavailable' as const, message: 'The database is not answering.' });
    }
  });
}
