import { randomBytes } from 'node:crypto';
import { createSecondFactorKeys } from '../../auth/second-factor-crypto.ts';
import type { AuthDeps } from './deps.ts';
import { createPasskeys } from './passkeys.ts';
import { createSecondFactorAccount } from './second-factor-account.ts';
import { createSecondFactorRepository } from './second-factor-repository.ts';
import { createSecondFactorCore } from './second-factor-service.ts';
import { createSecondFactorSignIn } from './second-factor-signin.ts';
import type { Sessions } from './sessions.ts';

/**
 * The second factor's services over the auth dependencies. `secret`: the server's secret (JWT_SECRET),
 * from which the keys of TOTP secrets and recovery codes derive; without it (a throwaway app) a random one.
 */
export function createSecondFactors(
  deps: AuthDeps,
  sessions: Sessions,
  options: { secret?: string; clock?: () => number },
) {
  const factors = createSecondFactorRepository(deps.db);
  const keys = createSecondFactorKeys(options.secret ?? randomBytes(32).toString('base64url'));
  const clock = options.clock ?? deps.now;
  const core = createSecondFactorCore({ ...deps, factors, keys, sessions, clock });
  const passkeys = createPasskeys({ factors, publicUrl: deps.publicUrl, now: deps.now });
  return {
    core,
    signIn: createSecondFactorSignIn({ core, factors, passkeys, keys, now: deps.now }),
    account: createSecondFactorAccount({
      core,
      factors,
      repo: deps.repo,
      passkeys,
      keys,
      throttle: deps.throttle,
      now: deps.now,
      clock,
    }),
    /** Tickets past their end (the sessions' sweep). */
    sweep: (before: Date) => factors.sweepTickets(before),
  };
}
export type SecondFactors = ReturnType<typeof createSecondFactors>;
