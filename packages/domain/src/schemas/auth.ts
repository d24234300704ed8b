import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { MESSAGES } from '../constants/messages';
import {
  emailField,
  loginPasswordField,
  newPasswordField,
  passwordConfirmationField,
  requiredString,
} from './fields';

/**
 * Adds the "Passwords don't match" rule on password_confirmation. It runs as soon as both
 * passwords are typed, even while another field (say the username) is still invalid.
 */
export function withMatchingConfirmation<T extends z.ZodType<{ password: string; password_confirmation: string }>>(
  schema: T,
) {
  return schema.refine((value) => value.password === value.password_confirmation, {
    message: MESSAGES.passwordsDontMatch,
    path: ['password_confirmation'],
    when(payload) {
      const value = payload.value as { password?: unknown; password_confirmation?: unknown } | undefined;
      return typeof value?.password === 'string' && typeof value.password_confirmation === 'string' && value.password_confirmation !== '';
    },
  });
}

export const usernameField = requiredString(MESSAGES.usernameRequired).pipe(
  z
    .string()
    .max(LIMITS.usernameMax, { message: `Username must be at most ${LIMITS.usernameMax} characters` })
    .regex(/^[\p{L}\p{N}._-]+$/u, {
      message: 'Username may contain letters, numbers, dots, dashes and underscores only',
    }),
);

export const loginSchema = z.object({
  email: emailField,
  password: loginPasswordField,
});
export type LoginInput = z.input<typeof loginSchema>;

export const registerSchema = withMatchingConfirmation(
  z.object({
    username: usernameField,
    email: emailField,
    password: newPasswordField,
    password_confirmation: passwordConfirmationField,
    /** Signing up from a team invitation link: its token (verifies the invited address at once). */
    invitation_token: z.string().max(200).optional(),
  }),
);
export type RegisterInput = z.input<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resendVerificationSchema = z.object({ email: emailField });

export const resetPasswordSchema = withMatchingConfirmation(
  z.object({
    email: emailField,
    token: requiredString(MESSAGES.invalidResetToken),
    password: newPasswordField,
    password_confirmation: passwordConfirmationField,
  }),
);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const verifyEmailQuerySchema = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().min(1),
});

/** Answer of POST /login (spec §7). `meta.inactive_team` flags an inactive team (issue 13: its name and the owner's address). */
export const loginResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number(),
});
export const loginMetaSchema = z.object({
  inactive_team: z
    .object({ name: z.string(), contact_email: z.string() })
    .nullable()
    .optional(),
});
export const refreshResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number(),
});
export const messageResponseSchema = z.object({ message: z.string() });
