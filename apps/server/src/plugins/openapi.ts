import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_BASE_PATH, PRODUCT_NAME } from '@thesis/domain';
import { globalRegistry } from 'zod';
import { inlineParameters, shareComponents } from './openapi-components';
import { completeOperation } from './openapi-operations';
import { finishDocument } from './openapi-document';
import { OPENAPI_TAGS } from './openapi-tags';

/**
 * OpenAPI 3.1 generated from the routes' zod schemas; UI at /api/docs, JSON at /api/docs/json.
 * Shared models are components, every operation has an operationId and a security requirement:
 * all generated here, so a route only declares its zod schemas.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  shareComponents(app);
  const transformSchema = createJsonSchemaTransform({ schemaRegistry: globalRegistry });
  const transformDocument = createJsonSchemaTransformObject({ schemaRegistry: globalRegistry });
  const authenticate = app.authenticate;
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_NAME} API`,
        version: '1.0.0',
        description: `Successful answers are wrapped as { data } (lists add meta.pagination). Errors are { message, errors? }: 422 lists every field error. Base path ${API_BASE_PATH}.`,
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/' }],
      tags: OPENAPI_TAGS.map((tag) => ({ ...tag })),
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: (document) => {
      const { schema, url, route } = document;
      const transformed = transformSchema({ ...document, schema: inlineParameters(schema) });
      if (!transformed.schema || (transformed.schema as { hide?: boolean }).hide) return transformed;
      return { ...transformed, schema: completeOperation(transformed.schema as FastifySchema & Record<string, unknown>, route, url, authenticate) };
    },
    transformObject: (document) => finishDocument(transformDocument(document) as Parameters<typeof finishDocument>[0]) as ReturnType<typeof transformDocument>,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
