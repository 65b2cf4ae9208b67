import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import type { TokenIssuer } from './auth/tokens.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerAuth } from './plugins/auth.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createAuthRepository } from './modules/auth/repository.ts';
import { createAuthService } from './modules/auth/service.ts';

export interface AppDeps {
  database: Database;
  tokens: TokenIssuer;
  /** Folder of the built portal; served at `/` when it holds an index.html. */
  publicDir?: string;
  /** A pino logger; none in tests. */
  logger?: FastifyBaseLogger;
  version?: string;
}

const packageJson = JSON.parse(
  await readFile(new URL('../package.json', import.meta.url), 'utf8'),
) as { version: string };

/** Builds the whole server; tests call it in-process with a fresh database. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const version = deps.version ?? packageJson.version;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const publicDir = deps.publicDir ? path.resolve(deps.publicDir) : undefined;
  const portal = publicDir !== undefined && existsSync(path.join(publicDir, 'index.html'));
  registerErrorHandling(app, { portalFallback: portal });
  registerAuth(app, deps.tokens);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Lantern API', version, description: 'The API behind the Lantern portal.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const authService = createAuthService({
    repo: createAuthRepository(deps.database.db),
    tokens: deps.tokens,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes(deps.database, version));
      await api.register(authRoutes(authService));
    },
    { prefix: '/api' },
  );

  if (portal && publicDir) {
    await app.register(fastifyStatic, {
      root: publicDir,
      wildcard: false,
      index: 'index.html',
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
  return app;
}
