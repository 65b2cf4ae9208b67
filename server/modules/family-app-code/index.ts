import { guessLimitsOf } from '../app/index.ts';
import { defineModule } from '../module.ts';
import { createAppSignInCodesRepository } from './repository.ts';
import { appSignInCodeRoutes } from './routes.ts';
import { createAppSignInCodesService } from './service.ts';

declare module '../module.ts' {
  interface Repositories {
    appSignInCodes: ReturnType<typeof createAppSignInCodesRepository>;
  }
}

/**
 * For the guardian: the three-word codes their children sign in to the patients' app with (the app module reads
 * them at sign-in); a child's code is asked for under the guardian's /families/children.
 */
export const familyAppCodeModule = defineModule({
  name: 'family-app-code',
  repositories: (db) => ({ appSignInCodes: createAppSignInCodesRepository(db) }),
  plugin: (context) =>
    appSignInCodeRoutes(
      createAppSignInCodesService({
        repo: context.repos.appSignInCodes,
        audit: context.audit,
        limits: guessLimitsOf(context),
        now: context.now,
      }),
    ),
});

// The module's face: what other modules use of it (docs/architecture.md § Module faces).
export type { AppSignInCodesRepository } from './repository.ts';
export { MAX_WORDS, MIN_WORDS, hashOfWords, wordsOf } from './words.ts';
