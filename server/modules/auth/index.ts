import { sweepEndedSessions } from '../../auth/session-store.ts';
import { defineModule } from '../module.ts';
import { accountRoutes } from './account-routes.ts';
import { createAuthRepository } from './repository.ts';
import { authRoutes } from './routes.ts';
import { ssoRoutes } from './sso-routes.ts';
import { secondFactorAccountRoutes } from './second-factor-account-routes.ts';
import { secondFactorRoutes } from './second-factor-routes.ts';
import { createSsoService } from './sso-service.ts';

declare module '../module.ts' {
  interface Repositories {
    auth: ReturnType<typeof createAuthRepository>;
  }
}

/** Signing in and out, accounts (sign-up, activation, passwords) and SSO; the sessions' retention. */
export const authModule = defineModule({
  name: 'auth',
  repositories: (db) => ({ auth: createAuthRepository(db) }),
  plugin: ({ auth, mailer }) =>
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
  jobs: ({ db, now, log, auth }) => [
    {
      // Ended sessions and their refresh tokens, once their retention is over.
      name: 'auth.sweep-sessions',
      cron: '17 * * * *',
      run: async () => {
        const count = await sweepEndedSessions(db, now());
        await auth.secondFactor.sweep(new Date(now()));
        if (count > 0) log.info({ count }, 'ended sessions swept');
      },
    },
  ],
});
