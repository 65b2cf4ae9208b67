import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditLog } from '../../audit/audit-log.ts';
import { createCmsImagesService } from './images.ts';
import type { CmsRepository } from './repository.ts';
import { cmsRoutes } from './routes.ts';
import { createCmsScheduleService } from './schedule.ts';
import { createCmsService } from './service.ts';
import { createCmsSettingsService } from './settings.ts';

/** How often the in-process sweep carries out scheduled publishing (a minute is the schedule's grain). */
export const CMS_SWEEP_MS = 30_000;

/** Hospital information: its services, its routes, and the timer of scheduled publishing. */
export function cmsModule(deps: { repo: CmsRepository; audit: AuditLog; now: () => number }) {
  const now = () => new Date(deps.now());
  const pages = createCmsService({ repo: deps.repo, audit: deps.audit, now });
  const schedule = createCmsScheduleService({ repo: deps.repo, pages, now });
  const plugin: FastifyPluginAsyncZod = async (app) => {
    await app.register(
      cmsRoutes({
        pages,
        schedule,
        settings: createCmsSettingsService(deps),
        images: createCmsImagesService(deps),
      }),
    );
    const timer = setInterval(
      () =>
        void schedule.sweep().catch((err: unknown) => app.log.error({ err }, 'scheduled CMS changes failed')),
      CMS_SWEEP_MS,
    );
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  };
  return { plugin, schedule };
}
