import { z } from 'zod';
import { DEFAULT_TIMEFRAME, TIMEFRAMES, type Timeframe } from '../constants/decisions';
import { LIMITS } from '../constants/limits';
import { MESSAGES } from '../constants/messages';
import { DECISION_THRESHOLD_KEYS, DECISION_TYPE_THRESHOLDS, type ThresholdTable } from '../constants/valuation';
import { optionalText } from '../schemas/fields';
import { rangeIssues, type FieldIssue } from '../scoring/numeric-range';
import { thresholdIssues } from '../scoring/thresholds';
import { toValuationThresholds } from '../scoring/valuation-grade';
import { PERCENT_SCALE_RANGE } from '../constants/number-ranges';
import { DECISION_MESSAGES, TRADE_TYPE_NAME_MAX } from './messages';

/**
 * Decision type (trade type), spec §3 / §5 / §9: a name, a description, a timeframe and a return
 * scale — seven thresholds (excellent … v_poor, in %) inside a min–max slider range. Fields are
 * flat on the payload: `{ name, description, timeframe, excellent, v_good, good, average,
 * below_ave, poor, v_poor, min, max }`.
 *
 * Rules: name required ('Name is required'); description ≤ 1000; timeframe required ('Please
 * select a timeframe'), year_2 when absent; every threshold, min and max an integer ('Value must
 * be integer'); min ≤ max ('Min cannot exceed max'); max − min > 20 ('The range between min max
 * values must be > 20'); thresholds strictly decreasing from excellent to v_poor ('Each threshold
 * must be lower than the one above it') and inside [min, max] ('Thresholds must lie between min
 * and max'). The range and threshold rules are the scoring package's (one place).
 */
export const TRADE_TYPE_TABLE_KEYS = [...DECISION_THRESHOLD_KEYS, 'min', 'max'] as const;
export type TradeTypeTableKey = (typeof TRADE_TYPE_TABLE_KEYS)[number];

const integerField = z
  .number({ error: MESSAGES.valueMustBeInteger })
  .int({ error: MESSAGES.valueMustBeInteger })
  .min(PERCENT_SCALE_RANGE.min, { error: DECISION_MESSAGES.valueOutOfRange })
  .max(PERCENT_SCALE_RANGE.max, { error: DECISION_MESSAGES.valueOutOfRange });

export const tradeTypeNameField = z
  .string({ error: MESSAGES.nameRequired })
  .trim()
  .min(1, { message: MESSAGES.nameRequired })
  .max(TRADE_TYPE_NAME_MAX, { message: DECISION_MESSAGES.tradeTypeNameMax });
export const tradeTypeDescriptionField = optionalText(LIMITS.tradeTypeDescription, DECISION_MESSAGES.tradeTypeDescriptionMax);
export const timeframeField = z.enum(TIMEFRAMES, { error: MESSAGES.timeframeRequired });

/** Maps the scoring package's `thresholds.<valuation key>` fields onto the flat trade-type fields. */
function flatField(field: string): string {
  const key = field.startsWith('thresholds.') ? field.slice('thresholds.'.length) : field;
  return key === 'below_average' ? 'below_ave' : key;
}

/** Every rule across the ten numbers of a trade type, as field issues on the flat fields. */
export function tradeTypeIssues(table: ThresholdTable): FieldIssue[] {
  const range = { min: table.min, max: table.max };
  const rangeProblems = rangeIssues(range);
  const thresholdProblems = thresholdIssues(toValuationThresholds(table), rangeProblems.length ? undefined : range);
  return [...rangeProblems, ...thresholdProblems.map((issue) => ({ field: flatField(issue.field), message: issue.message }))];
}

function isTable(value: Partial<Record<TradeTypeTableKey, unknown>>): value is ThresholdTable {
  return TRADE_TYPE_TABLE_KEYS.every((key) => typeof value[key] === 'number');
}

/** Adds the table rules once the numbers themselves are valid (other field errors do not hide them). */
function withTableRules<T extends z.ZodType<Partial<Record<TradeTypeTableKey, number | undefined>>>>(schema: T) {
  return schema.superRefine(
    (value, ctx) => {
      let issues: FieldIssue[] = [];
      if (isTable(value)) issues = tradeTypeIssues(value);
      else if (typeof value.min === 'number' && typeof value.max === 'number') issues = rangeIssues({ min: value.min, max: value.max });
      for (const issue of issues) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    },
    // Not when the body itself is wrong (null, an array: an issue at the root) — there is nothing to check.
    { when: (payload) => !payload.issues.some((issue) => (issue.path?.length ?? 0) === 0 || (TRADE_TYPE_TABLE_KEYS as readonly PropertyKey[]).includes(issue.path?.[0] ?? '')) },
  );
}

const tableDefaults = Object.fromEntries(
  TRADE_TYPE_TABLE_KEYS.map((key) => [key, integerField.default(DECISION_TYPE_THRESHOLDS[key])]),
) as Record<TradeTypeTableKey, z.ZodDefault<typeof integerField>>;
const tableOptional = Object.fromEntries(TRADE_TYPE_TABLE_KEYS.map((key) => [key, integerField.optional()])) as Record<
  TradeTypeTableKey,
  z.ZodOptional<typeof integerField>
>;

/** POST /decisions/trade_types. Missing numbers take the decision-type defaults of §9. */
export const createTradeTypeSchema = withTableRules(
  z.object({
    name: tradeTypeNameField,
    description: tradeTypeDescriptionField.optional(),
    timeframe: timeframeField.default(DEFAULT_TIMEFRAME),
    ...tableDefaults,
  }),
);
export type CreateTradeTypeInput = z.input<typeof createTradeTypeSchema>;
export type CreateTradeType = z.output<typeof createTradeTypeSchema>;

/**
 * PATCH /decisions/trade_types/{id}: any subset. Only the numbers present are checked here; the
 * server must check the merged row with `tradeTypeIssues({ ...stored, ...patch })`.
 */
export const updateTradeTypeSchema = withTableRules(
  z.object({
    name: tradeTypeNameField.optional(),
    description: tradeTypeDescriptionField.optional(),
    timeframe: timeframeField.optional(),
    ...tableOptional,
  }),
);
export type UpdateTradeTypeInput = z.input<typeof updateTradeTypeSchema>;
export type UpdateTradeType = z.output<typeof updateTradeTypeSchema>;

/** A trade type as the API answers it. */
export const tradeTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  timeframe: z.enum(TIMEFRAMES),
  ...(Object.fromEntries(TRADE_TYPE_TABLE_KEYS.map((key) => [key, z.number()])) as Record<TradeTypeTableKey, z.ZodNumber>),
  updated_at: z.string(),
});
export type TradeType = z.infer<typeof tradeTypeSchema>;

export interface TradeTypeFormValues extends ThresholdTable {
  name: string;
  description: string;
  timeframe: Timeframe;
}

/** The form for 'create-new': empty name, timeframe year_2, the §9 decision-type table. */
export function tradeTypeFormDefaults(): TradeTypeFormValues {
  return { name: '', description: '', timeframe: DEFAULT_TIMEFRAME, ...DECISION_TYPE_THRESHOLDS };
}

/** The form loaded from an existing type (choosing it in the types list). */
export function tradeTypeToForm(type: Omit<TradeType, 'id' | 'updated_at'>): TradeTypeFormValues {
  return { name: type.name, description: type.description ?? '', timeframe: type.timeframe, ...thresholdTableOf(type) };
}

/** The seven thresholds and the range of a trade type, without its other fields. */
export function thresholdTableOf(values: ThresholdTable): ThresholdTable {
  return Object.fromEntries(TRADE_TYPE_TABLE_KEYS.map((key) => [key, values[key]])) as unknown as ThresholdTable;
}
