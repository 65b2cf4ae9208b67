import { defineModule } from '../module.ts';
import { createAppCalendarRepository } from './app-repository.ts';
import { calendarAppRoutes } from './app-routes.ts';
import { createAppCalendarService } from './app-service.ts';
import { seedCalendarDemo } from './demo.ts';
import { createCalendarRepository } from './repository.ts';
import { calendarRoutes } from './routes.ts';
import { createCalendarService } from './service.ts';

declare module '../module.ts' {
  interface Repositories {
    calendar: ReturnType<typeof createCalendarRepository>;
    appCalendar: ReturnType<typeof createAppCalendarRepository>;
  }
}

/** Events: an organisation's, an area's and a family's calendar. */
export const calendarModule = defineModule({
  name: 'calendar',
  repositories: (db) => ({
    calendar: createCalendarRepository(db),
    appCalendar: createAppCalendarRepository(db),
  }),
  plugin: ({ repos, audit, now, notify }) =>
    async function calendarPlugin(api) {
      await api.register(
        calendarRoutes(
          createCalendarService({ repo: repos.calendar, audit, families: repos.families, notify }),
        ),
      );
      await api.register(
        calendarAppRoutes(createAppCalendarService({ repo: repos.appCalendar, audit, now })),
      );
    },
  // St Mary's events around today, made through the calendar's service.
  demo: seedCalendarDemo,
});
