import { defineModule } from '../module.ts';

/**
 * Messages and scheduled work: every e-mail's delivery (a job per message, retried for about a
 * day), and what admins see of it.
 */
export const messagesModule = defineModule({
  name: 'messages',
  jobs: ({ mailer }) => mailer.jobs(),
});
