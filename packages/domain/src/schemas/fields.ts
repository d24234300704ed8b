import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { MESSAGES } from '../constants/messages';

/** A string that must be present and non-blank, with `message` for both cases. */
export function requiredString(message: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { message, abort: true });
}

/** E-mail: required, valid, at most 254 characters; normalised to lower case. */
export const emailField = requiredString(MESSAGES.emailRequired)
  .max(LIMITS.emailMax, { message: MESSAGES.invalidEmail, abort: true })
  .pipe(z.email({ message: MESSAGES.invalidEmail }))
  .transform((value) => value.toLowerCase());

/** A password as typed at login: required, not trimmed. */
export const loginPasswordField = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, { message: MESSAGES.passwordRequired, abort: true });

/** A new password: required, 8 to 128 characters. */
export const newPasswordField = loginPasswordField
  .min(LIMITS.passwordMin, { message: MESSAGES.passwordMin, abort: true })
  .max(LIMITS.passwordMax, { message: MESSAGES.passwordMax });

export const passwordConfirmationField = z
  .string({ error: MESSAGES.confirmPasswordRequired })
  .min(1, { message: MESSAGES.confirmPasswordRequired, abort: true });

/** Optional text that becomes null when blank. */
export function optionalText(max: number, message?: string) {
  return z
    .string()
    .trim()
    .max(max, message ? { message } : undefined)
    .nullish()
    .transform((value) => (value ? value : null));
}
