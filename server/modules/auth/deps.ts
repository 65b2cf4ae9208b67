import type { Db } from '../../db/client.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { TokenIssuer } from '../../auth/tokens.ts';
import type { SignInThrottle } from '../../auth/sign-in-throttle.ts';
import type { Sso } from '../../auth/sso.ts';
import type { AuthRepository, UserRow } from './repository.ts';
import type { SessionLifetime } from '../../auth/session-store.ts';

/** What the auth services use; built once in app.ts. */
export interface AuthDeps {
  db: Db;
  repo: AuthRepository;
  tokens: TokenIssuer;
  audit: AuditLog;
  mailer: Mailer;
  throttle: SignInThrottle;
  sso: Sso;
  /** Portal address that e-mailed links start with. */
  publicUrl: string;
  /** Absolute and idle limits of a session. */
  sessionLifetime: SessionLifetime;
  /** Milliseconds since the epoch; tests move it instead of sleeping. */
  now: () => number;
  /** Runs after an account is activated, once the answer is on its way (the feedback link). */
  afterActivation?: (user: UserRow) => Promise<void>;
}
