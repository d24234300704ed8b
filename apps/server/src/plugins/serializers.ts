import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { safeEncode, z } from 'zod';

type JsonSchema = Record<string, unknown>;

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `anyOf: [X, {type: 'null'}]` (zod's nullable) as `type: [X's type, 'null']`: the compiled
 * serializer then writes it directly instead of testing each branch against the value.
 */
function simplify(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(simplify);
  if (!isSchema(value)) return value;
  const out: JsonSchema = {};
  for (const [key, child] of Object.entries(value)) out[key] = key === 'properties' && isSchema(child) ? Object.fromEntries(Object.entries(child).map(([name, schema]) => [name, simplify(schema)])) : simplify(child);
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((branch) => isSchema(branch) && branch.type === 'null' && Object.keys(branch).length === 1);
    const other = anyOf[1 - nullIndex] as JsonSchema | undefined;
    if (nullIndex >= 0 && other && typeof other.type === 'string' && !other.anyOf && !other.oneOf && !other.allOf) {
      delete out.anyOf;
      return { ...other, ...out, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** The JSON schema of an answer as the compiled serializer reads it: the output side, every part inline. */
export function serializerSchema(schema: z.ZodType): JsonSchema {
  // A registry of its own: the OpenAPI components registered in the global one are not references here.
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any', cycles: 'ref', reused: 'inline', metadata: z.registry() });
  const { $schema: _ignored, ...rest } = simplify(json) as JsonSchema;
  return rest;
}

/** fast-json-stringify's writer for answers of `schema`. */
export function compileSerializer(schema: z.ZodType): (data: unknown) => string {
  return fastJson(serializerSchema(schema) as unknown as Parameters<typeof fastJson>[0]);
}

function zodSchemaOf(schema: unknown): z.ZodType | null {
  if (schema instanceof z.ZodType) return schema;
  const inner = (schema as { properties?: unknown } | null)?.properties;
  return inner instanceof z.ZodType ? inner : null;
}

/**
 * Answers are written by serializers compiled once per route and status from the zod response
 * schema (fast-json-stringify), not validated by zod on each request. They write only the fields
 * the schema lists, so presenters' whitelists hold twice over. With `validate` (tests, development)
 * each answer is also checked against its zod schema, so a presenter that breaks its contract fails.
 */
export function compiledSerializers({ validate }: { validate: boolean }): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    const zodSchema = zodSchemaOf(schema);
    if (!zodSchema) return (data: unknown) => JSON.stringify(data);
    let stringify: ((data: unknown) => string) | undefined;
    return (data: unknown) => {
      if (validate) {
        const checked = safeEncode(zodSchema, data);
        if (!checked.success) throw new ResponseSerializationError(method, url, { cause: checked.error });
      }
      // Compiled on first use: an app that starts (every test file builds one) compiles only what it answers.
      stringify ??= compileSerializer(zodSchema);
      try {
        return stringify(data);
      } catch {
        // fast-json-stringify picks a branch of a union (anyOf) by its own checks, which can refuse
        // an answer zod accepts (e.g. a branch told apart by a field that must be absent). Then the
        // answer is encoded by zod, which keeps only the fields the schema lists (whitelist kept).
        const encoded = safeEncode(zodSchema, data);
        if (!encoded.success) throw new ResponseSerializationError(method, url, { cause: encoded.error });
        return JSON.stringify(encoded.data);
      }
    };
  };
}
