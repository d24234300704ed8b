import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ESTIMATE_LIMITS, errorResponseSchema, estimatesEnvelope, estimatesPatchSchema, idParamSchema, INVESTMENT_MESSAGES, MESSAGES } from '@thesis/domain';
import { currentUser } from '../../plugins/auth';

const tags = ['Reviews'];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const WHAT =
  'The estimate columns of a review are the reviewer\'s own forecasts for the next three fiscal years after the latest reported one (without reported years: the company\'s next year end and the two after it). ' +
  'Figures as in the financial rows: money in millions of meta.currency, EPS and DPS per share; null where none was entered. Everyone who may read the review sees them; ' +
  `meta.editable says whether you may change them. Not for the free role (403 "${INVESTMENT_MESSAGES.financialsUpgrade}").`;

/** The reviewer's own forecasts of a review (issue 19 item 5). */
export function estimatesRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { estimatesService } = app.deps;

  r.get('/investment-reviews/:id/estimation', {
    onRequest: [app.authenticate],
    schema: { tags, security, summary: "The reviewer's own estimates (three fiscal years)", description: WHAT, params: idParamSchema, response: { 200: estimatesEnvelope, ...errors } },
  }, async (request) => estimatesService.get(currentUser(request).user, request.params.id));

  r.patch('/investment-reviews/:id/estimation', {
    onRequest: [app.authenticate],
    schema: {
      tags, security,
      summary: 'Save your estimates',
      description:
        `${WHAT} rows: up to three years, each with its fy_date_at (one of the years GET answers; 422 otherwise) and only the figures to change; null clears a figure. ` +
        `Money within ±${ESTIMATE_LIMITS.money.toLocaleString('en-US')} millions, EPS and DPS within ±${ESTIMATE_LIMITS.perShare.toLocaleString('en-US')}; sales and DPS not negative. ` +
        `Only those who may change the review (403 "${MESSAGES.noEditPermission}" or the shared-review message otherwise). Answers the estimates as GET does.`,
      params: idParamSchema,
      body: estimatesPatchSchema,
      response: { 200: estimatesEnvelope, ...errors },
    },
  }, async (request) => estimatesService.patch(currentUser(request).user, request.params.id, request.body));
}
