import type { FastifyInstance } from 'fastify';
import type { Permission } from '../../src/api/contracts/index.ts';

/**
 * Every route as registered, with the access it declares. A route under /api is public only when
 * its options say why (`config: { public: 'why' }`), where a reviewer sees it; every other one names
 * the permission it needs (`config: { permission: 'x.y' }`, server/http/permissions.ts). The access
 * matrix reads this list as its oracle.
 */
export interface RegisteredRoute {
  method: string;
  url: string;
  /** The route's schemas (zod) as registered: body, querystring, params, response… */
  schema?: Record<string, unknown>;
  /** The permission the route names (private /api routes). */
  permission?: Permission;
  /** Why a stranger may call it (public /api routes). */
  public?: string;
  /** The setting whose secret a caller must bear (operators' routes outside /api, such as /metrics). */
  operatorSecret?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered (method and pattern), filled as they are added. */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/** Records every route as it is registered, with the permission or public reason of its options. */
export function trackRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as {
      permission?: Permission;
      public?: string;
      operatorSecret?: string;
    };
    for (const method of [route.method].flat())
      routes.push({
        method,
        url: route.url,
        schema: route.schema as Record<string, unknown> | undefined,
        ...(config.permission !== undefined && { permission: config.permission }),
        ...(config.public !== undefined && { public: config.public }),
        ...(config.operatorSecret !== undefined && { operatorSecret: config.operatorSecret }),
      });
  });
}

/** Whether a registered route (its method and pattern) declares itself public. */
export const isPublicRoute = (
  routes: readonly RegisteredRoute[],
  method: string,
  url: string | undefined,
): boolean => routes.some((r) => r.method === method && r.url === url && r.public !== undefined);
