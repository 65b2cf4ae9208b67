import { defineModule } from '../module.ts';
import { seedTermsAndFeedbackDemo } from './demo.ts';
import { createTermsRepository } from './repository.ts';
import { termsRoutes } from './routes.ts';
import { createTermsService, type TermsService } from './service.ts';

declare module '../module.ts' {
  interface Repositories {
    terms: ReturnType<typeof createTermsRepository>;
  }
  interface Services {
    /** The terms gate's service: the app reads it on every call. */
    terms: TermsService;
  }
}

/** Terms of use: their versions and who accepted which (the terms gate reads them on every call). */
export const termsModule = defineModule({
  name: 'terms',
  repositories: (db) => ({ terms: createTermsRepository(db) }),
  provides: ({ repos, audit }) => ({ terms: createTermsService({ repo: repos.terms, audit }) }),
  plugin: ({ services }) => termsRoutes(services.terms),
  // terms1.0, accepted by the demo guardians, and some registration feedback.
  demo: seedTermsAndFeedbackDemo,
});
