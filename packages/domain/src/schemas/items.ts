import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { NUMBER_MESSAGES, QUANTITATIVE_SCALE_RANGE } from '../constants/number-ranges';
import { MESSAGES } from '../constants/messages';
import {
  DEFAULT_ITEM_GROUP,
  ITEM_GROUPS,
  RELEVANCE_LABELS,
  RELEVANCE_VALUES,
  RELEVANCE_WEIGHTS,
  SCALE_VALUES,
  SCORE_TYPE_LABELS,
  SCORE_TYPES,
  VALUATION_UNIT,
} from '../constants/scales';
import { PROCESS_ITEM_THRESHOLDS, SLIDER_MARK_PERCENTS, VALUATION_KEYS } from '../constants/valuation';
import { gradePoints, gradesOf } from '../scoring/grade-points';
import { gradeLabel, SCALE_MESSAGES, scaleSettingsIssues, type ScaleSettings } from '../scoring/scale-settings';
import { SCORE_FAMILIES, scoreFamily, isScoreType } from '../scoring/score-families';
import { toValuationThresholds } from '../scoring/valuation-grade';
import { METRIC_KEY_MAX, METRIC_MESSAGES, metricKeyIssue } from '../metrics/binding';
import { optionalText } from './fields';
import { HUMAN_MESSAGES } from './human-messages';

/**
 * Query and field helpers shared by the process and process-item schemas (the user's library).
 */
export const libraryIdField = z.string({ error: 'An id is required' }).trim().min(1).max(64);

/** A list of ids (duplicates removed, order kept). */
export function libraryIdListField(message: string) {
  return z
    .array(libraryIdField, { error: message })
    .max(500, { message: 'At most 500 ids at a time' })
    .transform((ids) => [...new Set(ids)]);
}

/**
 * A new order, as the spec sends it — position mapped to id, `{ "0": id, "1": id }` — or as a
 * plain array of ids. Answers the ids in order (object keys sorted numerically; gaps allowed).
 */
export function libraryPositionsField(message: string) {
  return z
    .union([z.array(libraryIdField).max(1000), z.record(z.string().regex(/^\d{1,6}$/), libraryIdField)], { error: message })
    .transform((value) =>
      Array.isArray(value)
        ? value
        : Object.entries(value)
            .sort(([a], [b]) => Number(a) - Number(b))
            .map(([, id]) => id),
    );
}

/** ?limit= of a paged list: a whole number from 1 to `max`, `fallback` when absent. */
export const listLimitQuery = (max: number, fallback: number) =>
  z.coerce.number({ error: `The limit must be a whole number from 1 to ${max}` }).int().min(1).max(max).default(fallback);
/** ?sortedBy=asc|desc, `fallback` when absent. */
export const sortedByQuery = (fallback: 'asc' | 'desc') => z.enum(['asc', 'desc'], { error: 'sortedBy must be asc or desc' }).default(fallback);

export const libraryPageQuery = z.coerce.number({ error: 'The page must be a whole number of 1 or more' }).int().min(1).default(1);
export const libraryLimitQuery = listLimitQuery(500, 100);
export const librarySortedByQuery = sortedByQuery('asc');

/**
 * `search=field:value;field2:value` with a per-resource whitelist (ARCHITECTURE.md). Answers a
 * map of field → value; an unknown field is a 422 naming the allowed ones.
 */
export function librarySearchQuery<const F extends string>(fields: readonly F[]) {
  return z
    .string()
    .max(500)
    .optional()
    .transform((value, ctx) => {
      const terms: Partial<Record<F, string>> = {};
      for (const part of (value ?? '').split(';')) {
        if (!part.trim()) continue;
        const colon = part.indexOf(':');
        const field = (colon < 0 ? '' : part.slice(0, colon).trim()) as F;
        if (!fields.includes(field)) {
          ctx.issues.push({ code: 'custom', input: value, message: `Search by ${fields.join(', ')} (field:value;field:value)` });
          return z.NEVER;
        }
        terms[field] = part.slice(colon + 1).trim();
      }
      return terms;
    });
}

/** `true`/`false`/`1`/`0` in a search term. */
export function librarySearchFlag(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return value === '1' || value.toLowerCase() === 'true';
}

export const libraryOwnerSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatar: z.object({ id: z.string(), url: z.string() }).nullable(),
});
export type LibraryOwner = z.infer<typeof libraryOwnerSchema>;

/** What the viewer may do with a process or item, so the UI shows only what is allowed. */
export const libraryAbilitiesSchema = z.object({ update: z.boolean(), delete: z.boolean(), replicate: z.boolean() });
export type LibraryAbilities = z.infer<typeof libraryAbilitiesSchema>;

export const libraryMessageSchema = z.object({ message: z.string() });

/** Factor, checklist and question share one shape (spec §3); a factor holds checklists, a checklist questions. */
export const ITEM_KINDS = ['factor', 'checklist', 'question'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];
export const ITEM_CHILD_KIND: Readonly<Record<ItemKind, ItemKind | null>> = { factor: 'checklist', checklist: 'question', question: null };
/** The kind each item kind is attached to: factors sit in processes. */
export const ITEM_PARENT_KIND: Readonly<Record<ItemKind, 'process' | ItemKind>> = { factor: 'process', checklist: 'factor', question: 'checklist' };
export const ITEM_NAME_MAX = 255;
export const ITEM_URL_MAX = 2048;

export const ITEM_MESSAGES = {
  nameMax: `Name must be at most ${ITEM_NAME_MAX} characters`,
  descriptionMax: `Description must be at most ${LIMITS.itemDescription} characters`,
  urlInvalid: 'Please enter a valid link starting with http:// or https://',
  urlNameMax: 'The link name must be at most 255 characters',
  relevanceInvalid: 'Please select a relevance',
  mediaInvalid: 'Please choose a file you uploaded.',
  templateReadOnly: 'Templates cannot be changed. Copy the template into your library to change it.',
  parentInvalid: 'The selected parent is invalid.',
} as const;
export const itemNotFoundMessage = (kind: ItemKind) => `${kind[0]!.toUpperCase()}${kind.slice(1)} not found.`;
export const itemDeletedMessage = (kind: ItemKind) => `The ${kind} was successfully deleted`;
export const invalidIdsMessage = (kind: string) => `The selected ${kind}s are invalid.`;
export const reorderMismatchMessage = (child: string, parent: string) => `Send every ${child} of this ${parent} exactly once.`;

const integerField = z
  .number({ error: MESSAGES.valueMustBeInteger })
  .int({ error: MESSAGES.valueMustBeInteger })
  .min(QUANTITATIVE_SCALE_RANGE.min, { error: NUMBER_MESSAGES.quantitativeScale })
  .max(QUANTITATIVE_SCALE_RANGE.max, { error: NUMBER_MESSAGES.quantitativeScale });

export const itemGroupField = z.enum(ITEM_GROUPS, { error: MESSAGES.groupRequired });
export const itemTypeField = z.enum(SCORE_TYPES, { error: MESSAGES.typeRequired });
export const itemRelevanceField = z.enum(RELEVANCE_VALUES, { error: ITEM_MESSAGES.relevanceInvalid }).nullable();
/** Grade → description. Any key is read; grades the type lacks are refused by the scale rules. */
export const itemGradeDescriptionsField = z.record(
  z.string().max(20),
  z.string().trim().max(LIMITS.itemDescription, { message: SCALE_MESSAGES.gradeDescriptionMax }),
);
/** A threshold: a number in the scale's range (a Valuation's must be whole %, see the scale rules). */
const thresholdField = z
  .number({ error: HUMAN_MESSAGES.number })
  .min(QUANTITATIVE_SCALE_RANGE.min, { error: NUMBER_MESSAGES.quantitativeScale })
  .max(QUANTITATIVE_SCALE_RANGE.max, { error: NUMBER_MESSAGES.quantitativeScale });
export const itemThresholdsField = z.object(Object.fromEntries(VALUATION_KEYS.map((key) => [key, thresholdField])) as Record<(typeof VALUATION_KEYS)[number], typeof thresholdField>);
export const itemUrlField = z
  .string()
  .trim()
  .max(ITEM_URL_MAX, { message: ITEM_MESSAGES.urlInvalid })
  .nullish()
  .transform((value) => (value ? value : null))
  .pipe(z.url({ protocol: /^https?$/, error: ITEM_MESSAGES.urlInvalid }).nullable());

const itemFields = {
  // Not `requiredString`: an aborting check would hide the scale errors of the same request.
  name: z.string({ error: MESSAGES.nameRequired }).trim().min(1, { message: MESSAGES.nameRequired }).max(ITEM_NAME_MAX, { message: ITEM_MESSAGES.nameMax }),
  description: optionalText(LIMITS.itemDescription, ITEM_MESSAGES.descriptionMax),
  group: itemGroupField,
  type: itemTypeField,
  relevance: itemRelevanceField,
  url: itemUrlField,
  url_name: optionalText(255, ITEM_MESSAGES.urlNameMax),
  media_id: libraryIdField.nullable(),
  is_active: z.boolean(),
  grade_descriptions: itemGradeDescriptionsField.nullable(),
  min: integerField.nullable(),
  max: integerField.nullable(),
  thresholds: itemThresholdsField.nullable(),
  /** A metric (quantitative types) or grading rule (qualitative types) of the catalogue; null unbinds. */
  metric_key: z.string({ error: METRIC_MESSAGES.unknown }).trim().max(METRIC_KEY_MAX, { message: METRIC_MESSAGES.unknown }).nullable(),
};

const SCALE_FIELDS = ['type', 'grade_descriptions', 'min', 'max', 'thresholds', 'metric_key'];

/**
 * Adds the scale rules (settings the type uses, its grades, range, thresholds, the metric binding)
 * as field errors. A binding sent without a type is checked against the item's type by the service.
 */
function withScaleRules<T extends z.ZodType<{ type?: string | undefined; metric_key?: string | null | undefined } & Partial<ScaleSettings>>>(schema: T) {
  return schema.superRefine(
    (value, ctx) => {
      const settings = { grade_descriptions: value.grade_descriptions, min: value.min, max: value.max, thresholds: value.thresholds };
      if (isScoreType(value.type)) {
        for (const issue of scaleSettingsIssues(value.type, settings)) ctx.addIssue({ code: 'custom', path: issue.field.split('.'), message: issue.message });
        const binding = metricKeyIssue(value.type, value.metric_key);
        if (binding) ctx.addIssue({ code: 'custom', path: ['metric_key'], message: binding });
      } else if (typeof value.min === 'number' && typeof value.max === 'number') {
        for (const issue of scaleSettingsIssues('number', { min: value.min, max: value.max })) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
      }
    },
    // Not when the body itself is wrong (null, an array: an issue at the root) — there is nothing to check.
    { when: (payload) => !payload.issues.some((issue) => (issue.path?.length ?? 0) === 0 || SCALE_FIELDS.includes(String(issue.path?.[0]))) },
  );
}

/**
 * POST /{type}s. `group` defaults to Financial and `is_active` to true; scale settings default per
 * type (see defaultScaleSettings). `parent_id` attaches the new item at the end of a parent you own
 * (a process for a factor, a factor for a checklist, a checklist for a question).
 */
export const createItemSchema = withScaleRules(
  z.object({
    ...itemFields,
    group: itemFields.group.default(DEFAULT_ITEM_GROUP),
    relevance: itemFields.relevance.optional(),
    url: itemFields.url.optional(),
    url_name: itemFields.url_name.optional(),
    media_id: itemFields.media_id.optional(),
    is_active: itemFields.is_active.default(true),
    grade_descriptions: itemFields.grade_descriptions.optional(),
    min: itemFields.min.optional(),
    max: itemFields.max.optional(),
    thresholds: itemFields.thresholds.optional(),
    metric_key: itemFields.metric_key.optional(),
    parent_id: libraryIdField.optional(),
  }),
);
export type CreateItemInput = z.input<typeof createItemSchema>;
export type CreateItem = z.output<typeof createItemSchema>;

/** PATCH /{type}s/{id}: any subset of the fields. A type change across score families resets the scale. */
export const updateItemSchema = withScaleRules(z.object(itemFields).partial());
export type UpdateItemInput = z.input<typeof updateItemSchema>;
export type UpdateItem = z.output<typeof updateItemSchema>;

/** Body of POST (attach) and PUT (detach) /{type}s/{id}/{child}s: `{ {child}_ids: [...] }`. */
export function itemChildIdsSchema(child: string) {
  return z.object({ [`${child}_ids`]: libraryIdListField(`Please send ${child}_ids as a list of ids`) });
}
/** Body of PUT /{type}s/{id}/reorder_{child}s_positions: `{ position_{child}_ids: {"0": id} | [id] }`. */
export function itemReorderSchema(child: string) {
  return z.object({ [`position_${child}_ids`]: libraryPositionsField(`Please send position_${child}_ids as position mapped to id`) });
}

export const ITEM_SEARCH_FIELDS = ['name', 'group', 'type', 'is_active'] as const;
export const listItemsQuerySchema = z.object({
  page: libraryPageQuery,
  limit: libraryLimitQuery,
  search: librarySearchQuery(ITEM_SEARCH_FIELDS),
  orderBy: z.enum(['name', 'updated_at', 'created_at'], { error: 'orderBy must be name, updated_at or created_at' }).default('name'),
  sortedBy: librarySortedByQuery,
  include: z.string().max(200).optional(),
  exclude_parent_id: libraryIdField.optional(),
});

export const itemMediaSchema = z.object({ id: z.string(), url: z.string(), file_name: z.string(), extension: z.string() });

/** An item's scale settings as answered (a library item and its copy in a review alike). */
export const itemScaleSchema = z.object({
  group: z.string(),
  type: z.enum(SCORE_TYPES),
  family: z.enum(SCORE_FAMILIES),
  grade_descriptions: itemGradeDescriptionsField.nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  thresholds: itemThresholdsField.nullable(),
  /** The metric or grading rule the built-in analyst fills the item from; null when unbound. */
  metric_key: z.string().nullable(),
});

export const itemBaseSchema = z.object({
  id: z.string(),
  kind: z.enum(ITEM_KINDS),
  name: z.string(),
  description: z.string().nullable(),
  ...itemScaleSchema.shape,
  relevance: z.enum(RELEVANCE_VALUES).nullable(),
  url: z.string().nullable(),
  url_name: z.string().nullable(),
  media: itemMediaSchema.nullable(),
  is_active: z.boolean(),
  is_template: z.boolean(),
  /** Position under the parent it was loaded through; null when listed on its own. */
  position: z.number().nullable(),
  source_id: z.string().nullable(),
  user: libraryOwnerSchema.nullable(),
  abilities: libraryAbilitiesSchema,
  updated_at: z.string(),
  created_at: z.string(),
});
export type ItemBase = z.infer<typeof itemBaseSchema>;
export const questionSchema = itemBaseSchema;
export const checklistSchema = itemBaseSchema.extend({ questions: z.array(questionSchema).optional() });
export const factorSchema = itemBaseSchema.extend({ checklists: z.array(checklistSchema).optional() });
/** Any item: a factor may carry `checklists`, a checklist `questions`, when included. */
export const itemSchema = itemBaseSchema.extend({ checklists: z.array(checklistSchema).optional(), questions: z.array(questionSchema).optional() });
export type Item = z.infer<typeof itemSchema>;
export type Factor = z.infer<typeof factorSchema>;

/** meta of PATCH /{type}s/{id}: the success message and, when the type changed, what happened to the scale. */
export const itemUpdateMetaSchema = z.object({
  message: z.string(),
  type_change: z
    .object({ from: z.enum(SCORE_TYPES), to: z.enum(SCORE_TYPES), compatible: z.boolean(), scale_reset: z.boolean() })
    .nullable(),
});

/** data of DELETE /{type}s/{id}: the item and the children nothing else held any more. */
export const itemDeletedSchema = z.object({ message: z.string(), deleted_item_ids: z.array(z.string()) });

export const processItemOptionsSchema = z.object({
  group: z.array(z.object({ value: z.string(), label: z.string() })),
  type: z.array(z.object({ value: z.enum(SCORE_TYPES), label: z.string(), family: z.enum(SCORE_FAMILIES) })),
  score: z.record(z.string(), z.array(z.object({ value: z.enum(SCALE_VALUES), label: z.string(), points: z.number() }))),
  relevance: z.array(z.object({ value: z.enum(RELEVANCE_VALUES), label: z.string(), weight: z.number() })),
  defaults: z.object({ group: z.string() }),
  valuation: z.object({
    unit: z.string(),
    min: z.number(),
    max: z.number(),
    thresholds: itemThresholdsField,
    slider_mark_percents: z.array(z.number()),
  }),
});
export type ProcessItemOptions = z.infer<typeof processItemOptionsSchema>;

/** Options of GET /init: groups, types with their family, grades per type with points, relevance weights. */
export function processItemOptions(): ProcessItemOptions {
  return {
    group: ITEM_GROUPS.map((value) => ({ value, label: value })),
    type: SCORE_TYPES.map((value) => ({ value, label: SCORE_TYPE_LABELS[value], family: scoreFamily(value) })),
    score: Object.fromEntries(
      SCORE_TYPES.map((type) => [
        type,
        [...gradesOf(type), 'n_a' as const].map((value) => ({ value, label: gradeLabel(type, value), points: gradePoints(type, value) })),
      ]),
    ),
    relevance: RELEVANCE_VALUES.map((value) => ({ value, label: RELEVANCE_LABELS[value], weight: RELEVANCE_WEIGHTS[value] })),
    defaults: { group: DEFAULT_ITEM_GROUP },
    valuation: {
      unit: VALUATION_UNIT,
      min: PROCESS_ITEM_THRESHOLDS.min,
      max: PROCESS_ITEM_THRESHOLDS.max,
      thresholds: toValuationThresholds(PROCESS_ITEM_THRESHOLDS),
      slider_mark_percents: [...SLIDER_MARK_PERCENTS],
    },
  };
}
