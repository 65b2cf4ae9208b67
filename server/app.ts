import { existsSync } from 'node:fs';
import { CLIENT_TIMEOUTS, clientTimeoutOptions } from './http/client-timeouts.ts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { frameworkErrors, registerErrorHandling } from './plugins/errors.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerQueryCancellation } from './http/query-cancel.ts';
import { guardPrivateRoutes } from './plugins/private-routes.ts';
import { enforcePermissions, requireRouteAccess } from './http/permissions.ts';
import { sessionAlive } from './auth/session-store.ts';
import { registerSessionCookie } from './modules/auth/session-cookie.ts';
import { registerTenancy, registerTenancyGuard } from './plugins/tenancy.ts';
import { registerAppPatient } from './plugins/app-patient.ts';
import { trackRoutes } from './http/public-routes.ts';
import { deferredChildLogger } from './http/request-logger.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerApiDocs, registerPortal, registerRateLimit } from './http/app-plugins.ts';
import { termsGate } from './modules/terms/gate.ts';
import { MODULES } from './modules/index.ts';
import { startJobEngine } from './jobs/engine.ts';
import { createModuleContext } from './context.ts';
import { DEFAULT_PUBLIC_URL, type AppDeps } from './app-deps.ts';
import { prerenderedPages } from './http/prerendered-pages.ts';
import { registerStorybook } from './http/storybook.ts';
import { createMetrics, measureRequests, metricsEnabled, serveMetrics } from './http/metrics.ts';

const packageJson = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** Builds the whole server; tests call it in-process with a fresh database. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const version = deps.version ?? packageJson.version;
  const hops = deps.trustProxy;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    // request.log is pino's child only once a request writes a line (server/http/request-logger.ts).
    childLoggerFactory: deferredChildLogger,
    bodyLimit: 1_048_576,
    ...clientTimeoutOptions({ ...CLIENT_TIMEOUTS, ...deps.clientTimeouts }),
    // A hop count trusts that many proxies from ours outwards (Fastify's own reading of a number).
    trustProxy: typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : (hops ?? false),
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  // Before any hook or route, so that each request's span covers them all.
  if (deps.tracing) await app.register(deps.tracing.plugin());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const publicDir = deps.publicDir ? path.resolve(deps.publicDir) : undefined;
  const portal = publicDir !== undefined && existsSync(path.join(publicDir, 'index.html'));
  const now = deps.now ?? Date.now;
  trackRoutes(app);
  // First, so that every answer is measured (the not-found ones included).
  const metrics = metricsEnabled(deps.metrics) ? createMetrics(deps.database) : undefined;
  if (metrics) measureRequests(app, metrics);
  await registerSecurityHeaders(app, {
    production: deps.production ?? false,
    tagManager: deps.portalBuild?.tagManager,
    reportingUrl: deps.portalBuild?.reportingUrl,
    googleSignIn: Boolean(deps.sso?.google),
    vimeo: deps.videoHost !== undefined,
  });
  registerErrorHandling(app, {
    portalFallback: portal,
    portalPage: portal && publicDir ? prerenderedPages(publicDir) : undefined,
    onDatabaseUnavailable: () => deps.database.monitor.markDown(),
  });
  registerQueryCancellation(app, deps.database, metrics?.statementTimedOut);
  registerAuth(app, deps.tokens, (claims) => sessionAlive(deps.database.db, claims, now()));
  registerTenancy(app);
  registerTenancyGuard(app);
  registerAppPatient(app);
  await registerSessionCookie(app, { publicUrl: deps.publicUrl ?? DEFAULT_PUBLIC_URL, now });
  const storybookDir = deps.storybook?.enabled ? path.resolve(deps.storybook.dir) : undefined;
  if (storybookDir && existsSync(path.join(storybookDir, 'index.html')))
    await registerStorybook(app, {
      dir: storybookDir,
      staffOnly: deps.production ?? false,
      tokens: deps.tokens,
      db: deps.database.db,
      now,
      publicUrl: deps.publicUrl ?? DEFAULT_PUBLIC_URL,
    });
  await registerApiDocs(app, deps, version);
  if (metrics && deps.metrics) serveMetrics(app, metrics, deps.metrics);
  else app.decorate('metricsAddress', () => undefined);
  await registerRateLimit(app, deps);

  // What every module is handed (audit, mailer, …) and the services the modules provide, built once.
  // Deferred and scheduled work: pg-boss on this database, worked here unless a worker runs apart.
  const jobs = await startJobEngine({
    database: deps.database,
    work: deps.jobs?.work ?? true,
    log: app.log,
    pollingSeconds: deps.jobs?.pollingSeconds,
    clock: deps.jobs?.clock,
  });
  app.decorate('jobs', jobs);
  const context = createModuleContext(app, deps, version, jobs, metrics);
  // Stopped once the work after answers (which may send jobs) is done.
  app.addHook('onClose', async () => {
    await context.mailer.settled();
    await jobs.stop();
  });
  await jobs.register(MODULES.flatMap((module) => module.jobs?.(context) ?? []));
  await app.register(
    async (api) => {
      // Secure by default: every route of the scope names its permission or why it is public
      // (start-up fails otherwise, server/http/permissions.ts); a private one needs a signed-in
      // caller of its audience, and, for the terms of use, a guardian who has not accepted the
      // current terms may only read and accept them. One callback hook (plugins/auth.ts): a public
      // call such as /api/health pays no promise for it. After validation, the permission's roles,
      // feature and condition on the route's target (the one permission check).
      requireRouteAccess(api);
      api.addHook('onRequest', guardPrivateRoutes(app, termsGate(context.services.terms)));
      enforcePermissions(api, context.requireFeature, context.repos.families);
      // JSON and text answers of 1 kB or more, compressed (brotli at a live-friendly level). Media
      // (video playback, ranges) and tus answers are neither: not JSON, or hijacked from Fastify.
      await api.register(fastifyCompress, {
        threshold: 1024,
        customTypes: /^(application\/([\w.+-]+\+)?json|text\/)/,
      });
      for (const module of MODULES) if (module.plugin) await api.register(module.plugin(context));
    },
    { prefix: '/api' },
  );

  if (portal && publicDir) await registerPortal(app, publicDir);
  return app;
}
