import { defineModule } from '../module.ts';
import { registerAppApi } from './register.ts';
import { createAppRepository } from './repository.ts';

declare module '../module.ts' {
  interface Repositories {
    app: ReturnType<typeof createAppRepository>;
  }
}

/** The patients' app: its sign-in (an app code, or a guardian's three words) and sessions. */
export const appModule = defineModule({
  name: 'app',
  repositories: (db) => ({ app: createAppRepository(db) }),
  plugin: (context) => (api) => registerAppApi(api, context),
});

// The module's face: what other modules use of it (docs/architecture.md § Module faces).
export { GUESS_LIMITS, guessLimitsOf } from './guess-limits.ts';
export type { GuessLimits } from './guess-limits.ts';
export { createAppRepository } from './repository.ts';
