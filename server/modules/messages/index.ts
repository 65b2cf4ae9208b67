import { defineModule } from '../module.ts';
import { seedMessagesDemo } from './demo.ts';
import { createMessagesRepository } from './repository.ts';
import { messagesRoutes } from './routes.ts';
import { createMessagesService } from './service.ts';

declare module '../module.ts' {
  interface Repositories {
    messages: ReturnType<typeof createMessagesRepository>;
  }
}

/**
 * Messages and scheduled work: every e-mail's delivery (a job per message, retried for about a
 * day), and what admins see of it.
 */
export const messagesModule = defineModule({
  name: 'messages',
  repositories: (db) => ({ messages: createMessagesRepository(db) }),
  plugin: ({ repos, audit, mailer, jobs, upcomingWork, now }) =>
    messagesRoutes(
      createMessagesService({ repo: repos.messages, audit, mailer, jobs, upcoming: upcomingWork, now }),
    ),
  jobs: ({ mailer }) => mailer.jobs(),
  // A few days of St Mary's e-mail, one of them failed.
  demo: seedMessagesDemo,
});
