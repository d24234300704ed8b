import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '../constants/messages';
import { REVIEW_MESSAGES } from '../reviews/messages';
import { createNoteSchema } from '../sharing/note';
import { HUMAN_MESSAGES } from './human-messages';
import './human-messages';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;
const RAW_ZOD = /Invalid input|Invalid option|Too big|Too small|expected .* to have|received (undefined|null|number|string|NaN)|Unrecognized key/;

describe('human messages for checks without their own', () => {
  it('say what is missing or of the wrong kind', () => {
    expect(messageOf(z.object({ a: z.string() }), {})).toBe(HUMAN_MESSAGES.required);
    expect(messageOf(z.string(), 5)).toBe(HUMAN_MESSAGES.text);
    expect(messageOf(z.number(), 'x')).toBe(HUMAN_MESSAGES.number);
    expect(messageOf(z.number().int(), 1.5)).toBe(HUMAN_MESSAGES.wholeNumber);
    expect(messageOf(z.boolean(), 'yes')).toBe(HUMAN_MESSAGES.yesNo);
    expect(messageOf(z.array(z.string()), 'a')).toBe(HUMAN_MESSAGES.list);
    expect(messageOf(z.object({}), null)).toBe(MESSAGES.bodyNotObject);
  });
  it('state limits in words', () => {
    expect(messageOf(z.array(z.string()).max(1), ['a', 'b'])).toBe('Please choose one only');
    expect(messageOf(z.array(z.string()).max(3), ['a', 'b', 'c', 'd'])).toBe('Please choose at most 3');
    expect(messageOf(z.string().max(10), 'x'.repeat(11))).toBe('Must be at most 10 characters');
    expect(messageOf(z.string().min(1), '')).toBe(HUMAN_MESSAGES.required);
    expect(messageOf(z.number().max(1_000_000), 2e6)).toBe('Must be at most 1,000,000');
    expect(messageOf(z.number().positive(), 0)).toBe('Must be more than 0');
    expect(messageOf(z.enum(['week', 'month']), 'day')).toBe('Please choose one of: week, month');
    expect(messageOf(z.email(), 'nope')).toBe(MESSAGES.invalidEmail);
    expect(messageOf(z.iso.datetime(), 'yesterday')).toBe(HUMAN_MESSAGES.date);
    expect(messageOf(z.object({}).strict(), { extra: 1 })).toBe('Unknown field: extra');
  });
  it('leave a schema its own message', () => {
    expect(messageOf(z.string({ error: 'Name is required' }), undefined)).toBe('Name is required');
  });
  it('answer a note with two files in words', () => {
    const result = createNoteSchema.safeParse({ title: 'Two files', investment_review_id: 'r', uuids: ['a', 'b'] });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([REVIEW_MESSAGES.oneFile]);
  });
  it('never fall back to a developer message', () => {
    const schemas: [z.ZodType, unknown][] = [
      [z.string().uuid(), 'x'], [z.string().regex(/^a$/), 'b'], [z.union([z.string(), z.number()]), true], [z.literal('a'), 'b'],
      [z.number().multipleOf(5), 3], [z.record(z.string(), z.number()), { a: 'b' }], [z.tuple([z.string()]), [1]], [z.date(), 'x'],
    ];
    for (const [schema, value] of schemas) expect(messageOf(schema, value)).not.toMatch(RAW_ZOD);
  });
});
