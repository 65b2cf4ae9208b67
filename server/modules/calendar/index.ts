import { defineModule } from '../module.ts';
import { seedCalendarDemo } from './demo.ts';
import { createCalendarRepository } from './repository.ts';
import { calendarRoutes } from './routes.ts';
import { createCalendarService } from './service.ts';

declare module '../module.ts' {
  interface Repositories {
    calendar: ReturnType<typeof createCalendarRepository>;
  }
}

/** Events: an organisation's, an area's and a family's calendar. */
export const calendarModule = defineModule({
  name: 'calendar',
  repositories: (db) => ({ calendar: createCalendarRepository(db) }),
  plugin: ({ repos, audit }) =>
    calendarRoutes(createCalendarService({ repo: repos.calendar, audit, families: repos.families })),
  // St Mary's events around today, made through the calendar's service.
  demo: seedCalendarDemo,
});
