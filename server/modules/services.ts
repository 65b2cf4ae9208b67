import type { FastifyInstance } from 'fastify';
import { MODULES } from './index.ts';
import type { ModuleContext, Services } from './module.ts';

/**
 * Every module's `provides`, run in the list's order into `context.services`: a module's services
 * are built from the cross-cutting context and the services of the modules before it.
 */
export function provideServices(context: ModuleContext, app: FastifyInstance): void {
  for (const module of MODULES) {
    const provided = module.provides?.(context, app);
    if (provided) Object.assign(context.services, provided satisfies Partial<Services>);
  }
}
