import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AuthDeps } from '../auth/deps.ts';
import type { AuthService } from '../auth/service.ts';
import type { Sessions } from '../auth/sessions.ts';
import type { PublicCallLimit } from '../auth/routes.ts';
import type { createRepositories } from '../repositories.ts';
import type { VideosService } from '../videos/service.ts';
import { createAppRepository } from './repository.ts';
import { appAuthRoutes } from './auth-routes.ts';
import { appActivityRoutes } from './activity-routes.ts';
import { createActivityService } from './activity-service.ts';
import { createActivityRepository } from './activity-repository.ts';
import { createAppContentService } from './content-service.ts';
import { createAppAuthService } from './auth-service.ts';
import { createGuessStore } from '../../auth/guess-store.ts';
import { createGuessLimits, GUESS_LIMITS, type GuessLimitSettings } from './guess-limits.ts';
import { createWordsSignIn } from './words-sign-in.ts';
import { createAuthRepository } from '../auth/repository.ts';
import { createSessions } from '../auth/sessions.ts';
import { appSignInCodeRoutes } from '../app-sign-in-codes/routes.ts';
import { createAppSignInCodesService } from '../app-sign-in-codes/service.ts';

/** Everything of the patients' app API, registered under /api by app.ts. */
export async function registerAppApi(
  api: FastifyInstance,
  deps: {
    db: Db;
    authDeps: AuthDeps;
    authService: AuthService;
    sessions: Sessions;
    limit: PublicCallLimit;
    repos: ReturnType<typeof createRepositories>;
    videos: VideosService;
    guessLimits?: Partial<GuessLimitSettings>;
  },
): Promise<void> {
  const repo = deps.repos.app;
  const { audit, throttle, now } = deps.authDeps;
  const limits = createGuessLimits(createGuessStore(deps.db, now), now, {
    ...GUESS_LIMITS,
    ...deps.guessLimits,
  });
  const codes = deps.repos.appSignInCodes;
  const signInWithWords = createWordsSignIn({
    codes,
    repo,
    // The code is spent, the app activated and the session started in one transaction.
    transaction: (work) =>
      deps.db.transaction((tx) => {
        const executor = tx as unknown as Db;
        return work({
          app: createAppRepository(executor),
          sessions: createSessions({ ...deps.authDeps, repo: createAuthRepository(executor) }),
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
        auth: deps.authService,
        sessions: deps.sessions,
        throttle,
        limits,
        audit,
        now,
      }),
      signInWithWords,
      deps.limit,
    ),
  );
  // The guardian's side of the three-word code (a portal call: it makes the codes the app signs in with).
  await api.register(
    appSignInCodeRoutes(
      createAppSignInCodesService({ repo: codes, families: deps.repos.families, audit, limits, now }),
    ),
  );
  await api.register(
    appActivityRoutes(
      createAppActivity(deps.db, audit, now),
      createAppContentService({
        areas: deps.repos.areas,
        videos: deps.repos.videos,
        toVideos: deps.videos.toVideos,
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
