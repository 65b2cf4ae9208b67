import type { AuditLog } from '../../audit/audit-log.ts';
import { createAppQuizzesService } from './app-service.ts';
import type { QuizzesRepository } from './repository.ts';
import { quizAppRoutes } from './app-routes.ts';
import { quizRoutes } from './routes.ts';
import type { FastifyPluginAsync } from 'fastify';
import { createQuizzesService } from './service.ts';

/** The quiz services over one repository, and their routes (app.ts registers them; the seed uses the services). */
export function createQuizzes(deps: { repo: QuizzesRepository; audit: Pick<AuditLog, 'recordFor'> }) {
  const quizzes = createQuizzesService(deps);
  const appQuizzes = createAppQuizzesService({ repo: deps.repo, quizzes });
  return {
    quizzes,
    appQuizzes,
    routes: (async (api) => {
      await api.register(quizRoutes({ quizzes }));
      await api.register(quizAppRoutes(appQuizzes));
    }) satisfies FastifyPluginAsync,
  };
}
