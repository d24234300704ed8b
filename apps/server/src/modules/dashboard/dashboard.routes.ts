import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  chartDataSchema,
  DASHBOARD_CHART_TITLES,
  DASHBOARD_CHARTS,
  DASHBOARD_PERIOD_LABELS,
  dashboardChartQuerySchema,
  dataEnvelope,
  errorResponseSchema,
  firstStepsSchema,
  type DashboardChart,
} from '@thesis/domain';
import { currentUser } from '../../plugins/auth';
import { dashboardClock } from './dashboard-clock';
import { DashboardRepository } from './dashboard.repository';
import { DashboardService } from './dashboard.service';
import { FirstStepsRepository } from './first-steps.repository';
import { FirstStepsService } from './first-steps.service';

const tags = ['Dashboard'];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorResponseSchema, 422: errorResponseSchema };

const COUNTS: Readonly<Record<DashboardChart, string>> = {
  reviews: 'the reviews you created (one dataset)',
  edits: 'your edits of reviews, one dataset per kind of edit (scores and values, comments and links, summary, processes, files, notes, models), for a stacked bar',
  decisions: 'the decisions you made, one dataset per action (buy, add, hold, trim, sell, pass), for a stacked bar',
};

const PERIODS = Object.entries(DASHBOARD_PERIOD_LABELS)
  .map(([type, label]) => `${type} ('${label}')`)
  .join(', ');
const BUCKETS =
  'Buckets are UTC: month = 30 days ending today, quarter = 13 and half = 26 ISO weeks (from Monday) ending this week, year = 12 calendar months ending this month. Every bucket is listed (empty ones count 0); labels and each datasets[].data have one entry per bucket, oldest first.';

/** The dashboard charts (spec §7 Dashboard). Only the viewer's own activity counts. */
export function dashboardRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new DashboardService({ repository: new DashboardRepository(app.deps.db.db), now: () => dashboardClock.now() });
  const auth = { onRequest: [app.authenticate] };

  for (const chart of DASHBOARD_CHARTS) {
    r.get(`/dashboard/${chart}`, {
      ...auth,
      schema: {
        tags, security,
        summary: `${DASHBOARD_CHART_TITLES[chart]} chart data`,
        description: `Counts ${COUNTS[chart]}. type: ${PERIODS}; default month. ${BUCKETS}`,
        querystring: dashboardChartQuerySchema,
        response: { 200: dataEnvelope(chartDataSchema), ...errors },
      },
    }, async (request) => ({ data: await service.chart(currentUser(request).user, chart, request.query.type) }));
  }

  const firstSteps = new FirstStepsService(new FirstStepsRepository(app.deps.db.db));
  const FIRST_STEPS_ANSWER = 'The steps the role allows (process, review, score, decision, screen), each done when the workspace has one (a library process, a review, a scored item, a made decision, a screen); when the list was dismissed; the review changed last.';
  r.get('/dashboard/first-steps', {
    ...auth,
    schema: { tags, security, summary: 'First-run checklist', description: FIRST_STEPS_ANSWER, response: { 200: dataEnvelope(firstStepsSchema), 401: errorResponseSchema } },
  }, async (request) => ({ data: await firstSteps.read(currentUser(request).user) }));
  r.post('/dashboard/first-steps/dismiss', {
    ...auth,
    schema: { tags, security, summary: 'Hide the first-run checklist', description: 'Hides it for good (a second call keeps the first time). No body.', response: { 200: dataEnvelope(firstStepsSchema), 401: errorResponseSchema } },
  }, async (request) => ({ data: await firstSteps.dismiss(currentUser(request).user) }));
}
