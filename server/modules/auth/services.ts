import { DEFAULT_SESSION_LIFETIME } from '../../auth/session-store.ts';
import { DEFAULT_SIGN_IN_THROTTLE, createSignInThrottle } from '../../auth/sign-in-throttle.ts';
import { createSso, type Sso } from '../../auth/sso.ts';
import type { ModuleContext } from '../module.ts';
import { createAccountService, type AccountService } from './account-service.ts';
import type { AuthDeps } from './deps.ts';
import type { UserRow } from './repository.ts';
import type { PublicCallLimit } from './routes.ts';
import { createSecondFactors, type SecondFactors } from './second-factors.ts';
import { createAuthService, type AuthService } from './service.ts';
import { createSessions, type Sessions } from './sessions.ts';

/** What the auth module provides: signing in, sessions, accounts, SSO and the second factor. */
export interface AuthServices {
  deps: AuthDeps;
  service: AuthService;
  sessions: Sessions;
  accounts: AccountService;
  sso: Sso;
  /** Staff MFA: the second step of sign-in, enrolment and the account's second factors. */
  secondFactor: SecondFactors;
  /** The rate limit of the calls a stranger may make. */
  limit: PublicCallLimit;
  /** Names the work done once an account is activated, after the answer (the feedback link). */
  afterActivation: (work: (user: UserRow) => Promise<void>) => void;
}

/** The auth services over the context, built once. */
export function createAuthServices(context: ModuleContext): AuthServices {
  const { deps, db, repos, audit, mailer, now, publicUrl } = context;
  const sso = createSso(deps.sso ?? {});
  const authDeps: AuthDeps = {
    db,
    repo: repos.auth,
    tokens: deps.tokens,
    audit,
    mailer,
    throttle: createSignInThrottle(
      db,
      { ...DEFAULT_SIGN_IN_THROTTLE, ...deps.signInThrottle },
      now,
      context.signInEvents,
    ),
    sso,
    publicUrl,
    sessionLifetime: deps.sessionLifetime ?? DEFAULT_SESSION_LIFETIME,
    now,
  };
  const sessions = createSessions(authDeps);
  const secondFactor = createSecondFactors(authDeps, sessions, {
    secret: deps.secondFactorSecret ?? deps.mediaSecret,
    clock: deps.secondFactorClock,
  });
  return {
    deps: authDeps,
    service: createAuthService(authDeps, sessions, secondFactor.core),
    secondFactor,
    sessions,
    accounts: createAccountService(authDeps, sessions, secondFactor.core),
    sso,
    limit: { rateLimit: { max: deps.publicCallLimit ?? 20, timeWindow: 60_000 } },
    afterActivation: (work) => {
      authDeps.afterActivation = work;
    },
  };
}
