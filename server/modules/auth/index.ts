import { defineModule } from '../module.ts';
import { accountRoutes } from './account-routes.ts';
import { createAuthRepository } from './repository.ts';
import { authRoutes } from './routes.ts';
import { ssoRoutes } from './sso-routes.ts';
import { secondFactorAccountRoutes } from './second-factor-account-routes.ts';
import { secondFactorRoutes } from './second-factor-routes.ts';
import { createSsoService } from './sso-service.ts';
import { createAuthServices, type AuthServices } from './services.ts';

export { REFRESH_REUSE_GRACE_MS } from './service.ts';

declare module '../module.ts' {
  interface Repositories {
    auth: ReturnType<typeof createAuthRepository>;
  }
  interface Services {
    auth: AuthServices;
  }
}

/** Signing in and out, accounts (sign-up, activation, passwords) and SSO (ended sessions are swept with the retention schedule: modules/retention). */
export const authModule = defineModule({
  name: 'auth',
  repositories: (db) => ({ auth: createAuthRepository(db) }),
  provides: (context) => ({ auth: createAuthServices(context) }),
  plugin: ({ services: { auth }, mailer }) =>
    async function authPlugin(api) {
      await api.register(authRoutes(auth.service, auth.sso, auth.limit));
      await api.register(accountRoutes(auth.accounts, auth.limit, mailer));
      await api.register(
        ssoRoutes(createSsoService(auth.deps, auth.sessions, auth.secondFactor.core), auth.limit),
      );
      const { secondFactor } = auth;
      await api.register(
        secondFactorRoutes(
          {
            signIn: secondFactor.signIn,
            account: secondFactor.account,
            core: secondFactor.core,
            repo: auth.deps.repo,
          },
          auth.limit,
        ),
      );
      await api.register(secondFactorAccountRoutes(secondFactor.account, auth.deps.repo));
    },
  jobs: ({ now, services: { auth } }) => [
    {
      // Sign-in tickets and passkey challenges past their few minutes.
      name: 'auth.sweep-second-factor',
      cron: '17 * * * *',
      run: () => auth.secondFactor.sweep(new Date(now())),
    },
  ],
});

// The module's face: what other modules use of it (docs/architecture.md § Module faces).
export type { AccountService } from './account-service.ts';
export { toOrganisation, toUser } from './mappers.ts';
export { createAuthRepository, inTransaction, isUniqueViolation } from './repository.ts';
export type { AuthRepository, OrganisationRow, UserRow } from './repository.ts';
export type { PublicCallLimit } from './routes.ts';
export { seedDemoSecondFactors } from './second-factor-demo.ts';
export type { AuthService } from './service.ts';
export { createSessions } from './sessions.ts';
export type { Sessions } from './sessions.ts';
