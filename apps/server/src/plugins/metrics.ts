import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorResponseSchema, MESSAGES } from '@thesis/domain';
import { safeEqual } from '../lib/crypto';
import { AppError, notFound } from '../lib/errors';
import type { AppMetrics } from '../metrics/app-metrics';
import { bearerToken } from './auth';

/**
 * GET /metrics in the Prometheus text format, only with `Authorization: Bearer <METRICS_TOKEN>`.
 * Without METRICS_TOKEN nothing is measured and /metrics answers 404.
 */
export function registerMetrics(app: FastifyInstance, metrics: AppMetrics | null, token: string | undefined): void {
  if (metrics) {
    app.addHook('onResponse', async (request, reply) => {
      // Route templates keep the label set small; requests that matched no route share one label.
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.requestAnswered(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    });
  }

  app.get('/metrics', {
    schema: {
      tags: ['Operations'],
      summary: 'Prometheus metrics (text format); needs Authorization: Bearer METRICS_TOKEN',
      description:
        'Off unless METRICS_TOKEN is set (404). thesis_http_requests_total and thesis_http_request_duration_seconds by method, route template and status; ' +
        'thesis_db_pool_connections (PostgreSQL); thesis_job_queue_depth and thesis_jobs_finished_total for background jobs; Node.js process metrics.',
      security: [{ bearerAuth: [] }],
      produces: ['text/plain'],
      response: { 200: z.string().describe('The metrics in the Prometheus text format 0.0.4'), 401: errorResponseSchema, 404: errorResponseSchema },
    },
  }, async (request, reply) => {
    if (!metrics || !token) throw notFound();
    const given = bearerToken(request);
    if (!given || !safeEqual(given, token)) throw new AppError(401, MESSAGES.unauthenticated, undefined, { 'www-authenticate': 'Bearer' });
    const { contentType, body } = await metrics.exposition();
    return reply.type(contentType).header('cache-control', 'no-store').send(body);
  });
}
