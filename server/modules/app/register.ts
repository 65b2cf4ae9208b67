import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { ModuleContext } from '../module.ts';
import { createAppRepository } from './repository.ts';
import { appAuthRoutes } from './auth-routes.ts';
import { createAppAuthService } from './auth-service.ts';
import { guessLimitsOf } from './guess-limits.ts';
import { createWordsSignIn } from './words-sign-in.ts';
import { createAuthRepository } from '../auth/index.ts';
import { createSessions } from '../auth/index.ts';

/** The patients' app's sign-in (an app code, or a guardian's three words), its refresh and sign-out. */
export async function registerAppApi(api: FastifyInstance, context: ModuleContext): Promise<void> {
  const { db, repos } = context;
  const { auth } = context.services;
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
}
