import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DATA_SOURCE_IDS, dataSourceSchema, errorResponseSchema, MARKET_DATA_MESSAGES, PRICE_RANGES, priceHistorySchema, priceRangeStart } from '@thesis/domain';
import { currentUser } from '../../plugins/auth';
import { PricesRepository } from './prices/prices.repository';
import type { MarketDataModule } from './market-data.module';

const messageSchema = z.object({ message: z.string() });

/** The operators' view of the market-data connectors (status of each source, a sync on demand) and a company's daily prices. */
export function marketDataRoutes(app: FastifyInstance, module: MarketDataModule): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: [app.authenticate] };
  const prices = new PricesRepository(app.deps.db.db);

  api.get('/investments/:id/prices', {
    ...auth,
    schema: {
      tags: ['Investments'],
      summary: 'Daily closes of a listed company over a span, with its splits and dividends',
      description: `A company the viewer cannot see is 404. Closes as traded and adjusted for later splits and dividends (draw adjusted_close across a split), oldest first, from the latest stored day back over the span (${PRICE_RANGES.join(', ')}; default 1Y). No prices stored: empty points and a null source.`,
      security: [{ bearerAuth: [] }],
      params: z.object({ id: z.string() }),
      querystring: z.object({ range: z.enum(PRICE_RANGES).default('1Y') }),
      response: { 200: z.object({ data: priceHistorySchema, meta: z.object({ range: z.enum(PRICE_RANGES) }) }), 404: errorResponseSchema },
    },
  }, async (request) => {
    const investment = await app.deps.investmentsService.get(currentUser(request).user, request.params.id);
    const latest = await prices.latestDay(investment.id);
    const { points, events } = await prices.history(investment.id, latest ? priceRangeStart(request.query.range, latest) : null);
    return {
      data: {
        currency: points.at(-1)?.currency ?? investment.currency,
        source: points.at(-1)?.source ?? null,
        as_of: latest,
        points: points.map(({ date, close, adjusted_close }) => ({ date, close, adjusted_close })),
        splits: events.flatMap((event) => (event.kind === 'split' && event.ratio_new && event.ratio_old ? [{ date: event.date, ratio_new: event.ratio_new, ratio_old: event.ratio_old }] : [])),
        dividends: events.flatMap((event) => (event.kind === 'dividend' && event.amount !== null ? [{ date: event.date, amount: event.amount, currency: event.currency }] : [])),
      },
      meta: { range: request.query.range },
    };
  });
  api.get('/data-sources', {
    ...auth,
    schema: {
      tags: ['Operations'],
      summary: 'Market-data sources: configuration, schedule, runs and failures (administrators)',
      security: [{ bearerAuth: [] }],
      response: { 200: z.object({ data: z.array(dataSourceSchema) }) },
    },
  }, async () => ({ data: await module.sources() }));

  api.post('/data-sources/:id/sync', {
    ...auth,
    schema: {
      tags: ['Operations'],
      summary: 'Queue a sync of a market-data source now (administrators)',
      description:
        'sec: the filings of every listed US company with a new annual report; prices: the last trading day of the US and the ASX. Answers 202 when the sync is queued, and 409 with the reason when it cannot start: one is running already, or the source is not configured.',
      security: [{ bearerAuth: [] }],
      params: z.object({ id: z.enum(DATA_SOURCE_IDS) }),
      response: { 202: messageSchema, 409: messageSchema },
    },
  }, async (request, reply) => {
    const source = request.params.id;
    const configured = source === 'sec' ? module.secSync : module.priceSync;
    if (!configured) return reply.code(409).send({ message: source === 'sec' ? MARKET_DATA_MESSAGES.secNotConfigured : MARKET_DATA_MESSAGES.pricesNotConfigured });
    if (!(await module.requestSync(source, 'operator'))) return reply.code(409).send({ message: MARKET_DATA_MESSAGES.syncBusy });
    return reply.code(202).send({ message: MARKET_DATA_MESSAGES.syncQueued });
  });
}
