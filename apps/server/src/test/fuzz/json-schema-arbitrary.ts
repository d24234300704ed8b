import { fc } from '@fast-check/vitest';

/** The part of JSON Schema that zod's toJSONSchema writes for the API's request schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

/** Where real ids come from: a field named like an id gets one of these most of the time. */
export interface IdSource {
  ids: fc.Arbitrary<string>;
  mediaUuids: fc.Arbitrary<string>;
}

const MAX_STRING = 80;
const MAX_ITEMS = 4;

function isIdField(name: string): boolean {
  return name === 'id' || name.endsWith('_id') || name.endsWith('Id');
}

function stringArbitrary(schema: JsonSchema, name: string, ids: IdSource): fc.Arbitrary<string> {
  if (name === 'uuids') return ids.mediaUuids;
  if (isIdField(name) || name.endsWith('_ids')) return fc.oneof({ weight: 4, arbitrary: ids.ids }, { weight: 1, arbitrary: fc.string({ maxLength: 40 }) });
  if (schema.format === 'email' || name.includes('email')) return fc.emailAddress();
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time') return fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.format === 'date' || name.includes('date') || name.endsWith('_at') || name === 'year_end') {
    return fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
  }
  if (schema.format === 'uri' || schema.format === 'url' || name.includes('url')) return fc.webUrl();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((value) => value.length <= (schema.maxLength ?? 1000));
    } catch {
      // a pattern JavaScript cannot read: plain strings
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_STRING, MAX_STRING));
  return fc.string({ minLength, maxLength, unit: 'grapheme-ascii' });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 1e-6) : -1e6);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 1e-6) : 1e6);
  const low = Math.max(min, -1e9);
  const high = Math.min(max, 1e9);
  if (integer) return fc.integer({ min: Math.ceil(low), max: Math.max(Math.ceil(low), Math.floor(high)) });
  return fc.double({ min: low, max: Math.max(low, high), noNaN: true, noDefaultInfinity: true });
}

/**
 * Values that satisfy a request schema (mostly: patterns and cross-field rules are not always met),
 * so that generated requests reach past validation into the use cases.
 */
export function arbitraryFor(schema: JsonSchema | undefined, ids: IdSource, name = '', depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(undefined);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) return fc.oneof(...choices.map((choice) => arbitraryFor(choice, ids, name, depth + 1)));
  if (schema.allOf && schema.allOf.length > 0) return arbitraryFor(schema.allOf[0], ids, name, depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const types = [schema.type ?? []].flat();
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryFor({ ...schema, type }, ids, name, depth + 1)));
  switch (types[0]) {
    case 'string':
      return stringArbitrary(schema, name, ids);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const item = schema.items ?? schema.prefixItems?.[0];
      return fc.array(arbitraryFor(item, ids, name, depth + 1), { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS)) });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, arbitraryFor(property, ids, key, depth + 1)]));
      const requiredKeys = (schema.required ?? []).filter((key) => key in properties);
      if (Object.keys(record).length === 0 && typeof schema.additionalProperties === 'object') {
        return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), arbitraryFor(schema.additionalProperties, ids, name, depth + 1), { maxKeys: 3 });
      }
      return fc.record(record, { requiredKeys });
    }
    case undefined:
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
