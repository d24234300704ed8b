import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error';
import { toast } from './notify';

/**
 * Puts a 422 answer's field errors onto the form's fields (spec §8 Forms: "Form submit errors
 * carrying field errors are shown on the matching fields"). Errors for fields the form does not
 * have are shown as toasts. Other statuses were already shown by the API client.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): void {
  if (!isApiError(error) || error.status !== 422) return;
  const leftovers: string[] = [];
  let focused = false;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const known = fields.find((name) => name === field);
    if (known && messages.length > 0) {
      setError(known, { type: 'server', message: messages.join(' ') }, { shouldFocus: !focused });
      focused = true;
    } else {
      leftovers.push(...messages);
    }
  }
  if (!error.hasFieldErrors) leftovers.push(error.message);
  for (const message of leftovers) toast.error(message);
}
