import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataSourceSchema, MARKET_DATA_MESSAGES } from '@thesis/domain';
import type { MarketDataModule } from './market-data.module';

const messageSchema = z.object({ message: z.string() });

/** The operators' view of the market-data connectors: status of each source, and a sync on demand. */
export function marketDataRoutes(app: FastifyInstance, module: MarketDataModule): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: [app.authenticate] };
  api.get('/data-sources', {
    ...auth,
    schema: {
      tags: ['Operations'],
      summary: 'Market-data sources: configuration, schedule, runs and failures (administrators)',
      security: [{ bearerAuth: [] }],
      response: { 200: z.object({ data: z.array(dataSourceSchema) }) },
    },
  }, async () => ({ data: await module.sources() }));

  api.post('/data-sources/sec/sync', {
    ...auth,
    schema: {
      tags: ['Operations'],
      summary: 'Queue a sync of the SEC filings now (administrators)',
      description: 'Answers 202 when the sync is queued, and 409 with the reason when it cannot start: one is running already, or SEC_USER_AGENT is not set.',
      security: [{ bearerAuth: [] }],
      response: { 202: messageSchema, 409: messageSchema },
    },
  }, async (_request, reply) => {
    if (!module.secSync) return reply.code(409).send({ message: MARKET_DATA_MESSAGES.secNotConfigured });
    if (!(await module.requestSecSync('operator'))) return reply.code(409).send({ message: MARKET_DATA_MESSAGES.syncBusy });
    return reply.code(202).send({ message: MARKET_DATA_MESSAGES.syncQueued });
  });
}
