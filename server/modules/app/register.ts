import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AuthDeps } from '../auth/deps.ts';
import type { AuthService } from '../auth/service.ts';
import type { Sessions } from '../auth/sessions.ts';
import type { PublicCallLimit } from '../auth/routes.ts';
import type { createRepositories } from '../repositories.ts';
import type { VideosService } from '../videos/service.ts';
import { appAuthRoutes } from './auth-routes.ts';
import { APP_GUESS_THROTTLE, createAppAuthService } from './auth-service.ts';
import { createSignInThrottle } from '../../auth/sign-in-throttle.ts';

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
  },
): Promise<void> {
  const repo = deps.repos.app;
  const { audit, throttle, now } = deps.authDeps;
  const guesses = createSignInThrottle(deps.db, APP_GUESS_THROTTLE, now);
  await api.register(
    appAuthRoutes(
      createAppAuthService({
        repo,
        auth: deps.authService,
        sessions: deps.sessions,
        throttle,
        guesses,
        audit,
        now,
      }),
      deps.limit,
    ),
  );
}
