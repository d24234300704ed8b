import type { FastifyInstance, FastifySchema } from 'fastify';
import * as domain from '@thesis/domain';
import { globalRegistry, z } from 'zod';

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Every zod schema the domain package exports as `somethingSchema`, by the component name `Something`. */
function domainSchemaNames(): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  const taken = new Set<string>();
  for (const [exportName, value] of Object.entries(domain)) {
    if (!(value instanceof z.ZodType) || !exportName.endsWith('Schema') || names.has(value)) continue;
    const id = pascal(exportName.slice(0, -'Schema'.length));
    // Input copies of components are named `<id>Input`: an export named so would collide.
    if (!id || taken.has(id) || id.endsWith('Input')) continue;
    taken.add(id);
    names.set(value, id);
  }
  return names;
}

/** The schemas a zod schema is built from, one level down (object fields, items, options, wrapped types). */
function children(schema: z.ZodType): z.ZodType[] {
  const found: z.ZodType[] = [];
  for (const value of Object.values(schema._zod.def as unknown as Record<string, unknown>)) {
    if (value instanceof z.ZodType) found.push(value);
    else if (Array.isArray(value)) found.push(...value.filter((item): item is z.ZodType => item instanceof z.ZodType));
    else if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      found.push(...Object.values(value).filter((item): item is z.ZodType => item instanceof z.ZodType));
    }
  }
  return found;
}

/** The request body and the answers of a route: what may be shared (parameters stay inline). */
function modelSchemas(schema: FastifySchema | undefined): z.ZodType[] {
  const response = (schema?.response ?? {}) as Record<string, unknown>;
  const body = schema?.body instanceof z.ZodType ? [schema.body] : [];
  return body.concat(Object.values(response).flatMap((entry) => {
    if (entry instanceof z.ZodType) return [entry];
    const content = (entry as { content?: Record<string, { schema?: unknown }> } | undefined)?.content ?? {};
    return Object.values(content).flatMap(({ schema: inner }) => (inner instanceof z.ZodType ? [inner] : []));
  }));
}

/**
 * Shares the domain's models as OpenAPI components. Each route's body and answers are walked as
 * the route is added; every domain schema met there (the review, an item, the error answer …) is
 * registered under its export name, so the document refers to it (`#/components/schemas/Review`)
 * instead of repeating it in every operation. Routes added by any module get this for free.
 */
export function shareComponents(app: FastifyInstance): void {
  const names = domainSchemaNames();
  const seen = new WeakSet<z.ZodType>();
  const visit = (schema: z.ZodType) => {
    if (seen.has(schema)) return;
    seen.add(schema);
    const id = names.get(schema);
    if (id && !globalRegistry.get(schema)?.id) globalRegistry.add(schema, { ...globalRegistry.get(schema), id });
    for (const child of children(schema)) visit(child);
  };
  app.addHook('onRoute', (route) => {
    for (const schema of modelSchemas(route.schema)) visit(schema);
  });
}

/**
 * A route's own parameters must stay inline (OpenAPI lists them one by one): a copy of a shared
 * schema used as params, query string or headers is not a component.
 */
export function inlineParameters<S extends FastifySchema>(schema: S): S {
  const copy = { ...schema } as Record<string, unknown>;
  for (const part of ['params', 'querystring', 'headers']) {
    const value = copy[part];
    if (value instanceof z.ZodType && globalRegistry.get(value)?.id) copy[part] = value.clone();
  }
  return copy as S;
}
