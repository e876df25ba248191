import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { documentPath, finishDocument, routeFacts, routeKey, type OpenApiDocument, type RouteFacts } from './api-document.js';

export const API_DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI 3.1 generated from the routes' zod schemas, with Swagger UI at /api/docs and the document at
 * /api/docs/json. 3.1 because zod writes JSON Schema 2020-12 exactly (a nullable value is a union with
 * `type: 'null'`), which 3.0's `nullable` cannot say for unions and references (decision 0051).
 */
export const apiDocsPlugin = fp(async (app) => {
  // Filled while the routes are transformed, read when the document is finished (both in one `swagger()` call).
  const facts = new Map<string, RouteFacts>();
  const transform: SwaggerTransform = (input) => {
    const { route, url } = input;
    const result = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
    const schema = result.schema as Record<string, unknown> | undefined;
    if (schema?.multipartBody) {
      // A body the route reads itself (multipart): documented as the form it expects, never validated by Fastify.
      schema.body = schema.multipartBody;
      delete schema.multipartBody;
    }
    const methods = [route.method].flat();
    for (const method of methods)
      facts.set(routeKey(method, documentPath(url)), routeFacts(route, input.schema as Record<string, unknown>));
    return result;
  };
  const transformObject: SwaggerTransformObject = (input) =>
    finishDocument(jsonSchemaTransformObject(input) as unknown as OpenApiDocument, facts) as unknown as ReturnType<SwaggerTransformObject>;

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'CVAP API',
        description: '物业与园区管理控制台 API / Property and campus management console API',
        version: '0.1.0',
      },
      servers: [{ url: '/', description: 'The server that serves this document / 提供本文档的服务器' }],
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
    transform,
    // Puts schemas registered with an id (MenuItem and the other recursive ones) under components.schemas.
    transformObject,
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PREFIX });
});
