import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createItemSchema,
  dataEnvelope,
  errorResponseSchema,
  idParamSchema,
  itemChildIdsSchema,
  itemDeletedSchema,
  itemReorderSchema,
  itemSchema,
  itemUpdateMetaSchema,
  listEnvelope,
  listItemsQuerySchema,
  MESSAGES,
  updateItemSchema,
} from '@thesis/domain';
import { currentUser } from '../../plugins/auth';
import { ITEM_DEFINITIONS, type ItemDefinition } from './items.definitions';

const tags = ['Process items'];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const one = dataEnvelope(itemSchema);

function includeNote(def: ItemDefinition): string {
  const levels = def.includeLevels.map((_, index) => def.includeLevels.slice(0, index + 1).join('.'));
  return levels.length ? `include: ${levels.join(', ')}.` : 'Nothing to include.';
}

/** The generic routes of spec §7 for {type} in factor, checklist, question, built from one table. */
function itemRoutes(app: FastifyInstance, def: ItemDefinition): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { itemsService } = app.deps;
  const auth = { onRequest: [app.authenticate] };
  const { kind, plural, child, childPlural } = def;
  const base = `/${plural}`;

  r.get(base, {
    ...auth,
    schema: {
      tags, security,
      summary: `List the ${plural} of your library`,
      description: `search=name:text;group:Financial;type:Flags;is_active:1, orderBy=name|updated_at|created_at, sortedBy, page, limit (≤ 500, default 100). exclude_parent_id leaves out the ${plural} already under that ${kind === 'factor' ? 'process' : kind === 'checklist' ? 'factor' : 'checklist'} (the "database" column of the Edit entity modal). ${includeNote(def)}`,
      querystring: listItemsQuerySchema,
      response: { 200: listEnvelope(itemSchema), ...errors },
    },
  }, async (request) => {
    const { data, pagination } = await itemsService.list(currentUser(request).user, kind, request.query);
    return { data, meta: { pagination } };
  });

  r.post(base, {
    ...auth,
    schema: {
      tags, security,
      summary: `Create a ${kind}`,
      description: 'group defaults to Financial, is_active to true; scale settings default by type (grade_descriptions for qualitative types, min/max for numeric ones, thresholds for Valuation). parent_id attaches it at the end of one of your parents.',
      body: createItemSchema,
      response: { 201: one, ...errors },
    },
  }, async (request, reply) => reply.status(201).send({ data: await itemsService.create(currentUser(request).user, kind, request.body) }));

  r.get(`${base}/:id`, {
    ...auth,
    schema: { tags, security, summary: `One ${kind} (yours, or a template)`, description: includeNote(def), params: idParamSchema, querystring: z.object({ include: z.string().max(200).optional() }), response: { 200: one, ...errors } },
  }, async (request) => ({ data: await itemsService.get(currentUser(request).user, kind, request.params.id, request.query.include) }));

  r.patch(`${base}/:id`, {
    ...auth,
    schema: {
      tags, security,
      summary: `Change a ${kind}`,
      description: `Any subset of the fields. grade_descriptions are merged per grade; null for grade_descriptions, min, max or thresholds puts the type's default back. A type change inside a score family keeps the scale; across families (qualitative / Valuation / quantitative) it resets to the new type's defaults: meta.type_change says which, meta.message is "${MESSAGES.changesSuccessful}".`,
      params: idParamSchema,
      body: updateItemSchema,
      response: { 200: z.object({ data: itemSchema, meta: itemUpdateMetaSchema }), ...errors },
    },
  }, async (request) => {
    const { item, typeChange } = await itemsService.update(currentUser(request).user, kind, request.params.id, request.body);
    return { data: item, meta: { message: MESSAGES.changesSuccessful, type_change: typeChange } };
  });

  r.delete(`${base}/:id`, {
    ...auth,
    schema: {
      tags, security,
      summary: `Delete a ${kind}`,
      description: 'Removes it from every parent. What it held is deleted too unless something else still holds it (deleted_item_ids lists everything deleted).',
      params: idParamSchema,
      response: { 200: dataEnvelope(itemDeletedSchema), ...errors },
    },
  }, async (request) => ({ data: await itemsService.remove(currentUser(request).user, kind, request.params.id) }));

  if (!child || !childPlural) return;
  const ids = `${child}_ids`;
  const positions = `position_${child}_ids`;

  r.post(`${base}/:id/${childPlural}`, {
    ...auth,
    schema: { tags, security, summary: `Attach ${childPlural} of your library to a ${kind}`, description: `Body { ${ids}: [...] }; appended in the order given. Answers the ${kind} with its ${childPlural}.`, params: idParamSchema, body: itemChildIdsSchema(child), response: { 200: one, ...errors } },
  }, async (request) => ({ data: await itemsService.attach(currentUser(request).user, kind, request.params.id, request.body[ids] ?? []) }));

  r.put(`${base}/:id/${childPlural}`, {
    ...auth,
    schema: { tags, security, summary: `Detach ${childPlural} from a ${kind}`, description: `Body { ${ids}: [...] }; they stay in your library.`, params: idParamSchema, body: itemChildIdsSchema(child), response: { 200: one, ...errors } },
  }, async (request) => ({ data: await itemsService.detach(currentUser(request).user, kind, request.params.id, request.body[ids] ?? []) }));

  r.put(`${base}/:id/reorder_${childPlural}_positions`, {
    ...auth,
    schema: {
      tags, security,
      summary: `Reorder the ${childPlural} of a ${kind}`,
      description: `Body { ${positions}: {"0": id, "1": id} } or an array of ids, naming every ${child} of the ${kind} once.`,
      params: idParamSchema,
      body: itemReorderSchema(child),
      response: { 200: one, ...errors },
    },
  }, async (request) => ({ data: await itemsService.reorder(currentUser(request).user, kind, request.params.id, request.body[positions] ?? []) }));
}

export function itemsRoutes(app: FastifyInstance): void {
  for (const def of Object.values(ITEM_DEFINITIONS)) itemRoutes(app, def);
}
