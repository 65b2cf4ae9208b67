import { defineModule } from '../module.ts';
import { createFeedbackRepository } from './repository.ts';
import { feedbackRoutes } from './routes.ts';

declare module '../module.ts' {
  interface Repositories {
    feedback: ReturnType<typeof createFeedbackRepository>;
  }
}

/** Registration feedback: the e-mailed one-use link and its form. */
export const feedbackModule = defineModule({
  name: 'feedback',
  repositories: (db) => ({ feedback: createFeedbackRepository(db) }),
  plugin: ({ feedback, auth }) => feedbackRoutes(feedback, auth.limit),
});
