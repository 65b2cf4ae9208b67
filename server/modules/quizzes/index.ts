import { defineModule } from '../module.ts';
import { createQuizzes } from './module.ts';
import { createQuizzesRepository } from './repository.ts';
import { seedQuizzes } from './seed.ts';

declare module '../module.ts' {
  interface Repositories {
    quizzes: ReturnType<typeof createQuizzesRepository>;
  }
}

/** Quizzes for the patients' app, and their attempts. */
export const quizzesModule = defineModule({
  name: 'quizzes',
  repositories: (db) => ({ quizzes: createQuizzesRepository(db) }),
  plugin: ({ repos, audit }) => createQuizzes({ repo: repos.quizzes, audit }).routes,
  // A quiz and a mission in the oncology ward, done by two of its patients.
  demo: seedQuizzes,
});

// The module's face: what other modules use of it (docs/architecture.md § Module faces).
export { demoWorld } from './seed.ts';
