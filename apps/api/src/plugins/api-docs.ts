import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const API_DOCS_PREFIX = '/api/docs';

/** OpenAPI generated from the routes' zod schemas, with Swagger UI at /api/docs and the document at /api/docs/json. */
export const apiDocsPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'CVAP API', description: '物业与园区管理控制台 API / Property and campus management console API', version: '0.1.0' },
      components: {
        securitySchemes: {
          token: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'The token from POST /api/auth/jwt/token (raw or Bearer).',
          },
        },
      },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
    // Puts schemas registered with an id (MenuItem, which is recursive) under components.schemas.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PREFIX });
});
