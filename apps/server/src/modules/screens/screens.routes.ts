import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataEnvelope,
  errorResponseSchema,
  idParamSchema,
  listEnvelope,
  screenExportQuerySchema,
  screenFormSchema,
  screenResultsQuerySchema,
  screenResultsSchema,
  screenSchema,
  switchScreenActivitySchema,
  updateScreenSchema,
} from '@thesis/domain';
import { currentUser } from '../../plugins/auth';
import { createScreens } from './screens.module';

const tags = ['Screens'];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const one = dataEnvelope(screenSchema);
const FORM_NOTE =
  'name (required, ≤ 100: "Screen name is required"), description (≤ 1024, null clears it), is_active, is_default (send it only when true), source_type (all | all_active | associated; default all), associated_process_id (required with associated; cleared otherwise), lead_process_id, secondary_process_ids (need a lead and never include it). Process ids must be your own processes. Sources: all = every listed company plus your unlisted ones; all_active = companies whose review uses one of your active processes; associated = companies whose review includes associated_process_id. Only your own reviews are ever read.';
const VIEW_NOTE =
  'filteringScope holds ";"-separated key:value filters: sector, industry, exchange, currency (text; repeat a key for "any of"; "\\;" escapes a semicolon), price and market_cap (number ranges min..max, either end optional, ends included), portfolio (yes | no), p.<processId>.score and p.<processId>.relevance (number ranges of the summary score / relevance), p.<processId>.valuation and f.<factorId> (grade ranges worst..best over v_poor, poor, below_ave, average, good, v_good, excellent; factor ids are library factor ids), m.<metricId> (a number range over a stored fundamental, in its unit — m.pe:5..25, m.roe:15.. for at least 15 % — a company without the value fails, explained with the reason; an unknown metric answers 422 listing the ids). sortingScope is one of ticker, name, sector, industry, exchange, currency, price, market_cap, p.<processId>.score|relevance|valuation, f.<factorId>, m.<metricId>; sortingScopeBy asc (default) or desc. Rows without a value sort last in both directions, ties by ticker; without sortingScope the lead score sorts best first. Example: ?filteringScope=sector:Financials;price:1..50;p.<lead>.score:3..&sortingScope=p.<lead>.score&sortingScopeBy=desc. A malformed part answers 422 on its parameter.';

/** Screens (spec §7 Screens; issue 6). */
export function screensRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { screens, results } = createScreens(app.deps);
  const auth = { onRequest: [app.authenticate] };

  r.get('/screens', {
    ...auth,
    schema: { tags, security, summary: 'List your screens', description: 'Default screen first, then by position. is_default appears only on the default screen.', response: { 200: listEnvelope(screenSchema), ...errors } },
  }, async (request) => {
    const data = await screens.list(currentUser(request).user);
    return { data, meta: { pagination: { total: data.length, count: data.length, per_page: Math.max(1, data.length), current_page: 1, total_pages: 1 } } };
  });

  r.post('/screens', {
    ...auth,
    schema: { tags, security, summary: 'Create a screen', description: `${FORM_NOTE} Your first screen becomes the default (and active). Run it with PUT /screens/{id}.`, body: screenFormSchema, response: { 201: one, ...errors } },
  }, async (request, reply) => reply.status(201).send({ data: await screens.create(currentUser(request).user, request.body) }));

  r.post('/screens/switch-activity', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Activate and deactivate screens in one batch',
      description: 'activate_screen_ids and deactivate_screen_ids: your screens. Deactivating the default screen is refused (422 on deactivate_screen_ids). Answers all your screens.',
      body: switchScreenActivitySchema,
      response: { 200: dataEnvelope(z.array(screenSchema)), ...errors },
    },
  }, async (request) => ({ data: await screens.switchActivity(currentUser(request).user, request.body) }));

  r.get('/screens/:id', {
    ...auth,
    schema: {
      tags, security,
      summary: 'A screen with a page of its results',
      description: `The results of the last run (run it with PUT first). ${VIEW_NOTE} investments: the page, each with processes.data (your review of each screen process now: score, relevance, valuation, factors; run_score / run_relevance as the run computed them), evaluation (why it passes or fails each filter), metrics (value or reason and as_of of each m.<metricId> the view filters or sorts on) and freshness (stale when your review changed after the run). portfolioInvestments: your holdings among the page. aggregations: count, per process the count, average score and relevance and the score distribution, and the sectors — over every company of the last run. matching_count: companies passing the filters. page (from 1), limit (1–200, default 25), show=passing|all.`,
      params: idParamSchema,
      querystring: screenResultsQuerySchema,
      response: { 200: z.object({ data: screenResultsSchema, meta: z.object({ pagination: z.object({ total: z.number(), count: z.number(), per_page: z.number(), current_page: z.number(), total_pages: z.number() }) }) }), ...errors },
    },
  }, async (request) => {
    const { view, page, limit, show } = request.query;
    const { data, total } = await results.page(currentUser(request).user, request.params.id, view, { page, limit, show });
    return { data, meta: { pagination: { total, count: data.investments.length, per_page: limit, current_page: page, total_pages: Math.max(1, Math.ceil(total / limit)) } } };
  });

  r.get('/screens/:id/export.csv', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Export the results as CSV',
      description: `Every company of the last run passing the filters (not only one page), in the order asked, as text/csv (attachment). ${VIEW_NOTE} Columns: ticker, company name, exchange, sector, industry, currency, last price, market cap (millions), in portfolio, then per process its score, relevance, valuation grade and factor grades, then the value and as-of date of each m.<metricId> filtered or sorted on, then when the figures and your review were updated.`,
      params: idParamSchema,
      querystring: screenExportQuerySchema,
      produces: ['text/csv'],
      response: { 200: z.string().describe('The results as CSV'), ...errors },
    },
  }, async (request, reply) => {
    const { fileName, body } = await results.csv(currentUser(request).user, request.params.id, request.query);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .serializer((payload: unknown) => String(payload))
      .send(body);
  });

  r.patch('/screens/:id', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Change a screen',
      description: `Any of the fields. ${FORM_NOTE} On the default screen is_active: false and is_default: false answer 422 (the flags are locked); is_default: true makes this screen the default (and active), demoting the old one. Changing the source or processes clears the results until the next run.`,
      params: idParamSchema,
      body: updateScreenSchema,
      response: { 200: one, ...errors },
    },
  }, async (request) => ({ data: await screens.update(currentUser(request).user, request.params.id, request.body) }));

  r.put('/screens/:id', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Run a screen',
      description: 'Empty body. Recomputes the results from your reviews now (company fields, per process your summary score and relevance, valuation and factor grades), investment_count, the aggregations and last_run_at. Answers the screen.',
      params: idParamSchema,
      response: { 200: one, ...errors },
    },
  }, async (request) => ({ data: await screens.run(currentUser(request).user, request.params.id) }));

  r.delete('/screens/:id', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Delete a screen',
      description: 'Answers data.message "Screen was successfully deleted" and default_screen_id. Deleting the default screen makes your first active screen the default.',
      params: idParamSchema,
      response: { 200: dataEnvelope(z.object({ message: z.string(), default_screen_id: z.string().nullable() })), ...errors },
    },
  }, async (request) => ({ data: await screens.remove(currentUser(request).user, request.params.id) }));
}
