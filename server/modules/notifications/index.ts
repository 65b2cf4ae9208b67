import type { AppDeps } from '../../app-deps.ts';
import { defineModule } from '../module.ts';
import { pushJob } from './push-delivery.ts';
import { createPushRepository } from './push-repository.ts';
import { pushRoutes } from './push-routes.ts';
import { createPushService } from './push-service.ts';
import { createNotificationsRepository } from './repository.ts';
import { notificationRoutes } from './routes.ts';
import { createNotificationsService } from './service.ts';
import { createUnreadEmails, unreadEmailJob } from './unread-email.ts';
import { ephemeralVapidKeys, type VapidKeys } from './vapid.ts';

declare module '../module.ts' {
  interface Repositories {
    notifications: ReturnType<typeof createNotificationsRepository>;
    pushSubscriptions: ReturnType<typeof createPushRepository>;
  }
}

// Without configured keys (tests, benchmarks) one pair per app: its routes and its jobs share it.
const generated = new WeakMap<AppDeps, VapidKeys>();
function vapidOf(deps: AppDeps): VapidKeys {
  if (deps.push?.vapid) return deps.push.vapid;
  const pair = generated.get(deps) ?? ephemeralVapidKeys();
  generated.set(deps, pair);
  return pair;
}

/**
 * The notification centre: staff and families read what they were told. Other modules tell them
 * through `context.notify` in their write's transaction (./notify.ts); push to their devices and
 * an e-mail when a notification that matters stays unread reach them beyond the portal.
 */
export const notificationsModule = defineModule({
  name: 'notifications',
  repositories: (db) => ({
    notifications: createNotificationsRepository(db),
    pushSubscriptions: createPushRepository(db),
  }),
  plugin:
    ({ repos, now, audit, deps, production }) =>
    async (app) => {
      await app.register(notificationRoutes(createNotificationsService({ repo: repos.notifications, now })));
      await app.register(
        pushRoutes(
          createPushService({
            repo: repos.pushSubscriptions,
            audit,
            now,
            publicKey: vapidOf(deps).publicKey,
            allowLocalEndpoints: deps.push?.allowLocalEndpoints ?? !production,
          }),
        ),
      );
    },
  jobs: ({ repos, now, deps, mailer, publicUrl }) => [
    pushJob({ repo: repos.pushSubscriptions, vapid: vapidOf(deps), now }),
    unreadEmailJob(createUnreadEmails({ repo: repos.notifications, mailer, publicUrl, now })),
  ],
});

// The module's face: what other modules use of it (docs/architecture.md § Module faces).
export { createNotifier } from './notify.ts';
export type { Notify } from './notify.ts';
export { childNameOf, notifyGuardians } from './recipients.ts';
export { eventPatientIds } from './recipients-queries.ts';
export { createNotificationsRepository } from './repository.ts';
