import { defineModule } from '../module.ts';
import { accountRoutes } from './account-routes.ts';
import { createAuthRepository } from './repository.ts';
import { authRoutes } from './routes.ts';
import { ssoRoutes } from './sso-routes.ts';
import { createSsoService } from './sso-service.ts';

declare module '../module.ts' {
  interface Repositories {
    auth: ReturnType<typeof createAuthRepository>;
  }
}

/** Signing in and out, accounts (sign-up, activation, passwords) and SSO (ended sessions are swept with the retention schedule: modules/retention). */
export const authModule = defineModule({
  name: 'auth',
  repositories: (db) => ({ auth: createAuthRepository(db) }),
  plugin: ({ auth, mailer }) =>
    async function authPlugin(api) {
      await api.register(authRoutes(auth.service, auth.sso, auth.limit));
      await api.register(accountRoutes(auth.accounts, auth.limit, mailer));
      await api.register(ssoRoutes(createSsoService(auth.deps, auth.sessions), auth.limit));
    },
});
