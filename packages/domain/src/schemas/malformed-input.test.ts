import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as domain from '../index';

/** Every zod schema the domain exports (request bodies, queries, responses, forms). */
const schemas: [string, z.ZodType][] = [];
for (const [name, value] of Object.entries(domain)) if (value instanceof z.ZodType) schemas.push([name, value]);

/** What a broken or hostile client sends instead of the expected object. */
const MALFORMED: unknown[] = [null, undefined, [], [{}], 'text', 42, Number.NaN, true, { toString: 42 }, Object.create(null) as object];

describe('every domain schema refuses malformed input without throwing', () => {
  it('finds the schemas', () => {
    expect(schemas.length).toBeGreaterThan(50);
    expect(schemas.map(([name]) => name)).toEqual(expect.arrayContaining(['createItemSchema', 'createTradeTypeSchema', 'shareRequestSchema']));
  });

  it.each(schemas)('%s', (_name, schema) => {
    for (const input of MALFORMED) {
      // A refinement that reads fields of a non-object would throw here (and answer 500).
      expect(() => schema.safeParse(input)).not.toThrow();
    }
  });
});
