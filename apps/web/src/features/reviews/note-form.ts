import { noteTextField, noteTextIssues, noteTitleField } from '@thesis/domain';
import { z } from 'zod';

/**
 * The note form's rules (spec §5 Note), from the domain's own fields: title 2–100; text 2–250,
 * required only while no file is attached ('Description is required while uploaded file is empty').
 */
export function noteFormSchema(hasFile: boolean) {
  return z
    .object({ title: noteTitleField, typed_text: noteTextField.optional().transform((value) => value ?? null) })
    .superRefine((value, ctx) => {
      for (const issue of noteTextIssues(value.typed_text, hasFile))
        ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    });
}
export type NoteFields = z.input<ReturnType<typeof noteFormSchema>>;
export type NoteValues = z.output<ReturnType<typeof noteFormSchema>>;
