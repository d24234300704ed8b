import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attachProcessesSchema,
  createReviewSchema,
  dashboardDefaultProcessSchema,
  dataEnvelope,
  detachProcessesSchema,
  errorResponseSchema,
  financialRowSchema,
  HISTORICAL_COLUMNS,
  idParamSchema,
  listEnvelope,
  listReviewsQuerySchema,
  MESSAGES,
  REVIEW_MESSAGES,
  reviewIncludeQuerySchema,
  reviewListItemSchema,
  reviewModelSchema,
  reviewModelsSchema,
  reviewSchema,
  updateReviewSchema,
} from '@thesis/domain';
import { currentUser } from '../../plugins/auth';

const tags = ['Reviews'];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const one = dataEnvelope(reviewSchema);
const financialsEnvelope = z.object({
  data: z.array(financialRowSchema),
  meta: z.object({ kind: z.literal('historical'), columns: z.number(), currency: z.string(), units: z.literal('millions') }),
});

const ACCESS = `You see your own reviews (anyone else's is 404). A teamViewer never edits (403 "${MESSAGES.noEditPermission}"); a review shared with you without the change permission answers 403 "${MESSAGES.sharedReviewNoEdit}" (file writes: "${MESSAGES.sharedReviewDownloadOnly}"). permissions say whether models, notes and decisions are shown; abilities say what you may do; read_only_message is the message to show when you may not edit.`;
const PAGE = 'Answers the whole review page: investment, processes with factors → checklists → questions (each item scored: score, value, score_factor, relevance, valuation/upside, comment, link, media, editor), each process with its summary score and relevance, notes and models (when permitted). include=investment is accepted: the investment is always there.';
const FIRST_NEED = 'Your review of an investment is created on first need (spec §4), exactly once even under concurrent requests, in the same transaction as that first write: attaching processes (POST /investments/{id}/processes), adding a note (POST /investments/{id}/notes), uploading a model (PUT /investments/{id}/models), sharing (POST /sharings with entity_type investment) or saving the summary (PATCH /investments/{id}/review). A write that is refused creates nothing. POST /investment-reviews {investment_id} creates it without a write. The investment must be visible to you (404 otherwise); a teamViewer never creates one (403).';

/** Investment reviews (spec §7 Reviews; sharing comes with its own routes). */
export function reviewsRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { reviewsService } = app.deps;
  const auth = { onRequest: [app.authenticate] };

  r.get('/investment-reviews', {
    ...auth,
    schema: {
      tags, security,
      summary: 'List your investment reviews',
      description: 'orderBy=updated_at|created_at (default updated_at), sortedBy=asc|desc (default desc), search=investment_id:{id}, page, limit (1–100, default 15). Each row carries the investment (ticker, name, last_price, meta) and the owner. include=defaultProcess adds defaultProcess to each row — the dashboard review row (spec §3): the review\'s copy of your default process with each factor\'s type and the score that counts (Valuation graded from the last price), null when the review lacks it; the dashboard Score is the sum of those factors\' points.',
      querystring: listReviewsQuerySchema,
      response: { 200: listEnvelope(reviewListItemSchema.extend({ defaultProcess: dashboardDefaultProcessSchema.nullable().optional() })), ...errors },
    },
  }, async (request) => {
    const { data, pagination } = await reviewsService.list(currentUser(request).user, request.query);
    return { data, meta: { pagination } };
  });

  r.post('/investment-reviews', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Your review of an investment: created (201) or the existing one (200)',
      description: `${FIRST_NEED} ${PAGE}`,
      body: createReviewSchema,
      response: { 200: one, 201: one, ...errors },
    },
  }, async (request, reply) => {
    const { review, created } = await reviewsService.create(currentUser(request).user, request.body.investment_id);
    return reply.status(created ? 201 : 200).send({ data: review });
  });

  r.get('/investment-reviews/:id', {
    ...auth,
    schema: { tags, security, summary: 'One investment review (the review page)', description: `${PAGE} ${ACCESS}`, params: idParamSchema, querystring: reviewIncludeQuerySchema, response: { 200: one, ...errors } },
  }, async (request) => ({ data: await reviewsService.get(currentUser(request).user, request.params.id) }));

  r.patch('/investment-reviews/:id', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Save the review summary',
      description: `The summary is saved only when it changed and is not blank (meta.saved says whether it was); the review is answered either way. ${ACCESS}`,
      params: idParamSchema,
      body: updateReviewSchema,
      response: { 200: z.object({ data: reviewSchema, meta: z.object({ saved: z.boolean() }) }), ...errors },
    },
  }, async (request) => {
    const { review, saved } = await reviewsService.updateSummary(currentUser(request).user, request.params.id, request.body.summary);
    return { data: review, meta: { saved } };
  });

  r.post('/investment-reviews/:id/processes', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Attach processes to the review',
      description: `process_ids: your processes (422 otherwise). Each is copied into the review with its factors → checklists → questions (positions and scale settings kept; the library's relevance as a start); one already attached is left alone. ${PAGE}`,
      params: idParamSchema,
      querystring: reviewIncludeQuerySchema,
      body: attachProcessesSchema,
      response: { 200: one, ...errors },
    },
  }, async (request) => ({ data: await reviewsService.attach(currentUser(request).user, request.params.id, request.body.process_ids) }));

  r.post('/investment-reviews/:id/process', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Attach your default process to the review',
      description: `No body. Attaches your default process (a no-op when it is attached already); 422 when you have no process yet. ${PAGE}`,
      params: idParamSchema,
      querystring: reviewIncludeQuerySchema,
      response: { 200: one, ...errors },
    },
  }, async (request) => ({ data: await reviewsService.attachDefault(currentUser(request).user, request.params.id) }));

  r.put('/investment-reviews/:id/investment-processes', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Detach processes from the review',
      description: `investment_process_ids: ids of the review's processes (data.processes[].id; 422 for others). Their scoring, comments, links and files go with them; the library is untouched. ${PAGE}`,
      params: idParamSchema,
      body: detachProcessesSchema,
      response: { 200: one, ...errors },
    },
  }, async (request) => ({ data: await reviewsService.detach(currentUser(request).user, request.params.id, request.body.investment_process_ids) }));

  r.put('/investment-reviews/:id/models', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Set the model files of the review',
      description: `uuids: files you uploaded (POST /media answers their uuid; 422 "${MESSAGES.mediaNotFound}" otherwise), in order; they replace the current list ([] removes every model). The files themselves stay in your uploads. Answers the models.`,
      params: idParamSchema,
      body: reviewModelsSchema,
      response: { 200: dataEnvelope(z.array(reviewModelSchema)), ...errors },
    },
  }, async (request) => ({ data: await reviewsService.setModels(currentUser(request).user, request.params.id, request.body.uuids) }));

  const financialsRoute = (kind: 'historical', columns: number) =>
    r.get(`/investment-reviews/:id/${kind}`, {
      ...auth,
      schema: {
        tags, security,
        summary: `The ${kind} financials of the reviewed investment`,
        description: 'The same rows and rules as GET /investments/{id}/' + kind + ': not for the free role (403 inviting an upgrade).',
        params: idParamSchema,
        response: { 200: financialsEnvelope, ...errors },
      },
    }, async (request) => {
      const { rows, investment } = await reviewsService.financials(currentUser(request).user, request.params.id, kind);
      return { data: rows, meta: { kind, columns, currency: investment.reporting_fx ?? investment.currency, units: 'millions' as const } };
    });
  financialsRoute('historical', HISTORICAL_COLUMNS);
  // GET and PATCH /investment-reviews/{id}/estimation: the reviewer's own forecasts (modules/estimates).

  r.patch('/investments/:id/review', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Save the summary of your review of an investment (created on first need)',
      description: `${FIRST_NEED} With a review, as PATCH /investment-reviews/{id}. Without one, a blank summary creates nothing (422 "${REVIEW_MESSAGES.summaryRequired}"). Answers the review page and meta.saved. ${PAGE}`,
      params: idParamSchema,
      body: updateReviewSchema,
      response: { 200: z.object({ data: reviewSchema, meta: z.object({ saved: z.boolean() }) }), ...errors },
    },
  }, async (request) => {
    const { review, saved } = await reviewsService.updateSummaryOfInvestment(currentUser(request).user, request.params.id, request.body.summary);
    return { data: review, meta: { saved } };
  });

  r.put('/investments/:id/models', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Set the model files of your review of an investment (created on first need)',
      description: `${FIRST_NEED} uuids as for PUT /investment-reviews/{id}/models. Answers the review page. ${PAGE}`,
      params: idParamSchema,
      body: reviewModelsSchema,
      response: { 200: one, ...errors },
    },
  }, async (request) => ({ data: await reviewsService.setModelsOfInvestment(currentUser(request).user, request.params.id, request.body.uuids) }));

  r.post('/investments/:id/processes', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Attach processes to your review of an investment (created on first need)',
      description: `${FIRST_NEED} process_ids as for POST /investment-reviews/{id}/processes. ${PAGE}`,
      params: idParamSchema,
      body: attachProcessesSchema,
      response: { 200: one, ...errors },
    },
  }, async (request) => ({ data: await reviewsService.attachToInvestment(currentUser(request).user, request.params.id, request.body.process_ids) }));
}
