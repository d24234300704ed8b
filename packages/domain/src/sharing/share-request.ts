import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { MESSAGES } from '../constants/messages';
import {
  ACCESS_TYPES,
  DEFAULT_ACCESS_TYPE,
  DEFAULT_SHARE_EXPIRY,
  PERMISSION_RULES,
  SHARE_EXPIRIES,
  type AccessType,
  type PermissionRule,
  type ShareExpiry,
} from '../constants/sharing';
import { SHARE_MAX_EMAILS, SHARING_MESSAGES } from './messages';

/**
 * POST /sharings (spec §3 Share, §5 Share, §7, §9 Sharing and defaults):
 * `{ entity_id, entity_type, access_type, emails, message?, expire_at, permission_rules }`.
 *
 * - access_type public | private, default private; expire_at week | month | year, default week.
 * - emails: a list, or the text typed in the form (separated by commas — semicolons, spaces and
 *   new lines are accepted too). Entries are trimmed, lower-cased, de-duplicated, blanks dropped.
 *   Private shares need at least one ('Email is required'); every entry must be a valid address
 *   ('One or more entered emails have invalid format'); at most 50.
 * - message: optional, ≤ 255, omitted from the output when blank.
 * - permission_rules: { models, notes, decisions }, each false unless granted.
 */
export const SHARE_ENTITY_TYPES = ['investment_review'] as const;
export type ShareEntityType = (typeof SHARE_ENTITY_TYPES)[number];
/**
 * What a request may name: a review by its id, or an investment by its id — your review of it,
 * created on first need (spec §4). A share always records (and answers) the review.
 */
export const SHARE_REQUEST_ENTITY_TYPES = [...SHARE_ENTITY_TYPES, 'investment'] as const;
export type ShareRequestEntityType = (typeof SHARE_REQUEST_ENTITY_TYPES)[number];

const emailFormat = z.email();

/** The typed e-mail text as a clean list (no validation). */
export function parseEmailList(input: string | readonly string[] | null | undefined): string[] {
  const pieces = typeof input === 'string' ? input.split(/[,;\s]+/) : [...(input ?? [])];
  const emails = pieces.map((piece) => piece.trim().toLowerCase()).filter(Boolean);
  return [...new Set(emails)];
}

export function isValidEmail(email: string): boolean {
  return email.length <= LIMITS.emailMax && emailFormat.safeParse(email).success;
}

/** The format message naming the addresses that fail it (the first three, then how many more). */
export function invalidEmailsMessage(invalid: readonly string[]): string {
  const named = invalid.slice(0, 3).map((email) => `“${email.length > 60 ? `${email.slice(0, 57)}…` : email}”`).join(', ');
  return `${MESSAGES.invalidEmails}: ${named}${invalid.length > 3 ? ` and ${invalid.length - 3} more` : ''}`;
}

/** The e-mails rule: required for a private share, each valid, at most 50; null when they pass. */
export function emailsIssue(accessType: AccessType, emails: readonly string[]): string | null {
  if (accessType === 'private' && emails.length === 0) return MESSAGES.emailRequired;
  const invalid = emails.filter((email) => !isValidEmail(email));
  if (invalid.length > 0) return invalidEmailsMessage(invalid);
  if (emails.length > SHARE_MAX_EMAILS) return SHARING_MESSAGES.tooManyEmails;
  return null;
}

const permissionRulesSchema = z
  .object(Object.fromEntries(PERMISSION_RULES.map((rule) => [rule, z.boolean().default(false)])) as Record<PermissionRule, z.ZodDefault<z.ZodBoolean>>)
  .default({ models: false, notes: false, decisions: false });

export const shareRequestSchema = z
  .object({
    entity_id: z.string({ error: SHARING_MESSAGES.entityRequired }).trim().min(1, { message: SHARING_MESSAGES.entityRequired }).max(64),
    entity_type: z.enum(SHARE_REQUEST_ENTITY_TYPES, { error: SHARING_MESSAGES.entityTypeInvalid }).default('investment_review'),
    access_type: z.enum(ACCESS_TYPES, { error: SHARING_MESSAGES.accessTypeInvalid }).default(DEFAULT_ACCESS_TYPE),
    emails: z
      .union([z.string().max(20_000), z.array(z.string().max(1000)).max(1000)], { error: MESSAGES.invalidEmails })
      .nullish()
      .transform((value) => parseEmailList(value)),
    message: z
      .string({ error: SHARING_MESSAGES.messageMax })
      .trim()
      .max(LIMITS.shareMessage, { message: SHARING_MESSAGES.messageMax })
      .nullish()
      .transform((value) => (value ? value : undefined)),
    expire_at: z.enum(SHARE_EXPIRIES, { error: SHARING_MESSAGES.expiryInvalid }).default(DEFAULT_SHARE_EXPIRY),
    permission_rules: permissionRulesSchema,
  })
  .superRefine((value, ctx) => {
    const message = emailsIssue(value.access_type, value.emails);
    if (message) ctx.addIssue({ code: 'custom', path: ['emails'], message });
  }, {
    // Only on an object body whose access type and e-mails are themselves valid.
    when: (payload) => !payload.issues.some((issue) => (issue.path?.length ?? 0) === 0 || ['access_type', 'emails'].includes(String(issue.path?.[0]))),
  });
export type ShareRequestInput = z.input<typeof shareRequestSchema>;
export type ShareRequest = z.output<typeof shareRequestSchema>;

/** The share modal's values, e-mails as typed. */
export interface ShareFormValues {
  access_type: AccessType;
  emails: string;
  message: string;
  expire_at: ShareExpiry;
  permission_rules: Record<PermissionRule, boolean>;
}

/** The share modal's form rules: the same messages as the request, on the typed values. */
export const shareFormSchema = z
  .object({
    access_type: z.enum(ACCESS_TYPES, { error: SHARING_MESSAGES.accessTypeInvalid }),
    emails: z.string(),
    message: z.string().max(LIMITS.shareMessage, { message: SHARING_MESSAGES.messageMax }),
    expire_at: z.enum(SHARE_EXPIRIES, { error: SHARING_MESSAGES.expiryInvalid }),
    permission_rules: z.object({ models: z.boolean(), notes: z.boolean(), decisions: z.boolean() }),
  })
  .superRefine((value, ctx) => {
    const message = emailsIssue(value.access_type, parseEmailList(value.emails));
    if (message) ctx.addIssue({ code: 'custom', path: ['emails'], message });
  });

/** The modal's starting values: private, a week, nothing granted. */
export function shareFormDefaults(): ShareFormValues {
  return { access_type: DEFAULT_ACCESS_TYPE, emails: '', message: '', expire_at: DEFAULT_SHARE_EXPIRY, permission_rules: { models: false, notes: false, decisions: false } };
}

/** The POST /sharings body from the modal: e-mails as a list, the message omitted when blank. */
export function toSharePayload(entity: { entity_id: string; entity_type?: ShareRequestEntityType }, form: ShareFormValues) {
  const message = form.message.trim();
  return {
    entity_id: entity.entity_id,
    entity_type: entity.entity_type ?? 'investment_review',
    access_type: form.access_type,
    emails: parseEmailList(form.emails),
    ...(message ? { message } : {}),
    expire_at: form.expire_at,
    permission_rules: { ...form.permission_rules },
  };
}

/** The answer of POST /sharings; `shared_link` is null when no link applies. */
export const shareResponseSchema = z.object({ shared_link: z.string().nullable() });
