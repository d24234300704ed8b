import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attachFileSchema,
  errorResponseSchema,
  idParamSchema,
  ITEM_KINDS,
  investmentItemSchema,
  investmentItemUpdateMetaSchema,
  MESSAGES,
  REVIEW_COMMENT_MAX,
  REVIEW_MESSAGES,
  reviewIncludeQuerySchema,
  updateInvestmentItemSchema,
  writeNotice,
  type ItemKind,
} from '@thesis/domain';
import { validationError } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import type { ItemWriteResult } from './investment-items.service';

const tags = ['Investment items'];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const answer = z.object({ data: investmentItemSchema, meta: investmentItemUpdateMetaSchema });

const SCORING =
  'score: a scale value of the item\'s type (Qualitative7pt excellent…v_poor; 5pt v_good, good, average, poor, v_poor; 3pt/Flags/TickCross good, average, poor; quantitative types the seven grades) or n_a; Valuation takes only n_a, its grade comes from value: (value ÷ last price − 1) × 100 graded through its thresholds. ' +
  'value: the number of Valuation (your valuation per share, ≥ 0) and quantitative types (within min–max). ' +
  `relevance: high, moderate, low, n_a. comment ≤ ${REVIEW_COMMENT_MAX} characters; url (http or https) and url_name. type: a type change inside a score family keeps the scale and what fits of the scoring, across families both reset (meta.type_change). null clears a field.`;
const ANSWER = `Answers the item (without children) with meta.message "${MESSAGES.changesSuccessful}" (message_type success; removing a file that is already gone answers "${MESSAGES.mediaAlreadyDeleted}", message_type warning), meta.type_change and meta.investment_process (the process's new summary score and relevance). include=investment adds data.investment.`;

function includesInvestment(include: string | undefined): boolean {
  const names = (include ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  if (names.some((name) => name !== 'investment')) throw validationError({ include: [REVIEW_MESSAGES.includeInvalid] });
  return names.includes('investment');
}

/** PATCH and PUT /investment-{type}s/{id} for factor, checklist and question (spec §7). */
export function investmentItemsRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { investmentItemsService } = app.deps;
  const auth = { onRequest: [app.authenticate] };

  const reply = (result: ItemWriteResult, include: boolean) => ({
    data: { ...result.item, ...(include ? { investment: result.investment } : {}) },
    meta: { ...writeNotice(result.fileAlreadyGone), type_change: result.typeChange, investment_process: result.summary },
  });

  for (const kind of ITEM_KINDS as readonly ItemKind[]) {
    const path = `/investment-${kind}s/:id`;
    r.patch(path, {
      ...auth,
      schema: {
        tags, security,
        summary: `Score a ${kind} of a review`,
        description: `Any subset of score, value, relevance, comment, url, url_name, type. ${SCORING} ${ANSWER} Only those who may edit the review (403 otherwise, with the read-only message); another user's item is 404.`,
        params: idParamSchema,
        querystring: reviewIncludeQuerySchema,
        body: updateInvestmentItemSchema,
        response: { 200: answer, ...errors },
      },
    }, async (request) => {
      const include = includesInvestment(request.query.include);
      return reply(await investmentItemsService.update(currentUser(request).user, kind, request.params.id, request.body), include);
    });

    r.put(path, {
      ...auth,
      schema: {
        tags, security,
        summary: `Attach a file to a ${kind} of a review`,
        description: `uuids: [uuid] attaches one of your uploads (POST /media), replacing the current file; [] removes it. Another user's or an unknown uuid is 422 "${MESSAGES.mediaNotFound}". The replaced file stays in your uploads. A shared review without edit permission answers 403 "${MESSAGES.sharedReviewDownloadOnly}". ${ANSWER}`,
        params: idParamSchema,
        querystring: reviewIncludeQuerySchema,
        body: attachFileSchema,
        response: { 200: answer, ...errors },
      },
    }, async (request) => {
      const include = includesInvestment(request.query.include);
      return reply(await investmentItemsService.attachFile(currentUser(request).user, kind, request.params.id, request.body.uuids), include);
    });
  }
}
