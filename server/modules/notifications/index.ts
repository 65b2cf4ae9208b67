import { defineModule } from '../module.ts';
import { createNotificationsRepository } from './repository.ts';
import { notificationRoutes } from './routes.ts';
import { createNotificationsService } from './service.ts';

declare module '../module.ts' {
  interface Repositories {
    notifications: ReturnType<typeof createNotificationsRepository>;
  }
}

/**
 * The notification centre: staff and families read what they were told. Other modules tell them
 * through `context.notify` in their write's transaction (./notify.ts).
 */
export const notificationsModule = defineModule({
  name: 'notifications',
  repositories: (db) => ({ notifications: createNotificationsRepository(db) }),
  plugin: ({ repos, now }) =>
    notificationRoutes(createNotificationsService({ repo: repos.notifications, now })),
});
