import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataEnvelope, errorResponseSchema, processItemOptions, processItemOptionsSchema } from '@thesis/domain';

/** GET /init: the options of the process item forms (spec §7 Screens). Static: computed once. */
export function initRoutes(app: FastifyInstance): void {
  const options = processItemOptions();
  app.withTypeProvider<ZodTypeProvider>().get('/init', {
    onRequest: [app.authenticate],
    schema: {
      tags: ['Process items'],
      security: [{ bearerAuth: [] }],
      summary: 'Options for group, type, score and relevance',
      description:
        'group: the item groups (default Financial). type: the score types with their label and family (qualitative, valuation, quantitative — a type change across families resets the scale). score: per type, its grades best first then n_a, each with label and points. relevance: values with weights. valuation: the process-item threshold defaults, range and slider marks.',
      response: { 200: dataEnvelope(processItemOptionsSchema), 401: errorResponseSchema },
    },
  }, () => ({ data: options }));
}
