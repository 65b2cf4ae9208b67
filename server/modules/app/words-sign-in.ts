import { ApiError, forbidden, validationError } from '../../http/errors.ts';
import { AccountStatus, type AppSession } from '../../../src/api/contracts/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import type { SignInThrottle } from '../../auth/sign-in-throttle.ts';
import { mayHoldSession } from '../../auth/session-statuses.ts';
import type { Sessions } from '../auth/index.ts';
import { canTransition } from '../users/index.ts';
import type { AppSignInCodesRepository } from '../family-app-code/index.ts';
import { hashOfWords, MAX_WORDS, MIN_WORDS, wordsOf } from '../family-app-code/index.ts';
import type { AppRepository } from './repository.ts';
import type { GuessLimits } from './guess-limits.ts';
import { toOrganisation, toPatient, tokensOf } from './auth-service.ts';

/** One answer for words that are wrong, spent, expired or whose link was revoked: none tells which. */
const incorrectWords = () => new ApiError(401, 'IncorrectPassword', 'These words are not a valid code');

/** What a sign-in does inside its one transaction, bound to it. */
interface WordsTransaction {
  app: Pick<AppRepository, 'patientById' | 'activate' | 'organisation'>;
  sessions: Pick<Sessions, 'begin'>;
  executor: Db;
}

/**
 * The app's sign-in with a guardian's three-word code: the code is spent, the child's app activated
 * and the session started in one transaction, so a code signs in once however many present it.
 * Failures count per code hash and address (as app codes do) and against the growing wait per
 * address and the budget of all three-word codes (guess-limits.ts).
 */
export function createWordsSignIn(deps: {
  codes: Pick<AppSignInCodesRepository, 'claim'>;
  repo: Pick<AppRepository, 'touch'>;
  transaction: <T>(work: (tx: WordsTransaction) => Promise<T>) => Promise<T>;
  throttle: SignInThrottle;
  limits: GuessLimits;
  audit: Pick<AuditLog, 'record' | 'recordOwn'>;
  now: () => number;
}) {
  const { codes, repo, transaction, throttle, limits, audit, now } = deps;

  return async function signInWithWords(typed: string, client: string): Promise<AppSession> {
    const words = wordsOf(typed);
    if (words.length < MIN_WORDS || words.length > MAX_WORDS)
      throw validationError(
        'words',
        `The code is ${MIN_WORDS} or ${MAX_WORDS} words, like "otter maple river"`,
        `must be ${MIN_WORDS} or ${MAX_WORDS} words`,
      );
    const hash = hashOfWords(words);
    const key = `app-words ${hash}`;
    const scope = limits.words(hash, client);
    await throttle.check(key, client);
    await limits.admit(client, scope);
    const at = new Date(now());
    const signedIn = await transaction(async (tx) => {
      const code = await codes.claim(hash, at, tx.executor);
      if (!code) return null;
      const found = await tx.app.patientById(code.patientId);
      const organisation = await tx.app.organisation(code.organisationId);
      if (!found || !organisation) return null;
      // Thrown, so that the code stays unspent: the hospital may reactivate the child.
      if (!mayHoldSession(found.status))
        throw forbidden("This child's app is not active. Please contact your hospital.");
      const patient =
        found.status === AccountStatus.PendingAppActivation &&
        canTransition(found.status, AccountStatus.Active)
          ? await tx.app.activate(found, at)
          : found;
      const tokens = await tx.sessions.begin(patient);
      await audit.recordOwn(
        patient,
        'auth.signin',
        { method: 'three-words', link: code.linkId },
        tx.executor,
      );
      return { patient, organisation, tokens };
    });
    if (!signedIn) {
      await throttle.fail(key, client);
      await limits.failed(client, scope);
      await audit.record({ actorId: null, organisationId: null, action: 'app.signin.failed', subject: null });
      throw incorrectWords();
    }
    const { patient, organisation, tokens } = signedIn;
    await throttle.clear(key, client);
    await limits.succeeded(client, { id: patient.id, organisationId: organisation.id });
    await repo.touch(patient.id, at);
    return {
      ...tokensOf({ ...tokens, refresh_token: tokens.refresh_token ?? '' }),
      patient: toPatient(patient),
      organisation: toOrganisation(organisation),
    };
  };
}
export type WordsSignIn = ReturnType<typeof createWordsSignIn>;
