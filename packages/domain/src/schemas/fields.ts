import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { MESSAGES } from '../constants/messages';

/**
 * A string that must be present and non-blank, with `message` for both cases. Checks that only
 * make sense on a non-blank value go behind `.pipe(...)`, which runs only when this passes (a
 * check with `abort: true` would instead stop the object's cross-field rules from running).
 */
export function requiredString(message: string) {
  return z.string({ error: message }).trim().min(1, { message });
}

/** E-mail: required, valid, at most 254 characters; normalised to lower case. */
export const emailField = requiredString(MESSAGES.emailRequired)
  .pipe(z.string().max(LIMITS.emailMax, { message: MESSAGES.invalidEmail }).pipe(z.email({ message: MESSAGES.invalidEmail })))
  .transform((value) => value.toLowerCase());

/** A password as typed at login: required, not trimmed. */
export const loginPasswordField = z.string({ error: MESSAGES.passwordRequired }).min(1, { message: MESSAGES.passwordRequired });

/** A new password: required, 8 to 128 characters. */
export const newPasswordField = loginPasswordField.pipe(
  z
    .string()
    .min(LIMITS.passwordMin, { message: MESSAGES.passwordMin })
    .max(LIMITS.passwordMax, { message: MESSAGES.passwordMax }),
);

export const passwordConfirmationField = z
  .string({ error: MESSAGES.confirmPasswordRequired })
  .min(1, { message: MESSAGES.confirmPasswordRequired });

/**
 * Optional text: blank (or null) becomes null, so it clears the field; a field that is not sent
 * stays undefined, so a PATCH never clears what it did not mention.
 */
export function optionalText(max: number, message?: string) {
  return z
    .string()
    .trim()
    .max(max, message ? { message } : undefined)
    .nullish()
    // Left out stays left out (a PATCH changes only the fields sent); blank or null clears.
    .transform((value) => (value === undefined ? undefined : value ? value : null));
}
