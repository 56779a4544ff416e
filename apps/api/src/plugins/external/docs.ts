import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the route schemas (the contracts), browsable at /api/docs. */
export async function registerDocs(app: FastifyInstance, publicUrl: string | undefined) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Quoteway API',
        description:
          'The marketplace API. Every request and response schema comes from packages/contracts.',
        version: '0.1.0',
      },
      servers: publicUrl ? [{ url: publicUrl }] : [],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
