import { zodResolver } from '@hookform/resolvers/zod';
import { noteTextField, noteTextIssues, noteTitleField } from '@thesis/domain';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';

/** Title 2–100 and text 2–10,000, from the domain's own fields. */
const noteFormSchema = z.object({
  title: noteTitleField,
  typed_text: noteTextField.optional().transform((value) => value ?? null),
});
export type NoteFields = z.input<typeof noteFormSchema>;
export type NoteValues = z.output<typeof noteFormSchema>;

/**
 * The note form's resolver: the field rules, plus the text required while no file is attached
 * ('Description is required while uploaded file is empty') — shown together with a title error.
 */
export function noteFormResolver(hasFile: boolean): Resolver<NoteFields, unknown, NoteValues> {
  const fields = zodResolver(noteFormSchema);
  return async (values, context, options) => {
    const result = await fields(values, context, options);
    const issue = noteTextIssues(values.typed_text, hasFile)[0];
    if (!issue || result.errors.typed_text) return result;
    return { values: {}, errors: { ...result.errors, typed_text: { type: 'required', message: issue.message } } };
  };
}
