import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createNoteSchema, dataEnvelope, errorResponseSchema, idParamSchema, LIMITS, MESSAGES, reviewNoteSchema, updateNoteSchema } from '@thesis/domain';
import { currentUser } from '../../plugins/auth';

const tags = ['Notes'];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const RULES = `title ${LIMITS.noteTitleMin}–${LIMITS.noteTitleMax} characters; typed_text ${LIMITS.noteTextMin}–${LIMITS.noteTextMax}, required only without a file ("${MESSAGES.noteTextRequired}"); uuids: at most one of your uploads (422 "${MESSAGES.mediaNotFound}" otherwise). Only those who may edit the review and see its notes (403); another user's review or note is 404.`;

/** Notes of a review (spec §7 Notes). */
export function notesRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { notesService } = app.deps;
  const auth = { onRequest: [app.authenticate] };

  r.post('/investment-notes', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Add a note to a review',
      description: `${RULES} The review must exist: POST /investment-reviews {investment_id} creates it on first need.`,
      body: createNoteSchema,
      response: { 201: dataEnvelope(reviewNoteSchema), ...errors },
    },
  }, async (request, reply) => reply.status(201).send({ data: await notesService.create(currentUser(request).user, request.body) }));

  r.patch('/investment-notes/:id', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Change a note',
      description: `Any subset of title, typed_text and uuids ([] removes the file). The text rule applies to the note as it becomes. ${RULES}`,
      params: idParamSchema,
      body: updateNoteSchema,
      response: { 200: dataEnvelope(reviewNoteSchema), ...errors },
    },
  }, async (request) => ({ data: await notesService.update(currentUser(request).user, request.params.id, request.body) }));

  r.delete('/investment-notes/:id', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Delete a note',
      description: 'Answers data.message "The note was successfully deleted". Its file stays in your uploads.',
      params: idParamSchema,
      response: { 200: dataEnvelope(z.object({ id: z.string(), message: z.string() })), ...errors },
    },
  }, async (request) => ({ data: await notesService.remove(currentUser(request).user, request.params.id) }));
}
