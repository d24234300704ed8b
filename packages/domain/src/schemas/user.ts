import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { MESSAGES } from '../constants/messages';
import { CURRENCIES } from '../constants/money';
import { ROLES } from '../constants/roles';
import { loginPasswordField, newPasswordField, optionalText, passwordConfirmationField } from './fields';
import { usernameField, withMatchingConfirmation } from './auth';
import { profileTeamSchema } from '../teams/schemas';

export const mediaSchema = z.object({
  id: z.string(),
  uuid: z.string(),
  url: z.string(),
  extension: z.string(),
  file_name: z.string(),
  mime_type: z.string(),
  size: z.number(),
  collection: z.string(),
});
export type Media = z.infer<typeof mediaSchema>;

/** The user as GET /users/profile answers it (spec §3 User). */
export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  confirmed: z.boolean(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  display_name: z.string(),
  updated_at: z.string(),
  created_at: z.string(),
  avatar: z.object({ id: z.string(), url: z.string() }).nullable().optional(),
  default_process_id: z.string().nullable(),
  default_screen_id: z.string().nullable(),
  company_id: z.string().nullable(),
  current_team_id: z.string().nullable(),
  dashboard_view_type: z.string(),
  /** The user keeps the side navigation collapsed (67 px): remembered across reloads and browsers. */
  side_nav_collapsed: z.boolean(),
  trial_ends_at: z.string().nullable(),
  trial: z.object({ days_left: z.number().nullable(), active: z.boolean() }),
  roles: z.array(z.enum(ROLES)).optional(),
  is_global_sharer: z.boolean(),
  /** The team the user works in (owner or member), null without one (issue 13). */
  team: profileTeamSchema.optional(),
  /** The currency totals and converted figures are shown in (Account Overview; default AUD). */
  reporting_currency: z.enum(CURRENCIES),
});
export type User = z.infer<typeof userSchema>;

/** The message of a reporting currency that is not one of the product's currencies. */
export const REPORTING_CURRENCY_MESSAGE = `Please choose a reporting currency: ${CURRENCIES.join(', ')}`;

/** PATCH /users/{id}: the fields to change. A password change needs the current password. */
export const updateUserSchema = z
  .object({
    username: usernameField.optional(),
    first_name: optionalText(LIMITS.nameMax, `First name must be at most ${LIMITS.nameMax} characters`),
    last_name: optionalText(LIMITS.nameMax, `Last name must be at most ${LIMITS.nameMax} characters`),
    avatar_id: z.string().nullable().optional(),
    dashboard_view_type: z.string().trim().min(1).max(50).optional(),
    side_nav_collapsed: z.boolean().optional(),
    reporting_currency: z.enum(CURRENCIES, { error: REPORTING_CURRENCY_MESSAGE }).optional(),
    current_password: z.string().optional(),
    password: newPasswordField.optional(),
    password_confirmation: passwordConfirmationField.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.password === undefined) return;
    if (!value.current_password) {
      ctx.addIssue({ code: 'custom', path: ['current_password'], message: MESSAGES.passwordRequired });
    }
    if (value.password_confirmation === undefined) {
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: MESSAGES.confirmPasswordRequired });
    } else if (value.password_confirmation !== value.password) {
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: MESSAGES.passwordsDontMatch });
    }
  });
export type UpdateUserInput = z.input<typeof updateUserSchema>;

/** Account Overview form: names and username (sent with PATCH /users/{id}). */
export const profileDetailsSchema = z.object({
  username: usernameField,
  first_name: optionalText(LIMITS.nameMax, `First name must be at most ${LIMITS.nameMax} characters`),
  last_name: optionalText(LIMITS.nameMax, `Last name must be at most ${LIMITS.nameMax} characters`),
});
export type ProfileDetailsInput = z.input<typeof profileDetailsSchema>;

/** Account Overview password change: current password, new password and its confirmation. */
export const changePasswordSchema = withMatchingConfirmation(
  z.object({
    current_password: loginPasswordField,
    password: newPasswordField,
    password_confirmation: passwordConfirmationField,
  }),
);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** Page-view events (spec §2 Page titles). */
export const pageViewEventSchema = z.object({
  path: z.string().min(1).max(2048),
  title: z.string().max(300).optional(),
  referrer: z.string().max(2048).optional(),
});
