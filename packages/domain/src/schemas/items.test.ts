import { describe, expect, it } from 'vitest';
import { HUMAN_MESSAGES } from './human-messages';
import { MESSAGES } from '../constants/messages';
import { PROCESS_ITEM_THRESHOLDS } from '../constants/valuation';
import { SCALE_MESSAGES } from '../scoring/scale-settings';
import { toValuationThresholds } from '../scoring/valuation-grade';
import {
  createItemSchema,
  ITEM_MESSAGES,
  itemChildIdsSchema,
  itemReorderSchema,
  librarySearchQuery,
  listItemsQuerySchema,
  processItemOptions,
  processItemOptionsSchema,
  updateItemSchema,
} from './items';

function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

describe('create item (spec §5 Process item)', () => {
  it('requires a name, a group and a type with the spec messages, all at once', () => {
    const errors = fieldErrors(createItemSchema.safeParse({ name: '  ', group: null, description: 'x'.repeat(1001) }));
    expect(errors).toEqual({
      name: [MESSAGES.nameRequired],
      group: [MESSAGES.groupRequired],
      type: [MESSAGES.typeRequired],
      description: [ITEM_MESSAGES.descriptionMax],
    });
    expect(fieldErrors(createItemSchema.safeParse({ name: 'x', group: 'Astrology', type: 'Stars' }))).toEqual({
      group: [MESSAGES.groupRequired],
      type: [MESSAGES.typeRequired],
    });
  });

  it('defaults the group to Financial and the item to active', () => {
    const parsed = createItemSchema.parse({ name: ' Moat ', type: 'Qualitative7pt' });
    expect(parsed).toMatchObject({ name: 'Moat', group: 'Financial', type: 'Qualitative7pt', is_active: true });
  });

  it('applies the numeric min/max rules with the spec messages', () => {
    expect(fieldErrors(createItemSchema.safeParse({ name: 'x', type: 'percent', min: 1.5, max: 90 }))).toEqual({ min: [MESSAGES.valueMustBeInteger] });
    expect(fieldErrors(createItemSchema.safeParse({ name: 'x', type: 'percent', min: 90, max: 10 }))).toEqual({ min: [MESSAGES.minAboveMax] });
    expect(fieldErrors(createItemSchema.safeParse({ name: 'x', type: 'Valuation', min: 0, max: 20 }))).toMatchObject({ max: [MESSAGES.rangeGap] });
    // Reported together with the other field errors.
    expect(fieldErrors(createItemSchema.safeParse({ name: '', type: 'dollar', min: 5, max: 5 }))).toEqual({ name: [MESSAGES.nameRequired], max: [MESSAGES.rangeGap] });
  });

  it('refuses settings the type does not use and grades it does not have', () => {
    expect(fieldErrors(createItemSchema.safeParse({ name: 'x', type: 'Flags', min: 0, max: 50 }))).toEqual({ min: [SCALE_MESSAGES.numericOnly], max: [SCALE_MESSAGES.numericOnly] });
    expect(fieldErrors(createItemSchema.safeParse({ name: 'x', type: 'Qualitative3pt', grade_descriptions: { excellent: 'Best' } }))).toEqual({
      'grade_descriptions.excellent': ['This grade is not part of the Qualitative 3pt scale'],
    });
    expect(fieldErrors(createItemSchema.safeParse({ name: 'x', type: 'Flags', grade_descriptions: { n_a: 'x' } }))).toHaveProperty(['grade_descriptions.n_a']);
  });

  it('checks valuation thresholds', () => {
    const thresholds = toValuationThresholds(PROCESS_ITEM_THRESHOLDS);
    expect(createItemSchema.safeParse({ name: 'DCF', type: 'Valuation', thresholds, min: -66, max: 200 }).success).toBe(true);
    expect(fieldErrors(createItemSchema.safeParse({ name: 'DCF', type: 'Valuation', thresholds: { ...thresholds, good: 150 } }))).toEqual({
      'thresholds.good': ['Each threshold must be lower than the one above it'],
    });
    expect(fieldErrors(createItemSchema.safeParse({ name: 'DCF', type: 'Valuation', thresholds: { ...thresholds, good: 'lots' } }))).toEqual({
      'thresholds.good': [HUMAN_MESSAGES.number],
    });
    expect(fieldErrors(createItemSchema.safeParse({ name: 'DCF', type: 'Valuation', thresholds: { ...thresholds, good: 50.5 } }))).toEqual({
      'thresholds.good': [MESSAGES.valueMustBeInteger],
    });
  });

  it('takes only http(s) links', () => {
    expect(createItemSchema.parse({ name: 'x', type: 'Flags', url: 'https://example.com/10-k' }).url).toBe('https://example.com/10-k');
    expect(createItemSchema.parse({ name: 'x', type: 'Flags', url: '' }).url).toBeNull();
    expect(fieldErrors(createItemSchema.safeParse({ name: 'x', type: 'Flags', url: 'javascript:alert(1)' }))).toEqual({ url: [ITEM_MESSAGES.urlInvalid] });
  });
});

describe('update item', () => {
  it('accepts any subset and keeps the rules of the fields given', () => {
    expect(updateItemSchema.parse({})).toEqual({});
    expect(fieldErrors(updateItemSchema.safeParse({ name: '' }))).toEqual({ name: [MESSAGES.nameRequired] });
    expect(fieldErrors(updateItemSchema.safeParse({ group: '' }))).toEqual({ group: [MESSAGES.groupRequired] });
    expect(fieldErrors(updateItemSchema.safeParse({ type: null }))).toEqual({ type: [MESSAGES.typeRequired] });
    expect(fieldErrors(updateItemSchema.safeParse({ min: 10, max: 0 }))).toEqual({ min: [MESSAGES.minAboveMax] });
  });
});

describe('children and reorder bodies', () => {
  it('dedupes child ids', () => {
    expect(itemChildIdsSchema('checklist').parse({ checklist_ids: ['a', 'b', 'a'] })).toEqual({ checklist_ids: ['a', 'b'] });
    expect(itemChildIdsSchema('question').safeParse({ checklist_ids: ['a'] }).success).toBe(false);
  });
  it('reads position → id maps in numeric order, and arrays as they are', () => {
    const schema = itemReorderSchema('question');
    expect(schema.parse({ position_question_ids: { '10': 'c', '2': 'b', '0': 'a' } })).toEqual({ position_question_ids: ['a', 'b', 'c'] });
    expect(schema.parse({ position_question_ids: ['z', 'y'] })).toEqual({ position_question_ids: ['z', 'y'] });
    expect(schema.safeParse({ position_question_ids: { first: 'a' } }).success).toBe(false);
  });
});

describe('list query', () => {
  it('parses search terms against a whitelist', () => {
    expect(listItemsQuerySchema.parse({ search: 'name:moat;group:Financial' }).search).toEqual({ name: 'moat', group: 'Financial' });
    expect(librarySearchQuery(['name']).safeParse('owner:me').success).toBe(false);
    expect(listItemsQuerySchema.parse({})).toMatchObject({ page: 1, limit: 100, orderBy: 'name', sortedBy: 'asc' });
  });
});

describe('GET /init options', () => {
  it('lists groups, types with families, grades with points per type and relevance weights', () => {
    const options = processItemOptions();
    expect(processItemOptionsSchema.parse(options)).toEqual(options);
    expect(options.group[0]).toEqual({ value: 'Financial', label: 'Financial' });
    expect(options.type.find((type) => type.value === 'dollar_million')).toEqual({ value: 'dollar_million', label: 'Quantitative M$', family: 'quantitative' });
    expect(options.score.Qualitative5pt!.map((grade) => grade.points)).toEqual([2, 1, 0, -1, -2, 0]);
    expect(options.score.Flags![0]).toEqual({ value: 'good', label: 'Green flag', points: 1 });
    expect(options.score.Valuation!.at(-1)).toEqual({ value: 'n_a', label: 'N/A', points: 0 });
    expect(options.relevance).toEqual([
      { value: 'high', label: 'High', weight: 3 },
      { value: 'moderate', label: 'Moderate', weight: 2 },
      { value: 'low', label: 'Low', weight: 1 },
      { value: 'n_a', label: 'N/A', weight: 0 },
    ]);
    expect(options.valuation).toMatchObject({ unit: '%', min: -66, max: 200, slider_mark_percents: [8.25, 19.5, 33, 50, 66.7, 80.7, 92] });
  });
});
