import { defineModule } from '../module.ts';
import { createQuestionnaires } from './module.ts';
import { createQuestionnairesRepository } from './repository.ts';
import { seedQuestionnaires } from './seed.ts';

declare module '../module.ts' {
  interface Repositories {
    questionnaires: ReturnType<typeof createQuestionnairesRepository>;
  }
}

/** Questionnaires: building and publishing them, answering them (portal and app), their responses. */
export const questionnairesModule = defineModule({
  name: 'questionnaires',
  repositories: (db) => ({ questionnaires: createQuestionnairesRepository(db) }),
  plugin: ({ repos, requireFeature, audit, mailer, publicUrl }) =>
    createQuestionnaires({
      repo: repos.questionnaires,
      requireFeature,
      audit,
      mailer,
      publicUrl,
      families: repos.families,
    }).routes,
  demo: seedQuestionnaires,
});
