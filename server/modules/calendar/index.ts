import { defineModule } from '../module.ts';
import { createAppCalendarRepository } from './app-repository.ts';
import { calendarAppRoutes } from './app-routes.ts';
import { createAppCalendarService } from './app-service.ts';
import { seedCalendarDemo } from './demo.ts';
import { createCalendarFeedService } from './feed-service.ts';
import { calendarFeedRoutes } from './feed-routes.ts';
import { createCalendarSubscriptionRepository } from './subscription-repository.ts';
import { createCalendarRepository } from './repository.ts';
import { calendarRoutes } from './routes.ts';
import { createCalendarService } from './service.ts';
import { createEventReminders, REMINDER_JOB } from './reminders.ts';

declare module '../module.ts' {
  interface Repositories {
    calendar: ReturnType<typeof createCalendarRepository>;
    appCalendar: ReturnType<typeof createAppCalendarRepository>;
    calendarSubscriptions: ReturnType<typeof createCalendarSubscriptionRepository>;
  }
}

/** Events: an organisation's, an area's and a family's calendar. */
export const calendarModule = defineModule({
  name: 'calendar',
  repositories: (db) => ({
    calendar: createCalendarRepository(db),
    appCalendar: createAppCalendarRepository(db),
    calendarSubscriptions: createCalendarSubscriptionRepository(db),
  }),
  plugin: ({ repos, audit, now, notify, publicUrl, services: { auth } }) =>
    async function calendarPlugin(api) {
      await api.register(
        calendarRoutes(
          createCalendarService({ repo: repos.calendar, audit, families: repos.families, notify }),
        ),
      );
      await api.register(
        calendarFeedRoutes(
          createCalendarFeedService({
            repo: repos.calendar,
            subscriptions: repos.calendarSubscriptions,
            families: repos.families,
            audit,
            publicUrl,
            now,
          }),
          auth.limit,
        ),
      );
      await api.register(
        calendarAppRoutes(createAppCalendarService({ repo: repos.appCalendar, audit, now })),
      );
    },
  jobs: (context) => [
    {
      // Hourly in the day (09:00–20:00 London), so an event added this afternoon for tomorrow is still
      // reminded of, and no phone buzzes at night; each guardian hears of each event once.
      name: REMINDER_JOB,
      cron: '0 9-20 * * *',
      run: () =>
        createEventReminders({
          repo: context.repos.calendar,
          families: context.repos.families,
          notify: context.notify,
          now: context.now,
        }).run(),
    },
  ],
  // St Mary's events around today, made through the calendar's service.
  demo: seedCalendarDemo,
});

// The module's face: what other modules use of it (docs/architecture.md § Module faces).
export { createAppCalendarRepository } from './app-repository.ts';
export type { AppCalendarRepository } from './app-repository.ts';
export { createAppCalendarService } from './app-service.ts';
export type { CalendarRepository } from './repository.ts';
export { WINDOW, sendWindow } from './window.ts';
export type { EventWindowAnswer } from './window.ts';
