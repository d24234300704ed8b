import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { MESSAGES } from '../constants/messages';
import { optionalText, requiredString } from './fields';
import {
  ITEM_MESSAGES,
  libraryAbilitiesSchema,
  factorSchema,
  libraryIdListField,
  libraryLimitQuery,
  libraryOwnerSchema,
  libraryPageQuery,
  libraryPositionsField,
  librarySearchQuery,
  librarySortedByQuery,
} from './items';

export const PROCESS_MESSAGES = {
  nameMax: `Name must be at most ${LIMITS.processName} characters`,
  descriptionMax: `Description must be at most ${LIMITS.processDescription} characters`,
  notFound: 'Process not found.',
  templateReadOnly: ITEM_MESSAGES.templateReadOnly,
  activateAndDeactivate: 'A process cannot be activated and deactivated at once.',
  invalidProcesses: 'The selected processes are invalid.',
} as const;

export const processNameField = requiredString(MESSAGES.nameRequired).max(LIMITS.processName, { message: PROCESS_MESSAGES.nameMax });
export const processDescriptionField = optionalText(LIMITS.processDescription, PROCESS_MESSAGES.descriptionMax);

/**
 * POST /processes. A new process is active unless is_active is false, and becomes the default when
 * is_default is true or you have no default yet (the old default is demoted).
 */
export const createProcessSchema = z.object({
  name: processNameField,
  description: processDescriptionField.optional(),
  is_default: z.boolean().optional(),
  is_active: z.boolean().optional(),
});
export type CreateProcessInput = z.input<typeof createProcessSchema>;
export type CreateProcess = z.output<typeof createProcessSchema>;

/** PATCH /processes/{id}: any subset of the create fields. */
export const updateProcessSchema = z.object({
  name: processNameField.optional(),
  description: processDescriptionField.optional(),
  is_default: z.boolean().optional(),
  is_active: z.boolean().optional(),
});
export type UpdateProcessInput = z.input<typeof updateProcessSchema>;
export type UpdateProcess = z.output<typeof updateProcessSchema>;

/** POST /processes/switch-activity: both lists optional, applied together in one transaction. */
export const switchActivitySchema = z
  .object({
    activate_process_ids: libraryIdListField('Please send activate_process_ids as a list of ids').default([]),
    deactivate_process_ids: libraryIdListField('Please send deactivate_process_ids as a list of ids').default([]),
  })
  .superRefine((value, ctx) => {
    if (value.activate_process_ids.some((id) => value.deactivate_process_ids.includes(id))) {
      ctx.addIssue({ code: 'custom', path: ['deactivate_process_ids'], message: PROCESS_MESSAGES.activateAndDeactivate });
    }
  });
export type SwitchActivity = z.output<typeof switchActivitySchema>;

/** POST (attach) and PUT (detach) /processes/{id}/factors. */
export const processFactorIdsSchema = z.object({ factor_ids: libraryIdListField('Please send factor_ids as a list of ids') });
/** PUT /processes/{id}/reorder_factors_positions: `{ position_factor_ids: {"0": id, "1": id} }` or an array of ids. */
export const reorderFactorsSchema = z.object({ position_factor_ids: libraryPositionsField('Please send position_factor_ids as position mapped to id') });

export const PROCESS_SEARCH_FIELDS = ['name', 'is_active'] as const;
export const listProcessesQuerySchema = z.object({
  page: libraryPageQuery,
  limit: libraryLimitQuery,
  search: librarySearchQuery(PROCESS_SEARCH_FIELDS),
  orderBy: z.enum(['position', 'name', 'updated_at', 'created_at'], { error: 'orderBy must be position, name, updated_at or created_at' }).default('position'),
  sortedBy: librarySortedByQuery,
  include: z.string().max(200).optional(),
  withCount: z.string().max(100).optional(),
});

export const processQuerySchema = z.object({ include: z.string().max(200).optional() });

/** A process as the API answers it (spec §3 Process). `factors` only when included. */
export const processSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  is_default: z.boolean(),
  is_active: z.boolean(),
  is_template: z.boolean(),
  position: z.number(),
  /** How many of the owner’s investment reviews use this process. */
  investment_count: z.number(),
  source_id: z.string().nullable(),
  user: libraryOwnerSchema.nullable(),
  abilities: libraryAbilitiesSchema,
  updated_at: z.string(),
  created_at: z.string(),
  factors: z.array(factorSchema).optional(),
});
export type Process = z.infer<typeof processSchema>;

/** data of DELETE /processes/{id}. */
export const processDeletedSchema = z.object({
  message: z.string(),
  /** The user's default process afterwards (another one is promoted when the default is deleted). */
  default_process_id: z.string().nullable(),
  deleted_item_ids: z.array(z.string()),
});
