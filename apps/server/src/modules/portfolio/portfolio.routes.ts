import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  holdingWriteSchema,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_PRESETS,
  importCommitResultSchema,
  importCommitSchema,
  importPreviewSchema,
  isImportPreset,
  DEFAULT_IMPORT_PRESET,
  PORTFOLIO_MESSAGES,
  portfolioMetaSchema,
  portfolioQuerySchema,
  portfolioSchema,
  setHoldingSchema,
  type ImportMapping,
} from '@thesis/domain';
import { AppError, fieldError, validationError } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { assertPortfolio } from './portfolio.policy';
import { ReviewReader } from '../reviews/review-reader';
import { exportFileName, portfolioCsv } from './portfolio-csv';
import { PortfolioImport, type PreviewInput } from './portfolio-import';
import { PortfolioService } from './portfolio.service';

const tags = ['Portfolio'];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const portfolioEnvelope = z.object({ data: portfolioSchema, meta: portfolioMetaSchema });
const investmentParams = z.object({ investmentId: z.string().min(1).max(64) });

const ROLE = `Every role but teamViewer (403 "${PORTFOLIO_MESSAGES.roleForbidden}").`;
const VALUES =
  'Values are computed when read, from the current last prices: shares_total_price = shares_count × last price in the investment\'s currency (0 and price_missing: true without a price); shares_weight = its % of the whole portfolio\'s value (all weights sum to 100). ' +
  'aggregations sum the holdings shown: count, shares_count (units), shares_total_price (value), shares_weight (weighting: 100 unfiltered, the filtered rows\' share otherwise), price_missing_count, currencies (values are summed without currency conversion), and portfolio (the whole portfolio). ' +
  'processes lists the library processes found in your reviews of the holdings (column headers and filter options), each with its factors. Each holding\'s processes are your review\'s processes (process_id, summary score and relevance, valuation); include=processes.factors adds their factors → checklists → questions.';
const QUERY = 'filteringScope, sortingScope and sortingScopeBy use the screens\' grammar (company fields, p.<processId>.score|relevance|valuation, f.<factorId>), plus the sort columns shares_count, shares_total_price and shares_weight. Without a sort: by weight, largest first.';

const IMPORT_FIELDS = `multipart/form-data: file (a CSV, at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB and ${IMPORT_MAX_ROWS} rows, with a header row), preset (${IMPORT_PRESETS.join(' or ')}; default ${DEFAULT_IMPORT_PRESET}), and optionally ticker_column, exchange_column and units_column: the header names to read (they override the preset's guess; an empty exchange_column means none).`;

const COLUMN_FIELDS: Record<string, keyof ImportMapping> = { ticker_column: 'ticker', exchange_column: 'exchange', units_column: 'units' };

/** Reads the import form: one CSV file and the mapping fields; 4xx for anything unreadable. */
async function readImportForm(request: FastifyRequest): Promise<PreviewInput> {
  if (!request.isMultipart()) throw fieldError('file', PORTFOLIO_MESSAGES.fileRequired);
  let file: { name: string; bytes: Buffer } | undefined;
  let preset: string = DEFAULT_IMPORT_PRESET;
  const columns: PreviewInput['columns'] = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } })) {
      if (part.type === 'file') {
        if (file) throw fieldError('file', 'Please upload one file at a time.');
        file = { name: part.filename || 'portfolio.csv', bytes: await part.toBuffer() };
      } else if (part.fieldname === 'preset') {
        preset = String(part.value);
      } else if (COLUMN_FIELDS[part.fieldname]) {
        columns[COLUMN_FIELDS[part.fieldname]!] = String(part.value).slice(0, 200);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, PORTFOLIO_MESSAGES.fileTooLarge, { file: [PORTFOLIO_MESSAGES.fileTooLarge] });
    if (code === 'FST_FILES_LIMIT') throw fieldError('file', 'Please upload one file at a time.');
    throw new AppError(400, 'The upload could not be read. Please try again.');
  }
  const problems: Record<string, string[]> = {};
  if (!file) problems.file = [PORTFOLIO_MESSAGES.fileRequired];
  if (!isImportPreset(preset)) problems.preset = [`${PORTFOLIO_MESSAGES.presetInvalid}: use ${IMPORT_PRESETS.join(' or ')}`];
  if (Object.keys(problems).length || !file || !isImportPreset(preset)) throw validationError(problems);
  return { fileName: file.name.slice(0, 255), bytes: file.bytes, preset, columns };
}

export function portfolioRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new PortfolioService({ db: app.deps.db.db, reader: new ReviewReader((file, viewerId) => app.deps.mediaService.signedUrl(file, viewerId)) });
  const importer = new PortfolioImport(app.deps.db.db);

  r.get('/portfolios', {
    onRequest: [app.authenticate],
    schema: { tags, security, summary: 'Your portfolio: holdings with value, weight and review scores, and totals', description: `${VALUES} ${QUERY} ${ROLE}`, querystring: portfolioQuerySchema, response: { 200: portfolioEnvelope, ...errors } },
  }, async (request) => service.view(currentUser(request).user, request.query));

  r.get('/portfolios/run', {
    onRequest: [app.authenticate],
    schema: {
      tags, security,
      summary: 'Run the portfolio: recompute every value, weight and score now',
      description: `Reads the current last prices and review scores and answers the same shape as GET /portfolios (meta.computed_at says when). Nothing is cached, so this is what the Run button calls to refresh. ${QUERY} ${ROLE}`,
      querystring: portfolioQuerySchema,
      response: { 200: portfolioEnvelope, ...errors },
    },
  }, async (request) => service.view(currentUser(request).user, request.query));

  r.get('/portfolios/export.csv', {
    onRequest: [app.authenticate],
    schema: {
      tags, security,
      summary: 'Download the portfolio as CSV (every holding of the current filters and sort)',
      description: `text/csv, UTF-8 with a byte-order mark, one row per holding: Ticker, Name, Exchange, Currency, Sector, Industry, Units, Last price, Value, Weight %, Market cap (m), Price updated, then "<process> score" and "<process> relevance" for each process. Numbers are plain (no currency signs or separators). ${QUERY} ${ROLE}`,
      querystring: portfolioQuerySchema,
      produces: ['text/csv'],
      response: { 200: z.string().describe('The portfolio as CSV'), ...errors },
    },
  }, async (request, reply) => {
    const answer = await service.view(currentUser(request).user, request.query);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${exportFileName(answer.meta.computed_at)}"`)
      .header('cache-control', 'no-store')
      .send(portfolioCsv(answer.data));
  });

  r.get('/portfolios/investments/:investmentId', {
    onRequest: [app.authenticate],
    schema: {
      tags, security,
      summary: 'Your holding of one investment (null when you hold none)',
      description: `What the create-shares modal shows. 404 when the investment does not exist or is another user's company. ${ROLE}`,
      params: investmentParams,
      response: { 200: z.object({ data: z.object({ id: z.string(), investment_id: z.string(), shares_count: z.number(), updated_at: z.string() }).nullable() }), ...errors },
    },
  }, async (request) => ({ data: await service.holdingOf(currentUser(request).user, request.params.investmentId) }));

  r.post('/portfolios/investments/:investmentId', {
    onRequest: [app.authenticate],
    schema: {
      tags, security,
      summary: 'Set the shares held of an investment (set-investment): adds the holding, or replaces its number of shares',
      description: `Body { shares_count }: a positive number (text such as "1,250.5" is read too; fractions allowed; at most 1e12); 422 "${PORTFOLIO_MESSAGES.sharesPositive}" and the like otherwise. 201 when the holding is new, 200 when it existed (meta.created says which). A listed investment or your own unlisted company only: another user's company, like a missing one, is 404. ${ROLE}`,
      params: investmentParams,
      body: setHoldingSchema,
      response: { 200: holdingWriteSchema, 201: holdingWriteSchema, ...errors },
    },
  }, async (request, reply) => {
    const answer = await service.set(currentUser(request).user, request.params.investmentId, request.body.shares_count);
    return reply.status(answer.meta.created ? 201 : 200).send(answer);
  });

  r.delete('/portfolios/investments/:investmentId', {
    onRequest: [app.authenticate],
    schema: {
      tags, security,
      summary: 'Remove a holding from your portfolio',
      description: `The path's id (spec: DELETE /portfolios/investments/{id}) is the holding's id or the investment's id: either removes the holding. 204 when removed; 404 "${PORTFOLIO_MESSAGES.holdingNotFound}" when you hold no such thing. ${ROLE}`,
      params: investmentParams,
      response: { 204: z.null(), ...errors },
    },
  }, async (request, reply) => {
    await service.remove(currentUser(request).user, request.params.investmentId);
    return reply.status(204).send(null);
  });

  r.post('/portfolios/imports/preview', {
    onRequest: [app.authenticate],
    schema: {
      tags, security,
      summary: 'Import from a broker CSV, step 1: read and match the file (nothing is written)',
      description:
        `${IMPORT_FIELDS} Tickers are matched case-insensitively against the listed investments and your own unlisted companies (never anyone else's); "BHP.AX" and "ASX:BHP" name the exchange too; with an exchange column, only that exchange matches. ` +
        'Each row answers matched, unmatched (no such ticker), ambiguous (listed on several exchanges: map an exchange column) or invalid (no ticker, units not a positive number), with a message. holdings groups the matched rows by investment (units added up) and gives existing_shares_count for investments you already hold (duplicates). ' +
        `4xx for a bad file: 422 on file (missing, empty, not text, unreadable CSV, no rows, more than ${IMPORT_MAX_ROWS} rows), 413 above the size limit, 422 on ticker_column/units_column when no column can be found or a chosen one does not exist. ${ROLE}`,
      consumes: ['multipart/form-data'],
      'x-multipart': {
        file: `The CSV file (at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB and ${IMPORT_MAX_ROWS} rows, with a header row)`,
        preset: `${IMPORT_PRESETS.join(' or ')}; default ${DEFAULT_IMPORT_PRESET}`,
        ticker_column: 'The header of the ticker column (overrides the preset)',
        exchange_column: 'The header of the exchange column; empty for none',
        units_column: 'The header of the units column (overrides the preset)',
      },
      response: { 200: z.object({ data: importPreviewSchema }), 413: errorResponseSchema, ...errors },
    },
  }, async (request) => {
    const user = currentUser(request).user;
    assertPortfolio(user, 'portfolio.use');
    return { data: await importer.preview(user, await readImportForm(request)) };
  });

  r.post('/portfolios/imports/commit', {
    onRequest: [app.authenticate],
    schema: {
      tags, security,
      summary: 'Import from a broker CSV, step 2: write the previewed holdings in one transaction',
      description: `Body { holdings: [{ investment_id, shares_count }] (1 to ${IMPORT_MAX_ROWS}, each investment once), on_existing: skip | replace (default) | add }: on_existing says what happens to an investment you already hold (keep your units, replace them, or add the imported units). All or nothing: an investment you cannot hold (missing or another user's company) fails the whole import with 422 on holdings.<n>.investment_id; 409 "${PORTFOLIO_MESSAGES.importConflict}" when a holding was added meanwhile. ${ROLE}`,
      body: importCommitSchema,
      response: { 200: z.object({ data: importCommitResultSchema, meta: z.object({ message: z.string() }) }), 409: errorResponseSchema, ...errors },
    },
  }, async (request) => {
    const user = currentUser(request).user;
    assertPortfolio(user, 'portfolio.use');
    const result = await importer.commit(user, request.body.holdings, request.body.on_existing);
    const parts = [`${result.created} added`, `${result.updated} updated`, ...(result.skipped ? [`${result.skipped} kept as they were`] : [])];
    return { data: result, meta: { message: `Import complete: ${parts.join(', ')}.` } };
  });
}
