import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyRateLimit from '@fastify/rate-limit';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import { ApiError } from './errors.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';

/** The OpenAPI document of every route, and its page at /api/docs unless production hides it. */
export async function registerApiDocs(app: FastifyInstance, deps: AppDeps, version: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Lantern API', version, description: 'The API behind the Lantern portal.' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // GET /metrics: the operators' METRICS_TOKEN, not a session.
          metricsToken: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // The document maps every route an attacker could try: production serves it only when asked to.
  if (deps.apiDocs ?? !deps.production) await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}

/** Per-route rate limits (a route opts in with `config.rateLimit`). */
export async function registerRateLimit(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    // Counted in the database, so that the limit holds across every server on it.
    store: databaseRateLimitStore(deps.database.db, deps.now ?? Date.now),
    errorResponseBuilder: (_request, context) =>
      new ApiError(
        429,
        'TooManyRequests',
        `Too many requests from this address. Try again in ${context.after}.`,
      ),
  });
}

/** The built portal at `/`. */
export async function registerPortal(app: FastifyInstance, publicDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: publicDir,
    wildcard: false,
    index: 'index.html',
    // The build writes .br and .gz copies (scripts/build/bundle-output.ts): sent as they are.
    preCompressed: true,
    // Vite names built assets by content hash: they never change, so cache them for a year.
    setHeaders: (reply, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        reply.header('cache-control', 'no-cache');
      }
    },
  });
}
