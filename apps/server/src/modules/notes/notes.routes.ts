import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createInvestmentNoteSchema, createNoteSchema, dataEnvelope, errorResponseSchema, idParamSchema, LIMITS, MESSAGES, reviewNoteSchema, reviewSchema, updateNoteSchema } from '@thesis/domain';
import { currentUser } from '../../plugins/auth';

const tags = ['Notes'];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };
const RULES = `title ${LIMITS.noteTitleMin}–${LIMITS.noteTitleMax} characters; typed_text ${LIMITS.noteTextMin}–${LIMITS.noteTextMax}, required only without a file ("${MESSAGES.noteTextRequired}"); uuids: at most one of your uploads (422 "${MESSAGES.mediaNotFound}" otherwise). Only those who may edit the review and see its notes (403); another user's review or note is 404.`;

/** Notes of a review (spec §7 Notes). */
export function notesRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { notesService, reviewsService } = app.deps;
  const auth = { onRequest: [app.authenticate] };

  r.post('/investment-notes', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Add a note to a review',
      description: `${RULES} On an investment you have not reviewed yet, use POST /investments/{id}/notes.`,
      body: createNoteSchema,
      response: { 201: dataEnvelope(reviewNoteSchema), ...errors },
    },
  }, async (request, reply) => reply.status(201).send({ data: await notesService.create(currentUser(request).user, request.body) }));

  r.post('/investments/:id/notes', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Add a note to your review of an investment (created on first need)',
      description: `Your review of the investment is created on first need (spec §4) in the same transaction as the note; a refused note creates nothing. The investment must be visible to you (404); a teamViewer never creates a review (403). ${RULES} Answers the review page with the note.`,
      params: idParamSchema,
      body: createInvestmentNoteSchema,
      response: { 201: dataEnvelope(reviewSchema), ...errors },
    },
  }, async (request, reply) => {
    const viewer = currentUser(request).user;
    const reviewId = await notesService.createForInvestment(viewer, request.params.id, request.body);
    return reply.status(201).send({ data: await reviewsService.get(viewer, reviewId) });
  });

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
