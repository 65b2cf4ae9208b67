import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AuthDeps } from '../auth/deps.ts';
import type { ModuleContext } from '../module.ts';
import { createAppRepository } from './repository.ts';
import { appAuthRoutes } from './auth-routes.ts';
import { appActivityRoutes } from './activity-routes.ts';
import { createActivityService } from './activity-service.ts';
import { createActivityRepository } from './activity-repository.ts';
import { createAppContentService } from './content-service.ts';
import { createAppAuthService } from './auth-service.ts';
import { guessLimitsOf } from './guess-limits.ts';
import { createWordsSignIn } from './words-sign-in.ts';
import { createAuthRepository } from '../auth/repository.ts';
import { createSessions } from '../auth/sessions.ts';

/** Everything of the patients' app API, registered under /api. */
export async function registerAppApi(api: FastifyInstance, context: ModuleContext): Promise<void> {
  const { db, repos, auth } = context;
  const repo = repos.app;
  const { audit, throttle, now } = auth.deps;
  const limits = guessLimitsOf(context);
  const signInWithWords = createWordsSignIn({
    codes: repos.appSignInCodes,
    repo,
    // The code is spent, the app activated and the session started in one transaction.
    transaction: (work) =>
      db.transaction((tx) => {
        const executor = tx as unknown as Db;
        return work({
          app: createAppRepository(executor),
          sessions: createSessions({ ...auth.deps, repo: createAuthRepository(executor) }),
          executor,
        });
      }),
    throttle,
    limits,
    audit,
    now,
  });
  await api.register(
    appAuthRoutes(
      createAppAuthService({
        repo,
        auth: auth.service,
        sessions: auth.sessions,
        throttle,
        limits,
        audit,
        now,
      }),
      signInWithWords,
      auth.limit,
    ),
  );
  await api.register(
    appActivityRoutes(
      createAppActivity(db, audit, now),
      createAppContentService({
        areas: repos.areas,
        videos: repos.videos,
        toVideos: context.videos.toVideos,
        hasFeature: async (organisationId, feature) =>
          (await repo.organisation(organisationId))?.features.includes(feature) ?? false,
      }),
    ),
  );
}

/** The activity service over a database (the demo seed records through it too). */
export function createAppActivity(db: Db, audit: AuthDeps['audit'], now: () => number) {
  const app = createAppRepository(db);
  return createActivityService({
    repo: createActivityRepository(db),
    audit,
    touch: (userId, at) => app.touch(userId, at),
    now,
  });
}
