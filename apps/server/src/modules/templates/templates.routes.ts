import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  errorResponseSchema,
  idParamSchema,
  itemSchema,
  libraryMessageSchema,
  listEnvelope,
  processSchema,
  type Pagination,
} from '@thesis/domain';
import { currentUser } from '../../plugins/auth';
import { ITEM_DEFINITIONS } from '../items/items.definitions';

const tags = ['Templates'];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const includeQuery = z.object({ include: z.string().max(200).optional() });
const SORT_NOTE = 'Sorted by name ignoring case. Templates are read-only (abilities.update false); copy one with POST /replicates/….';

function allInOnePage(total: number): Pagination {
  return { total, count: total, per_page: Math.max(1, total), current_page: 1, total_pages: 1 };
}

/** The template library and the replicate (copy into my library) commands. */
export function templatesRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { templatesService } = app.deps;
  const auth = { onRequest: [app.authenticate] };

  r.get('/templates', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Every template, grouped as processes, factors, checklists and questions',
      description: `${SORT_NOTE} No nesting: open one with its /{type}s-templates/{id} route.`,
      response: {
        200: dataEnvelope(z.object({ processes: z.array(processSchema), factors: z.array(itemSchema), checklists: z.array(itemSchema), questions: z.array(itemSchema) })),
        ...errors,
      },
    },
  }, async (request) => ({ data: await templatesService.library(currentUser(request).user) }));

  r.get('/processes-templates', {
    ...auth,
    schema: { tags, security, summary: 'Template processes', description: `${SORT_NOTE} include: factors, factors.checklists, factors.checklists.questions.`, querystring: includeQuery, response: { 200: listEnvelope(processSchema), ...errors } },
  }, async (request) => {
    const data = await templatesService.processes(currentUser(request).user, request.query.include);
    return { data, meta: { pagination: allInOnePage(data.length) } };
  });

  r.get('/processes-templates/:id', {
    ...auth,
    schema: { tags, security, summary: 'One template process with its factors, checklists and questions', params: idParamSchema, response: { 200: dataEnvelope(processSchema), ...errors } },
  }, async (request) => ({ data: await templatesService.process(currentUser(request).user, request.params.id) }));

  r.post('/replicates/processes/:id', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Copy a template process (or one of yours) into your library',
      description: 'Deep copy: the process, its factors, checklists and questions, names kept, new ids, source untouched (source_id points back). The copy is active and becomes your default only if you have none. meta.message: "You have successfully copied the process".',
      params: idParamSchema,
      response: { 201: z.object({ data: processSchema, meta: libraryMessageSchema }), ...errors },
    },
  }, async (request, reply) => {
    const { process, message } = await templatesService.replicateProcess(currentUser(request).user, request.params.id);
    return reply.status(201).send({ data: process, meta: { message } });
  });

  for (const { kind, plural, includeLevels } of Object.values(ITEM_DEFINITIONS)) {
    r.get(`/${plural}-templates`, {
      ...auth,
      schema: { tags, security, summary: `Template ${plural}`, description: `${SORT_NOTE}${includeLevels.length ? ` include: ${includeLevels.map((_, i) => includeLevels.slice(0, i + 1).join('.')).join(', ')}.` : ''}`, querystring: includeQuery, response: { 200: listEnvelope(itemSchema), ...errors } },
    }, async (request) => {
      const data = await templatesService.items(currentUser(request).user, kind, request.query.include);
      return { data, meta: { pagination: allInOnePage(data.length) } };
    });

    r.get(`/${plural}-templates/:id`, {
      ...auth,
      schema: { tags, security, summary: `One template ${kind} with everything below it`, params: idParamSchema, response: { 200: dataEnvelope(itemSchema), ...errors } },
    }, async (request) => ({ data: await templatesService.item(currentUser(request).user, kind, request.params.id) }));

    r.post(`/replicates/${plural}/:id`, {
      ...auth,
      schema: {
        tags, security,
        summary: `Copy a template ${kind} (or one of yours) into your library`,
        description: `Deep copy with everything below it, names kept. meta.message: "You have successfully copied the ${kind}".`,
        params: idParamSchema,
        response: { 201: z.object({ data: itemSchema, meta: libraryMessageSchema }), ...errors },
      },
    }, async (request, reply) => {
      const { item, message } = await templatesService.replicateItem(currentUser(request).user, kind, request.params.id);
      return reply.status(201).send({ data: item, meta: { message } });
    });
  }
}
