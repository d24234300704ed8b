import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, idParamSchema, investmentProcessSchema, MESSAGES, REVIEW_COMMENT_MAX, updateInvestmentProcessSchema, writeNotice, writeNoticeSchema } from '@thesis/domain';
import { currentUser } from '../../plugins/auth';

const tags = ['Reviews'];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };

/** PATCH /investment-processes/{id} (spec §7 Investment processes). */
export function investmentProcessesRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { investmentProcessesService } = app.deps;

  r.patch('/investment-processes/:id', {
    onRequest: [app.authenticate],
    schema: {
      tags, security,
      summary: 'Change a process of a review: comment, link, valuation, file',
      description:
        `Any subset of comment (≤ ${REVIEW_COMMENT_MAX}), url (http or https), url_name, valuation (your valuation per share, ≥ 0; upside is answered against the last price) and uuids ([uuid] attaches one of your uploads, replacing the current file; [] removes it; 422 "${MESSAGES.mediaNotFound}" for a file that is not yours). null clears a field. ` +
        `Answers the process with its summary score and relevance and its factors, with meta.message "${MESSAGES.changesSuccessful}" (message_type success; removing a file that is already gone answers "${MESSAGES.mediaAlreadyDeleted}", message_type warning). Only those who may edit the review (403 with the read-only message); another user's is 404.`,
      params: idParamSchema,
      body: updateInvestmentProcessSchema,
      response: { 200: z.object({ data: investmentProcessSchema, meta: writeNoticeSchema }), ...errors },
    },
  }, async (request) => {
    const { process, fileAlreadyGone } = await investmentProcessesService.update(currentUser(request).user, request.params.id, request.body);
    return { data: process, meta: writeNotice(fileAlreadyGone) };
  });
}
