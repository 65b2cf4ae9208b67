import { defineModule, type ModuleContext } from '../module.ts';
import { seedHospitalInformationDemo } from './demo.ts';
import { createCmsImagesService } from './images.ts';
import { createCmsRepository } from './repository.ts';
import { cmsRoutes } from './routes.ts';
import { createCmsScheduleService } from './schedule.ts';
import { createCmsService } from './service.ts';
import { createCmsSettingsService } from './settings.ts';
import { cmsUpcomingWork } from './upcoming-queries.ts';

declare module '../module.ts' {
  interface Repositories {
    cms: ReturnType<typeof createCmsRepository>;
  }
}

function pagesOf({ repos, audit, now, reportScheduledFailure, noticeScheduledChange }: ModuleContext) {
  const clock = () => new Date(now());
  const pages = createCmsService({ repo: repos.cms, audit, now: clock });
  const schedule = createCmsScheduleService({
    repo: repos.cms,
    pages,
    now: clock,
    reportFailure: reportScheduledFailure,
    notice: noticeScheduledChange,
  });
  return { pages, schedule };
}

/** Hospital information: pages in three languages, their history and schedule, settings and images. */
export const hospitalInformationModule = defineModule({
  name: 'hospital-information',
  repositories: (db) => ({ cms: createCmsRepository(db) }),
  plugin: (context) => {
    const deps = { repo: context.repos.cms, audit: context.audit };
    return cmsRoutes({
      ...pagesOf(context),
      settings: createCmsSettingsService(deps),
      images: createCmsImagesService(deps),
    });
  },
  jobs: (context) => [
    {
      // Scheduled publishing and unpublishing (a minute is the schedule's grain).
      name: 'hospital-information.scheduled-changes',
      cron: '* * * * *',
      run: () => pagesOf(context).schedule.sweep(),
    },
  ],
  // Scheduled publishing and unpublishing still ahead, for the messages screen.
  scheduledWork: ({ db }) => cmsUpcomingWork(db),
  // Two published pages and the information home.
  demo: seedHospitalInformationDemo,
});
