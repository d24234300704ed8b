import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  errorResponseSchema,
  ESTIMATION_COLUMNS,
  financialRowSchema,
  HISTORICAL_COLUMNS,
  idParamSchema,
  includeQuery,
  investmentListQuerySchema,
  investmentPatchSchema,
  investmentPayloadSchema,
  investmentReplaceSchema,
  investmentSchema,
  investmentSummarySchema,
  listEnvelope,
  UNLISTED_TICKER_SUFFIX,
  type FinancialKind,
} from '@thesis/domain';
import { currentUser } from '../../plugins/auth';

const tags = ['Investments'];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const investmentEnvelope = dataEnvelope(investmentSchema);
const financialsEnvelope = z.object({
  data: z.array(financialRowSchema),
  meta: z.object({ kind: z.enum(['historical', 'estimation']), columns: z.number(), currency: z.string(), units: z.literal('millions') }),
});

const UNITS = 'Money (market_cap, financial rows) is in millions of the currency; issued_shares in millions; last_price, eps and dps per share.';
const UNLISTED = `An unlisted company's ticker is stored and answered with the fixed suffix "${UNLISTED_TICKER_SUFFIX}" (send it or not: the 3–5 character code before it is what is checked); the web form strips it for editing and never shows it.`;

export function investmentsRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { investmentsService } = app.deps;

  r.get('/investments', {
    onRequest: [app.authenticate],
    schema: {
      tags,
      security,
      summary: 'Search the investment universe, or list it alphabetically',
      description:
        'search=ticker:{text} (a bare text works too) finds, case- and accent-insensitively and in this order: the exact ticker, then names starting with the text, then names with a word starting with it (every word of a text of several) or tickers starting with it. Within each: operating companies before ETFs and funds, larger market caps first and an unknown market cap last, then alphabetically by name. ' +
        `Answers the best \`limit\` (default 10, at most 50) of the listed investments and your own unlisted companies; meta.pagination.total is the number answered. Without search: the visible universe by name, paged with limit and page. ${UNITS}`,
      querystring: investmentListQuerySchema,
      response: { 200: listEnvelope(investmentSummarySchema), ...errors },
    },
  }, async (request) => {
    const { data, pagination } = await investmentsService.list(currentUser(request).user, request.query);
    return { data, meta: { pagination } };
  });

  r.get('/investments/:id', {
    onRequest: [app.authenticate],
    schema: {
      tags,
      security,
      summary: 'One investment (listed, or your own unlisted company)',
      description: `include=processes.factors,review,notes adds the processes of your review (with factors), your review, and its notes (spec §3 Investment; newest first) — empty lists and a null review before you have one. abilities say what you may do. ${UNITS}`,
      params: idParamSchema,
      querystring: z.object({ include: includeQuery }),
      response: { 200: investmentEnvelope, ...errors },
    },
  }, async (request) => ({ data: await investmentsService.get(currentUser(request).user, request.params.id, request.query.include) }));

  r.post('/investments', {
    onRequest: [app.authenticate],
    schema: {
      tags,
      security,
      summary: 'Create an unlisted company (visible only to you)',
      description: `${UNLISTED} Tickers are unique per user. Both currencies default to AUD; year_end is yyyy-mm-dd. ${UNITS}`,
      body: investmentPayloadSchema,
      response: { 201: investmentEnvelope, ...errors },
    },
  }, async (request, reply) => reply.status(201).send({ data: await investmentsService.create(currentUser(request).user, request.body) }));

  r.put('/investments/:id', {
    onRequest: [app.authenticate],
    schema: {
      tags,
      security,
      summary: 'Replace your unlisted company (optional fields left out are cleared)',
      description: `${UNLISTED} Listed investments are read-only (403); another user's company is 404.`,
      params: idParamSchema,
      body: investmentReplaceSchema,
      response: { 200: investmentEnvelope, ...errors },
    },
  }, async (request) => ({ data: await investmentsService.replace(currentUser(request).user, request.params.id, request.body) }));

  r.patch('/investments/:id', {
    onRequest: [app.authenticate],
    schema: {
      tags,
      security,
      summary: 'Change some fields of your unlisted company (null clears an optional field)',
      description: `${UNLISTED} Listed investments are read-only (403); another user's company is 404.`,
      params: idParamSchema,
      body: investmentPatchSchema,
      response: { 200: investmentEnvelope, ...errors },
    },
  }, async (request) => ({ data: await investmentsService.patch(currentUser(request).user, request.params.id, request.body) }));

  const financialsRoute = (kind: FinancialKind, columns: number, summary: string) =>
    r.get(`/investments/:id/${kind}`, {
      onRequest: [app.authenticate],
      schema: {
        tags,
        security,
        summary,
        description: `Rows sorted by fy_date_at, oldest first. Not for the free role (403 inviting an upgrade). ${UNITS}`,
        params: idParamSchema,
        response: { 200: financialsEnvelope, ...errors },
      },
    }, async (request) => {
      const { rows, investment } = await investmentsService.financials(currentUser(request).user, request.params.id, kind);
      return { data: rows, meta: { kind, columns, currency: investment.reporting_fx ?? investment.currency, units: 'millions' as const } };
    });
  financialsRoute('historical', HISTORICAL_COLUMNS, `Historical financials: the latest ${HISTORICAL_COLUMNS} fiscal years`);
  financialsRoute('estimation', ESTIMATION_COLUMNS, `Estimation financials: the next ${ESTIMATION_COLUMNS} fiscal years after the latest historical one`);
}
