import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI page at /api/docs, built from every route's schema (docs/api.md#design-5-6).
 * Registered before the routes so it sees them all; off in production unless API_DOCS=on (config),
 * because it maps every call for anyone who asks.
 */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Starry Night Story API',
        version: '1.0.0',
        description:
          'Every call the web app makes. State-changing calls need the csrf-token header.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
