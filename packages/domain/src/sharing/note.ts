import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { MESSAGES } from '../constants/messages';
import type { FieldIssue } from '../scoring/numeric-range';
import { REVIEW_MESSAGES } from '../reviews/messages';
import { SHARING_MESSAGES } from './messages';

/**
 * A review note (spec §3 Note, §5 Note, §7 POST /investment-notes with title, typed_text,
 * investment_review_id, uuids): title required, 2–100; text 2–10,000, required only when no file
 * is attached ('Description is required while uploaded file is empty'); blank text is null.
 * The text area stops typing at the same 10,000 (LIMITS.noteTextAreaMax) and counts as you type.
 */
export const NOTE_TEXT_AREA_MAX = LIMITS.noteTextAreaMax;

export const noteTitleField = z
  .string({ error: SHARING_MESSAGES.noteTitleRequired })
  .trim()
  .min(1, { message: SHARING_MESSAGES.noteTitleRequired, abort: true })
  .min(LIMITS.noteTitleMin, { message: SHARING_MESSAGES.noteTitleMin, abort: true })
  .max(LIMITS.noteTitleMax, { message: SHARING_MESSAGES.noteTitleMax });

export const noteTextField = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .pipe(
    z
      .string()
      .min(LIMITS.noteTextMin, { message: SHARING_MESSAGES.noteTextMin })
      .max(LIMITS.noteTextMax, { message: SHARING_MESSAGES.noteTextMax })
      .nullable(),
  );

/** The note's file: one upload at most ('Please attach one file only'). */
const noteUuidsList = () =>
  z.array(z.string({ error: REVIEW_MESSAGES.uuidsList }).trim().min(1, { message: REVIEW_MESSAGES.uuidsList }).max(64), { error: REVIEW_MESSAGES.uuidsList })
    .max(1, { message: REVIEW_MESSAGES.oneFile });
const uuidsField = noteUuidsList().default([]);

/** The text rule across fields: without a file the note needs its text. */
export function noteTextIssues(text: string | null | undefined, hasFile: boolean): FieldIssue[] {
  return !hasFile && !text?.trim() ? [{ field: 'typed_text', message: MESSAGES.noteTextRequired }] : [];
}

const noteFields = {
  title: noteTitleField,
  typed_text: noteTextField.optional().transform((value) => value ?? null),
  uuids: uuidsField,
};

/** The text rule, only on an object body whose text and file fields are themselves valid. */
function withTextRule<T extends z.ZodType<{ typed_text: string | null; uuids: string[] }>>(schema: T) {
  return schema.superRefine((value, ctx) => {
    for (const issue of noteTextIssues(value.typed_text, value.uuids.length > 0)) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  }, {
    when: (payload) => !payload.issues.some((issue) => (issue.path?.length ?? 0) === 0 || ['typed_text', 'uuids'].includes(String(issue.path?.[0]))),
  });
}

export const createNoteSchema = withTextRule(
  z.object({
    ...noteFields,
    investment_review_id: z.string({ error: SHARING_MESSAGES.noteReviewRequired }).trim().min(1, { message: SHARING_MESSAGES.noteReviewRequired }).max(64),
  }),
);
export type CreateNoteInput = z.input<typeof createNoteSchema>;
export type CreateNote = z.output<typeof createNoteSchema>;

/** POST /investments/{id}/notes: the same note, on your review of that investment (created on first need). */
export const createInvestmentNoteSchema = withTextRule(z.object(noteFields));
export type CreateInvestmentNoteInput = z.input<typeof createInvestmentNoteSchema>;
export type CreateInvestmentNote = z.output<typeof createInvestmentNoteSchema>;

/** PATCH /investment-notes/{id}: any subset; the server checks `noteTextIssues` on the merged note. */
export const updateNoteSchema = z.object({
  title: noteTitleField.optional(),
  typed_text: noteTextField.optional(),
  uuids: noteUuidsList().optional(),
});
export type UpdateNoteInput = z.input<typeof updateNoteSchema>;
