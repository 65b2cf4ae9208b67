import { defineModule } from '../module.ts';
import { createUsersAdminRepository } from './admin-repository.ts';
import { usersAdminRoutes } from './admin-routes.ts';
import { appCodeRoutes, createAppCodeService } from './app-code-routes.ts';
import { createUsersAdminService } from './admin-service.ts';
import { seedPeopleDemo } from './demo.ts';
import { seedDemoSecondFactors } from '../auth/index.ts';
import { usersRoutes } from './routes.ts';
import { createUsersService } from './service.ts';

declare module '../module.ts' {
  interface Repositories {
    usersAdmin: ReturnType<typeof createUsersAdminRepository>;
  }
}

/** People: the admins' user lists and requests, and a user's own profile. */
export const usersModule = defineModule({
  name: 'users',
  repositories: (db) => ({ usersAdmin: createUsersAdminRepository(db) }),
  plugin: (context) =>
    async function usersPlugin(api) {
      const { db, repos, audit, now, services } = context;
      const { links: families, family } = services.families;
      await api.register(usersRoutes(createUsersService({ db, repo: repos.auth, family, audit })));
      await api.register(
        usersAdminRoutes(
          createUsersAdminService({
            repo: repos.usersAdmin,
            areas: repos.areas,
            audit,
            inviter: services.auth.accounts,
            families,
            exactTotalLimit: context.deps.exactTotalLimit,
          }),
        ),
      );
      await api.register(appCodeRoutes(createAppCodeService({ repo: repos.usersAdmin, audit, now })));
    },
  demo: async (db, options) => {
    await seedPeopleDemo(db);
    // The demo staff come enrolled with the demo TOTP secret (they must sign in with a second factor).
    await seedDemoSecondFactors(db, options);
  },
});

// The module's face: what other modules use of it (docs/architecture.md § Module faces).
export { renewAppCode } from './app-code.ts';
export { DEMO_PASSWORD } from './demo.ts';
export { userSearchTextOf } from './search-text-queries.ts';
export { attributeStatusChange } from './status-history-queries.ts';
export { canTransition } from './status-transitions.ts';
