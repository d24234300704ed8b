import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, pageViewEventSchema } from '@thesis/domain';
import { nowIso } from '../../db/values';
import { newId } from '../../lib/crypto';

/** Page-view events sent by the web app on each navigation (spec §2 Page titles). */
export function eventsRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/events', {
    config: { rateLimit: { max: 240, timeWindow: 60_000 } },
    schema: {
      tags: ['Events'],
      summary: 'Record a page view (signed in or not)',
      body: pageViewEventSchema,
      response: { 202: z.object({ data: z.object({ id: z.string() }) }), 422: errorResponseSchema },
    },
  }, async (request, reply) => {
    if (request.headers.authorization) {
      await app.authenticate(request).catch(() => undefined);
    }
    const id = newId();
    await app.deps.db.db
      .insertInto('page_events')
      .values({
        id,
        user_id: request.auth?.user.id ?? null,
        path: request.body.path,
        title: request.body.title ?? null,
        referrer: request.body.referrer ?? null,
        created_at: nowIso(),
      })
      .execute();
    return reply.status(202).send({ data: { id } });
  });
}
