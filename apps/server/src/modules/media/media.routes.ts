import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, formatFileSize, MEDIA_COLLECTIONS, mediaSchema, MESSAGES, SPREADSHEET_EXTENSIONS, SPREADSHEET_PREVIEW, type MediaCollection } from '@thesis/domain';
import { AppError, fieldError, validationError } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { MEDIA_LINK_MAX_SECONDS, MEDIA_LINK_WINDOW_SECONDS } from './media-links';
import { presentMedia } from './media.presenter';
import { spreadsheetPreviewSchema } from './spreadsheet-preview';
import { viewerCan, viewerDenied } from '../teams/workspace';

const tags = ['Media'];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 413: errorResponseSchema, 422: errorResponseSchema };

function isCollection(value: string): value is MediaCollection {
  return (MEDIA_COLLECTIONS as readonly string[]).includes(value);
}

const ONE_FILE = 'Please upload one file at a time.';

/**
 * Errors while reading a multipart body: the plugin's own (too large, too many files) keep
 * their status; a body the parser cannot read (no boundary, cut short) is the client's fault.
 */
function uploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_FILES_LIMIT') return fieldError('file', ONE_FILE);
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return new AppError(400, 'The upload could not be read. Please try again.');
}

function contentDisposition(fileName: string, inline: boolean): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function mediaRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { mediaService } = app.deps;

  r.post('/media', {
    onRequest: [app.authenticate],
    schema: {
      tags,
      security,
      summary: 'Upload one file (multipart/form-data: collection, file): images and PDF; model files also spreadsheets. Checked by content.',
      description: `Pictures and PDF go to every collection; the model collection also takes spreadsheets (${SPREADSHEET_EXTENSIONS.map((extension) => `.${extension}`).join(', ')}), which are stored and downloaded, never run. A file of another type is 422 on file.`,
      consumes: ['multipart/form-data'],
      'x-multipart': { collection: `Where the file belongs: ${MEDIA_COLLECTIONS.join(', ')}`, file: 'The file (one)' },
      response: { 201: z.object({ data: mediaSchema }), ...errors },
    },
  }, async (request, reply) => {
    if (!request.isMultipart()) throw fieldError('file', MESSAGES.fileRequired);
    let collection: string | undefined;
    let file: { name: string; bytes: Buffer } | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (file) throw fieldError('file', ONE_FILE);
          file = { name: part.filename, bytes: await part.toBuffer() };
        } else if (part.fieldname === 'collection') {
          collection = String(part.value);
        }
      }
    } catch (error) {
      throw uploadError(error);
    }
    // Before any check of the upload itself: only someone who may change reviews uploads their
    // files; anyone signed in may upload their own avatar.
    const { user } = currentUser(request);
    if (collection !== 'avatar' && !viewerCan(user, 'reviews.edit')) throw new AppError(403, viewerDenied(user, 'reviews.edit'));
    const fieldErrors: Record<string, string[]> = {};
    if (!collection || !isCollection(collection)) {
      fieldErrors.collection = [`The collection must be one of: ${MEDIA_COLLECTIONS.join(', ')}.`];
    }
    if (!file) fieldErrors.file = [MESSAGES.fileRequired];
    if (Object.keys(fieldErrors).length > 0 || !file || !collection || !isCollection(collection)) throw validationError(fieldErrors);
    const row = await mediaService.upload(user, { collection, fileName: file.name, bytes: file.bytes });
    return reply.status(201).send({ data: presentMedia(row, mediaService.signedUrl(row, user.id)) });
  });

  r.get('/media/:id', {
    // The file is streamed: @fastify/compress compresses it when its type is compressible.
    compress: {},
    schema: {
      tags,
      // A bearer token, or none with the signed link of the file's url.
      security: [{}, { bearerAuth: [] }],
      summary: 'Download a file: with a bearer token of a user allowed to see it, or with the signed link from its url',
      description:
        `A file's url is a signed link issued to the viewer who received it: it works without a token for ${MEDIA_LINK_WINDOW_SECONDS * 2 / 60} to ${MEDIA_LINK_MAX_SECONDS / 60} minutes, ` +
        'and only while that viewer may still see the file (a revoked or expired share ends it at once: 404). An expired or tampered link without a token is 401. download=1 asks for an attachment.',
      params: z.object({ id: z.string().max(64) }),
      querystring: z.object({
        expires: z.coerce.number().int().optional(),
        viewer: z.string().max(64).optional(),
        signature: z.string().max(128).optional(),
        download: z.enum(['1', '0']).optional(),
      }),
      produces: ['*/*'],
      response: { 200: z.unknown().describe('The file, with its own content type'), 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema },
    },
  }, async (request, reply) => {
    if (request.headers.authorization) await app.authenticate(request);
    const { expires, viewer, signature } = request.query;
    const { row, stream } = await mediaService.open(request.params.id, { user: request.auth?.user ?? null, link: { expires, viewer, signature } });
    // A signed link may be cached only as long as it lives; a bearer download is checked every time.
    const maxAge = !request.auth && expires ? Math.max(0, Math.min(MEDIA_LINK_MAX_SECONDS, expires - Math.floor(Date.now() / 1000))) : 0;
    return reply
      .header('content-type', row.mime_type)
      .header('content-length', String(row.size))
      // Only pictures the app previews open in the browser; any other file (a PDF may carry script
      // its viewer runs, a spreadsheet macros) is an attachment, and every user file is sandboxed.
      .header('content-disposition', contentDisposition(row.file_name, request.query.download !== '1' && row.mime_type.startsWith('image/')))
      .header('content-security-policy', 'sandbox')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', maxAge > 0 ? `private, max-age=${maxAge}` : 'private, no-cache')
      .send(stream);
  });

  r.get('/media/:id/preview', {
    onRequest: [app.authenticate],
    schema: {
      tags,
      security,
      summary: 'A read-only table of the first sheet of a CSV, xlsx or xlsm file',
      description:
        `For whoever may download the file (checked first: 404 otherwise). Files up to ${formatFileSize(SPREADSHEET_PREVIEW.maxBytes)}: the first ` +
        `${SPREADSHEET_PREVIEW.rows} rows and ${SPREADSHEET_PREVIEW.columns} columns as text; nothing in the file is calculated or run. ` +
        'Pictures, PDF, other spreadsheet types, larger files and files that cannot be read are 422 with the reason.',
      params: z.object({ id: z.string().max(64) }),
      response: { 200: z.object({ data: spreadsheetPreviewSchema }), 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema },
    },
  }, async (request) => ({ data: await mediaService.preview(request.params.id, currentUser(request).user) }));

  r.delete('/media/:id', {
    onRequest: [app.authenticate],
    schema: { tags, security, summary: 'Delete one of your files', params: z.object({ id: z.string().max(64) }), response: { 204: z.null(), ...errors } },
  }, async (request, reply) => {
    await mediaService.remove(currentUser(request).user, request.params.id);
    return reply.status(204).send(null);
  });
}
