import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { MESSAGES } from '../constants/messages';
import { DEFAULT_SCREEN_SOURCE, SCREEN_SOURCE_TYPES, type ScreenSourceType } from '../constants/sharing';
import { optionalText, requiredString } from '../schemas/fields';
import type { FieldIssue } from '../scoring/numeric-range';
import { SCREEN_MESSAGES } from './messages';
import { savedScreenViewSchema } from './saved-view';

/**
 * The create / edit screen form (spec §3 Screen, §4 Screens, §5 Screen, §7 POST and PATCH
 * /screens): name (required, ≤ 100), description (≤ 1024, null when blank), is_active,
 * is_default, source_type (all | all_active | associated; default all), associated_process_id,
 * lead_process_id, secondary_process_ids.
 *
 * Source rules: `associated` needs associated_process_id; `all` and `all_active` carry none (it is
 * cleared); secondary processes need a lead and never include it; duplicates are dropped.
 */
const processIdField = z.string({ error: SCREEN_MESSAGES.idInvalid }).trim().min(1, { message: SCREEN_MESSAGES.idInvalid }).max(64, { message: SCREEN_MESSAGES.idInvalid });

export const screenNameField = requiredString(MESSAGES.screenNameRequired).max(LIMITS.screenName, { message: SCREEN_MESSAGES.nameMax });
export const screenDescriptionField = optionalText(LIMITS.screenDescription, SCREEN_MESSAGES.descriptionMax);
export const screenSourceField = z.enum(SCREEN_SOURCE_TYPES, { error: SCREEN_MESSAGES.sourceRequired });
const secondaryIdsField = z.array(processIdField, { error: SCREEN_MESSAGES.idInvalid }).max(50).transform((ids) => [...new Set(ids)]);

export interface ScreenSource {
  source_type: ScreenSourceType;
  associated_process_id: string | null;
  lead_process_id: string | null;
  secondary_process_ids: string[];
}

/** The source rules on a complete set of source fields (the server checks a stored row merged with a patch). */
export function screenSourceIssues(source: ScreenSource): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (source.source_type === 'associated' && !source.associated_process_id) {
    issues.push({ field: 'associated_process_id', message: SCREEN_MESSAGES.associatedProcessRequired });
  }
  if (source.secondary_process_ids.length > 0) {
    if (!source.lead_process_id) issues.push({ field: 'secondary_process_ids', message: SCREEN_MESSAGES.secondaryNeedsLead });
    else if (source.secondary_process_ids.includes(source.lead_process_id)) {
      issues.push({ field: 'secondary_process_ids', message: SCREEN_MESSAGES.secondaryIncludesLead });
    }
  }
  return issues;
}

/** Clears the associated process unless the source is `associated`. */
function normaliseSource<T extends Partial<ScreenSource>>(value: T): T {
  if (value.source_type !== undefined && value.source_type !== 'associated') return { ...value, associated_process_id: null };
  return value;
}

export const screenFormSchema = z
  .object({
    name: screenNameField,
    description: screenDescriptionField.optional(),
    is_active: z.boolean().default(true),
    is_default: z.boolean().default(false),
    source_type: screenSourceField.default(DEFAULT_SCREEN_SOURCE),
    associated_process_id: processIdField.nullish().transform((id) => id ?? null),
    lead_process_id: processIdField.nullish().transform((id) => id ?? null),
    secondary_process_ids: secondaryIdsField.default([]),
  })
  .superRefine((value, ctx) => {
    for (const issue of screenSourceIssues(value)) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  })
  .transform(normaliseSource);
export type ScreenFormInput = z.input<typeof screenFormSchema>;
export type ScreenForm = z.output<typeof screenFormSchema>;

/**
 * PATCH /screens/{id}: any subset. The rules are checked on the fields sent; the server checks the
 * merged row with `screenSourceIssues` and the flags with `defaultScreenFlagIssues`.
 */
export const updateScreenSchema = z
  .object({
    name: screenNameField.optional(),
    description: screenDescriptionField.optional(),
    is_active: z.boolean().optional(),
    is_default: z.boolean().optional(),
    source_type: screenSourceField.optional(),
    associated_process_id: processIdField.nullable().optional(),
    lead_process_id: processIdField.nullable().optional(),
    secondary_process_ids: secondaryIdsField.optional(),
    /** The filters, sort and columns the screen opens with; null forgets them. */
    saved_view: savedScreenViewSchema.nullable().optional(),
  })
  .transform(normaliseSource);
export type UpdateScreenInput = z.input<typeof updateScreenSchema>;

/** A screen that is already default cannot change its active and default flags (spec §4). */
export function defaultScreenFlagIssues(current: { is_default: boolean }, patch: { is_active?: boolean; is_default?: boolean }): FieldIssue[] {
  if (!current.is_default) return [];
  const issues: FieldIssue[] = [];
  if (patch.is_active === false) issues.push({ field: 'is_active', message: SCREEN_MESSAGES.defaultLocked });
  if (patch.is_default === false) issues.push({ field: 'is_default', message: SCREEN_MESSAGES.defaultLocked });
  return issues;
}

export type ScreenPayload = Omit<ScreenForm, 'is_default'> & { is_default?: true };

/** The body of POST / PATCH /screens: `is_default` omitted when false, the source normalised. */
export function toScreenPayload(form: ScreenForm): ScreenPayload {
  const { is_default, ...rest } = normaliseSource(form);
  const secondary = rest.secondary_process_ids.filter((id) => id !== rest.lead_process_id);
  return { ...rest, secondary_process_ids: [...new Set(secondary)], ...(is_default ? { is_default: true as const } : {}) };
}

/** Empty form of the create modal. */
export function screenFormDefaults(): ScreenForm {
  return {
    name: '', description: null, is_active: true, is_default: false,
    source_type: DEFAULT_SCREEN_SOURCE, associated_process_id: null, lead_process_id: null, secondary_process_ids: [],
  };
}

/** Choosing all or all_active clears the associated process (the lead / secondary options reload). */
export function withSourceType<T extends ScreenSource>(form: T, source: ScreenSourceType): T {
  return normaliseSource({ ...form, source_type: source });
}

/** Choosing a process sets the source to associated and records it. */
export function withAssociatedProcess<T extends ScreenSource>(form: T, processId: string): T {
  return { ...form, source_type: 'associated', associated_process_id: processId };
}

/** Choosing a lead removes it from the secondary processes. */
export function withLeadProcess<T extends ScreenSource>(form: T, leadId: string | null): T {
  const secondary = leadId ? form.secondary_process_ids.filter((id) => id !== leadId) : [];
  return { ...form, lead_process_id: leadId, secondary_process_ids: secondary };
}
