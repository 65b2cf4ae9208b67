import { defineModule } from '../module.ts';
import { seedTermsAndFeedbackDemo } from './demo.ts';
import { createTermsRepository } from './repository.ts';
import { termsRoutes } from './routes.ts';

declare module '../module.ts' {
  interface Repositories {
    terms: ReturnType<typeof createTermsRepository>;
  }
}

/** Terms of use: their versions and who accepted which (the terms gate reads them on every call). */
export const termsModule = defineModule({
  name: 'terms',
  repositories: (db) => ({ terms: createTermsRepository(db) }),
  plugin: ({ terms }) => termsRoutes(terms),
  // terms1.0, accepted by the demo guardians, and some registration feedback.
  demo: seedTermsAndFeedbackDemo,
});
