import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createProcessSchema,
  dataEnvelope,
  errorResponseSchema,
  idParamSchema,
  listEnvelope,
  listProcessesQuerySchema,
  processDeletedSchema,
  processFactorIdsSchema,
  processQuerySchema,
  processSchema,
  reorderFactorsSchema,
  switchActivitySchema,
  updateProcessSchema,
} from '@thesis/domain';
import { currentUser } from '../../plugins/auth';

const tags = ['Processes'];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const one = dataEnvelope(processSchema);
const INCLUDE_NOTE =
  'include: factors, factors.checklists, factors.checklists.questions (".user" segments are accepted; every process and item always carries its user). Nested items carry `position` under their parent.';

/** The caller's processes (spec §7 Processes). Templates are read through /processes-templates. */
export function processesRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { processesService } = app.deps;
  const auth = { onRequest: [app.authenticate] };

  r.get('/processes', {
    ...auth,
    schema: {
      tags, security,
      summary: 'List your processes',
      description: `Default process first, then by position. search=name:text;is_active:1, orderBy=position|name|updated_at|created_at, sortedBy, page, limit (≤ 500, default 100). withCount=investmentReviews is accepted; investment_count (always present) is the number of your reviews that use the process. ${INCLUDE_NOTE}`,
      querystring: listProcessesQuerySchema,
      response: { 200: listEnvelope(processSchema), ...errors },
    },
  }, async (request) => {
    const { data, pagination } = await processesService.list(currentUser(request).user, request.query);
    return { data, meta: { pagination } };
  });

  r.post('/processes', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Create a process',
      description: 'Active unless is_active is false. Becomes the default when is_default is true (the old default is demoted) or when you have no default yet (then it is active whatever is_active says). is_default: true with is_active: false is refused.',
      body: createProcessSchema,
      response: { 201: one, ...errors },
    },
  }, async (request, reply) => reply.status(201).send({ data: await processesService.create(currentUser(request).user, request.body) }));

  r.post('/processes/switch-activity', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Activate and deactivate processes in one batch',
      description: 'All ids must be your processes. Deactivating the default process is refused with the spec message on deactivate_process_ids. Answers the processes named, default first.',
      body: switchActivitySchema,
      response: { 200: dataEnvelope(z.array(processSchema)), ...errors },
    },
  }, async (request) => ({ data: await processesService.switchActivity(currentUser(request).user, request.body) }));

  r.get('/processes/:id', {
    ...auth,
    schema: { tags, security, summary: 'One process (yours, or a template)', description: INCLUDE_NOTE, params: idParamSchema, querystring: processQuerySchema, response: { 200: one, ...errors } },
  }, async (request) => ({ data: await processesService.get(currentUser(request).user, request.params.id, request.query.include) }));

  r.patch('/processes/:id', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Change a process',
      description: 'Any of name, description, is_default, is_active. is_default: true makes it the default, demoting the old one, and activates it. is_default: false on the default answers 422 (is_default: "At least one Process must assume…"); is_active: false on the default answers 422 (is_active: "Sorry - you can\'t remove your Default Process…"). Templates answer 403.',
      params: idParamSchema,
      body: updateProcessSchema,
      response: { 200: one, ...errors },
    },
  }, async (request) => ({ data: await processesService.update(currentUser(request).user, request.params.id, request.body) }));

  r.delete('/processes/:id', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Delete a process',
      description: 'Answers 200 with data.message "Process was successfully deleted". Factors (and below) that no other process or item holds are deleted with it (deleted_item_ids); shared ones stay. Deleting the default promotes the next process in order (first active one) — see default_process_id. Deleting your only process is refused (422).',
      params: idParamSchema,
      response: { 200: dataEnvelope(processDeletedSchema), ...errors },
    },
  }, async (request) => ({ data: await processesService.remove(currentUser(request).user, request.params.id) }));

  r.post('/processes/:id/factors', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Attach factors of your library to a process',
      description: 'Appended in the order given; factors already attached keep their place. Answers the process with its factors.',
      params: idParamSchema,
      body: processFactorIdsSchema,
      response: { 200: one, ...errors },
    },
  }, async (request) => ({ data: await processesService.attachFactors(currentUser(request).user, request.params.id, request.body.factor_ids) }));

  r.put('/processes/:id/factors', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Detach factors from a process',
      description: 'The factors stay in your library; positions close up. Answers the process with its factors.',
      params: idParamSchema,
      body: processFactorIdsSchema,
      response: { 200: one, ...errors },
    },
  }, async (request) => ({ data: await processesService.detachFactors(currentUser(request).user, request.params.id, request.body.factor_ids) }));

  r.put('/processes/:id/reorder_factors_positions', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Reorder the factors of a process',
      description: 'position_factor_ids: position mapped to id ({"0": id, "1": id}) or an array of ids in order; it must name every factor of the process once. Answers the process with its factors in the new order.',
      params: idParamSchema,
      body: reorderFactorsSchema,
      response: { 200: one, ...errors },
    },
  }, async (request) => ({ data: await processesService.reorderFactors(currentUser(request).user, request.params.id, request.body.position_factor_ids) }));

  r.get('/processes/:id/associated-processes', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Your processes used in the same reviews as this one',
      description: 'Always an empty list until investment reviews exist.',
      params: idParamSchema,
      response: { 200: listEnvelope(processSchema), ...errors },
    },
  }, async (request) => {
    const data = await processesService.associated(currentUser(request).user, request.params.id);
    return { data, meta: { pagination: { total: data.length, count: data.length, per_page: Math.max(1, data.length), current_page: 1, total_pages: 1 } } };
  });
}
