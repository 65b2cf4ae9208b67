import { createSignInThrottle } from '../../auth/sign-in-throttle.ts';
import { defineModule, type ModuleContext } from '../module.ts';
import { createFamilyService, FAMILY_CODE_THROTTLE, type FamilyService } from './family-service.ts';
import { createFamiliesRepository } from './repository.ts';
import { linkAccessRoutes } from './access-routes.ts';
import { createAssentRepository } from './assent-repository.ts';
import { createAssentService } from './assent-service.ts';
import { createLinkAccessService } from './link-access-service.ts';
import { createReviewReminders } from './review-reminders.ts';
import { familiesRoutes } from './routes.ts';
import { createFamiliesService, type FamiliesService } from './service.ts';
import { createFamilySettingsService } from './settings-service.ts';

declare module '../module.ts' {
  interface Repositories {
    families: ReturnType<typeof createFamiliesRepository>;
    familyAssents: ReturnType<typeof createAssentRepository>;
  }
  interface Services {
    /** The hospital's links (an admin's invitation links a guardian) and the family's add-a-child. */
    families: { links: FamiliesService; family: FamilyService };
  }
}

const reviewRemindersOf = (context: ModuleContext) =>
  createReviewReminders({
    assents: context.repos.familyAssents,
    transaction: context.repos.families.transaction,
    noticeScheduledChange: context.noticeScheduledChange,
  });

/**
 * The family model and the hospital's staff's calls on it: guardians linked to patients (guardian_links), their
 * access and assent, the organisation's family settings, the reminders of links due for review. It provides the
 * add-a-child rule the guardian calls through the users module (/users/child), as the link is what it makes.
 */
export const familiesModule = defineModule({
  name: 'families',
  repositories: (db) => ({
    families: createFamiliesRepository(db),
    familyAssents: createAssentRepository(db),
  }),
  provides: ({ repos, audit, db, now, notify }) => ({
    families: {
      links: createFamiliesService({ repo: repos.families, audit, notify }),
      family: createFamilyService({
        repo: repos.families,
        audit,
        throttle: createSignInThrottle(db, FAMILY_CODE_THROTTLE, now),
      }),
    },
  }),
  plugin:
    ({ repos, audit, now, notify, services }) =>
    async (app) => {
      await app.register(
        familiesRoutes(services.families.links, createFamilySettingsService({ repo: repos.families, audit })),
      );
      await app.register(
        linkAccessRoutes(
          createLinkAccessService({
            repo: repos.families,
            assents: repos.familyAssents,
            audit,
            notify,
          }),
          createAssentService({
            assents: repos.familyAssents,
            transaction: repos.families.transaction,
            audit,
            now,
            notify,
          }),
        ),
      );
    },
  jobs: (context) => [
    {
      // Links due for review within a month: one reminder to the admins per link and review date.
      name: 'families.link-reviews',
      cron: '0 7 * * *',
      run: () => reviewRemindersOf(context).run(),
    },
  ],
});

// The module's face: what other modules use of it (docs/architecture.md § Module faces).
export type { AssentRepository } from './assent-repository.ts';
export type { FamilyService } from './family-service.ts';
export { createFamiliesRepository } from './repository.ts';
export type { FamiliesRepository } from './repository.ts';
export type { FamiliesService } from './service.ts';
