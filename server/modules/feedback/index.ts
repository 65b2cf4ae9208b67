import { defineModule } from '../module.ts';
import { createFeedbackRepository } from './repository.ts';
import { feedbackRoutes } from './routes.ts';
import { createFeedbackService, type FeedbackService } from './service.ts';

declare module '../module.ts' {
  interface Repositories {
    feedback: ReturnType<typeof createFeedbackRepository>;
  }
  interface Services {
    feedback: FeedbackService;
  }
}

/** Registration feedback: the e-mailed one-use link and its form. */
export const feedbackModule = defineModule({
  name: 'feedback',
  repositories: (db) => ({ feedback: createFeedbackRepository(db) }),
  provides: ({ repos, audit, mailer, publicUrl, now, services }) => {
    const feedback = createFeedbackService({ repo: repos.feedback, audit, mailer, publicUrl, now });
    // The feedback link is e-mailed once an account is activated.
    services.auth.afterActivation((user) => feedback.invite(user));
    return { feedback };
  },
  plugin: ({ services: { feedback, auth } }) => feedbackRoutes(feedback, auth.limit),
});
