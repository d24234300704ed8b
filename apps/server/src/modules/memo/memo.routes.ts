import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, idParamSchema } from '@thesis/domain';
import { currentUser } from '../../plugins/auth';
import type { MemoDecisionSource } from './memo-decisions';
import { createMemoService } from './memo.service';

const tags = ['Reviews'];
const security = [{ bearerAuth: [] }];

const DESCRIPTION = [
  'The investment memo of a review as an A4 PDF, typeset on the server for the viewer:',
  'company header (ticker, exchange, last price, market cap, the date of those figures, the date generated), the summary,',
  'a scorecard and each attached process with its summary score and relevance, every factor with its grade, points, relevance, comment and link (checklists and answered questions condensed),',
  'the notes (only with the notes permission), the historical and estimation financials (left out, with a line saying why, for roles without financials)',
  'and the latest decision with its probability matrix (only with the decisions permission). Numbered pages and a footer.',
  'Answers Content-Disposition: attachment; filename="<TICKER>-memo-<yyyy-mm-dd>.pdf". Errors are JSON: 401 without a token, 404 when the review is missing or not visible to you.',
].join(' ');

/** GET /investment-reviews/{id}/memo.pdf. */
export function memoRoutes(app: FastifyInstance, options: { decisions?: MemoDecisionSource } = {}): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const memo = createMemoService(app.deps, options.decisions);

  r.get('/investment-reviews/:id/memo.pdf', {
    onRequest: [app.authenticate],
    // Typesetting costs CPU: a person downloads a few memos a minute, a script should not do thousands.
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    schema: {
      tags, security,
      summary: 'Download the investment memo of a review (PDF)',
      description: DESCRIPTION,
      produces: ['application/pdf', 'application/json'],
      params: idParamSchema,
      response: {
        200: {
          description: 'The memo (application/pdf), as an attachment.',
          content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
        },
        401: errorResponseSchema,
        403: errorResponseSchema,
        404: errorResponseSchema,
        422: errorResponseSchema,
        429: errorResponseSchema,
      },
    },
  }, async (request, reply) => {
    const { pdf, fileName } = await memo.pdf(currentUser(request).user, request.params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-length', String(pdf.length))
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      // A Buffer is sent as it is (never serialised); the schema above only documents it as binary.
      .send(pdf as unknown as string);
  });
}
