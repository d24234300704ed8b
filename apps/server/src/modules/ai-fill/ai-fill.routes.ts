import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptSuggestionSchema,
  AI_FILL_SERVER_MESSAGES,
  aiRequestAnswerSchema,
  aiStatusAnswerSchema,
  errorResponseSchema,
  filledProcessSchema,
  idParamSchema,
  investmentItemSchema,
  investmentItemUpdateMetaSchema,
  MESSAGES,
  writeNotice,
} from '@thesis/domain';
import { currentUser } from '../../plugins/auth';
import type { AiFillModule } from './ai-fill.module';

const tags = ['AI fill'];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const WHO = 'Only those who may change the review (403 with the read-only message); a review you cannot see is 404.';

/** The AI-assisted fill of an investment process (spec §4 / §7) and the suggestions it leaves. */
export function aiFillRoutes(app: FastifyInstance, { aiFillService, suggestionsService }: AiFillModule): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: [app.authenticate] };

  r.post('/investment-processes/:id/ai-request', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Ask for an AI fill of a process of a review',
      description:
        'Queues a fill (a background job) and answers 202 with ai_status "pending". The fill never writes an item: each value it proposes is stored as a suggestion beside the item (see GET …/ai-status and the review). ' +
        `The built-in analyst fills items bound to a metric and grades those bound to a rule; with an AI provider set up, the OpenAI-compatible model grades the judgement items, one request per factor (docs/ai.md). ` +
        `409 "${AI_FILL_SERVER_MESSAGES.pending}" while a fill runs; 422 "${AI_FILL_SERVER_MESSAGES.noItems}" for an empty process; 403 "${AI_FILL_SERVER_MESSAGES.freeRole}" for the free role; 429 once the user asked for the operator's daily number of fills (AI_DAILY_LIMIT); 503 when the job queue is down. ${WHO}`,
      params: idParamSchema,
      response: { 202: aiRequestAnswerSchema, 409: errorResponseSchema, 429: errorResponseSchema, 503: errorResponseSchema, ...errors },
    },
  }, async (request, reply) => {
    await aiFillService.request(currentUser(request).user, request.params.id);
    return reply.status(202).send({ data: { ai_status: 'pending' as const } });
  });

  r.get('/investment-processes/:id/ai-status', {
    ...auth,
    schema: {
      tags, security,
      summary: 'The status of the AI fill of a process',
      description:
        '{ ai_status: "pending" } while the fill runs; { ai_status: "failed", message } when it failed; { ai_status: "new" } when none was asked for; when it finished, the process with its factors, its open suggestions and its last fill (ai_fill: source, items left empty with the reason) — and no ai_status field (spec §4: no ai_status means finished). ' +
        'Suggestions are sent only to viewers who may change the review. Anyone who may see the review may read the status.',
      params: idParamSchema,
      response: { 200: aiStatusAnswerSchema, ...errors },
    },
  }, async (request) => ({ data: await aiFillService.status(currentUser(request).user, request.params.id) }));

  r.post('/ai-suggestions/:id/accept', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Accept a suggestion (optionally edited) into its item',
      description:
        'Writes the suggestion into its item exactly as PATCH /investment-{type}s/{id} would (same checks, activity events and new summary), then removes it. Without a body the proposal is written (its comment goes under a comment you wrote); with any of score, value, relevance, comment, exactly those are written instead (your edit). ' +
        `Answers like the item PATCH: the item and meta (message "${MESSAGES.changesSuccessful}", the process's new summary). 422 when the item no longer takes the value (its type or range changed). ${WHO}`,
      params: idParamSchema,
      body: acceptSuggestionSchema,
      response: { 200: z.object({ data: investmentItemSchema, meta: investmentItemUpdateMetaSchema }), ...errors },
    },
  }, async (request) => {
    const result = await suggestionsService.accept(currentUser(request).user, request.params.id, request.body);
    return { data: result.item, meta: { ...writeNotice(false), type_change: result.typeChange, investment_process: result.summary } };
  });

  r.delete('/ai-suggestions/:id', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Discard a suggestion',
      description: `Removes the suggestion; its item is not changed. ${WHO}`,
      params: idParamSchema,
      response: { 200: z.object({ data: z.object({ id: z.string(), message: z.string() }) }), ...errors },
    },
  }, async (request) => ({ data: await suggestionsService.discard(currentUser(request).user, request.params.id) }));

  r.post('/investment-processes/:id/ai-suggestions/accept', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Accept every suggestion of a process',
      description: `Accepts each open suggestion as POST /ai-suggestions/{id}/accept would; with from=figures only those the built-in analyst made from filed figures. Those an item no longer takes stay open and are listed in meta.failed. Answers the process with what stays open. ${WHO}`,
      params: idParamSchema,
      querystring: z.object({ from: z.enum(['figures']).optional() }),
      response: {
        200: z.object({
          data: filledProcessSchema,
          meta: z.object({ message: z.string(), accepted: z.number(), failed: z.array(z.object({ suggestion_id: z.string(), item_name: z.string(), message: z.string() })) }),
        }),
        ...errors,
      },
    },
  }, async (request) => {
    const { process, accepted, failed } = await suggestionsService.acceptAll(currentUser(request).user, request.params.id, request.query.from === 'figures');
    return { data: process, meta: { message: AI_FILL_SERVER_MESSAGES.suggestionsAccepted, accepted, failed } };
  });

  r.delete('/investment-processes/:id/ai-suggestions', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Discard every suggestion of a process',
      description: `Removes the open suggestions of the process; no item is changed. Answers the process. ${WHO}`,
      params: idParamSchema,
      response: { 200: z.object({ data: filledProcessSchema, meta: z.object({ message: z.string(), discarded: z.number() }) }), ...errors },
    },
  }, async (request) => {
    const { process, discarded } = await suggestionsService.discardAll(currentUser(request).user, request.params.id);
    return { data: process, meta: { message: AI_FILL_SERVER_MESSAGES.suggestionsDiscarded, discarded } };
  });
}
