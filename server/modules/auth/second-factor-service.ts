import { createHash, randomBytes } from 'node:crypto';
import type { SecondFactorChallenge, SecondFactorMethod } from '../../../src/api/contracts/index.ts';
import { RECOVERY_CODE_COUNT, UserType } from '../../../src/api/contracts/index.ts';
import { ApiError } from '../../http/errors.ts';
import type { Db } from '../../db/client.ts';
import { brandOf, mailLanguageOf } from '../../mail/templates.ts';
import { newRecoveryCode, totpStep, type SecondFactorKeys } from '../../auth/second-factor-crypto.ts';
import type { AuthDeps } from './deps.ts';
import { createAuthRepository, type UserRow } from './repository.ts';
import type {
  SecondFactorQueries,
  SecondFactorRepository,
  SecondFactorRow,
  TicketRow,
} from './second-factor-repository.ts';
import { secondFactorMail, type SecondFactorEvent } from './second-factor-mail.ts';
import type { Issued, Sessions } from './sessions.ts';
import type { Session } from '../../../src/api/contracts/index.ts';

/** A sign-in ticket lasts ten minutes. */
export const TICKET_TTL_MS = 10 * 60_000;

export const secondFactorInvalid = () =>
  new ApiError(401, 'second_factor_invalid', 'The code or passkey is not right. Try again.');
export const ticketInvalid = () =>
  new ApiError(401, 'ticket_invalid', 'This sign-in has expired or was already completed. Sign in again.');

export interface SecondFactorDeps extends Pick<
  AuthDeps,
  'repo' | 'audit' | 'mailer' | 'throttle' | 'publicUrl' | 'now'
> {
  factors: SecondFactorRepository;
  keys: SecondFactorKeys;
  sessions: Sessions;
  /**
   * The clock TOTP codes are checked against (the app's clock unless given): a code is accepted once
   * per time step, so tests that sign the same person in many times move it on by a step each time.
   */
  clock: () => number;
}

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

/** What every second-factor call shares: who needs one, tickets, completing a sign-in, notices. */
export function createSecondFactorCore(deps: SecondFactorDeps) {
  const { repo, factors, audit, mailer, throttle, now, keys } = deps;

  /**
   * Whether a person must have a second factor: super admins always; admins and staff accounts (who
   * read the duty-of-care queue) when their organisation says so.
   */
  async function required(user: UserRow): Promise<boolean> {
    if (user.type === UserType.SuperAdmin) return true;
    if ((user.type !== UserType.Admin && user.type !== UserType.Staff) || !user.organisationId) return false;
    const organisation = await repo.findOrganisation(user.organisationId);
    return organisation?.requireAdminSecondFactor ?? true;
  }

  /** Audits a change and e-mails its owner in their language (in the change's transaction when given). */
  async function notify(
    user: UserRow,
    event: SecondFactorEvent,
    action: string,
    detail: Record<string, unknown>,
    tx?: Db,
    actorId = user.id,
  ) {
    await audit.record(
      {
        actorId,
        organisationId: user.organisationId,
        action: `auth.second_factor.${action}`,
        subject: user.id,
        detail,
      },
      tx,
    );
    // Within the change's transaction when there is one (PGlite has one connection: a read beside it would wait).
    const reader = tx ? createAuthRepository(tx) : repo;
    const organisation = user.organisationId ? await reader.findOrganisation(user.organisationId) : null;
    const language = mailLanguageOf(user, organisation ?? null);
    await mailer.send(
      secondFactorMail(
        event,
        language,
        user.email ?? '',
        user.firstName ?? '',
        `${deps.publicUrl}/login`,
        brandOf(organisation, deps.publicUrl),
      ),
      {
        organisationId: user.organisationId,
        tx,
      },
    );
  }

  /** A secret sealed under another server secret (JWT_SECRET changed) cannot be opened: it matches no code. */
  const openSecret = (sealed: string): string => {
    try {
      return keys.open(sealed);
    } catch {
      return '';
    }
  };

  /** Ten new recovery codes, replacing any others; the answer is the only time they are shown. */
  async function newRecoveryCodes(userId: string, tx: SecondFactorQueries): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await tx.replaceRecoveryCodes(userId, codes.map(keys.hashRecoveryCode));
    return codes;
  }

  return {
    required,
    notify,
    newRecoveryCodes,

    /**
     * After a right password (or provider identity): null when no second factor is asked (a session
     * follows), else the ticket the second step completes.
     */
    async challenge(user: UserRow, method: string, client: string): Promise<SecondFactorChallenge | null> {
      const enrolled = await factors.factorsOf(user.id);
      if (enrolled.length === 0 && !(await required(user))) return null;
      const ticket = randomBytes(32).toString('base64url');
      const expiresAt = now() + TICKET_TTL_MS;
      await factors.insertTicket({
        userId: user.id,
        tokenHash: hashTicket(ticket),
        client,
        method,
        expiresAt: new Date(expiresAt),
      });
      const methods: SecondFactorMethod[] = [];
      if (enrolled.some((f) => f.kind === 'totp')) methods.push('totp');
      if (enrolled.some((f) => f.kind === 'passkey')) methods.push('passkey');
      if (enrolled.length > 0 && (await factors.recoveryCodesLeft(user.id)) > 0) methods.push('recovery');
      return { second_factor: { ticket, methods, enrol: enrolled.length === 0, expires_at: expiresAt } };
    },

    /**
     * The ticket's user, when the ticket is unspent, unexpired and presented from the client it was
     * given to. `enrolment`: the enrol calls accept only a ticket of someone with no factor yet, so
     * that a password alone never adds a factor to an account that has one.
     */
    async ticketHolder(
      ticket: string,
      client: string,
      enrolment = false,
    ): Promise<{ user: UserRow; row: TicketRow }> {
      const row = await factors.findTicket(hashTicket(ticket));
      if (!row || row.usedAt || row.expiresAt.getTime() <= now() || row.client !== client)
        throw ticketInvalid();
      const user = await repo.findUserById(row.userId);
      if (!user) throw ticketInvalid();
      const enrolled = (await factors.factorsOf(user.id)).length > 0;
      if (enrolment === enrolled) throw ticketInvalid();
      await throttle.check(user.email ?? user.id, client);
      return { user, row };
    },

    /** A wrong code: counted like a wrong password, audited, refused. */
    async failed(user: UserRow, client: string, via: SecondFactorMethod): Promise<never> {
      await throttle.fail(user.email ?? user.id, client);
      await audit.recordOwn(user, 'auth.second_factor.failed', { method: via });
      throw secondFactorInvalid();
    },

    /** Spends the ticket and starts the session, audited as a sign-in by both factors. */
    async complete(user: UserRow, row: TicketRow, via: string, client: string): Promise<Issued<Session>> {
      if (!(await factors.spendTicket(row.id, new Date(now())))) throw ticketInvalid();
      await throttle.clear(user.email ?? user.id, client);
      const session = await deps.sessions.start(user);
      await audit.recordOwn(user, 'auth.signin', { method: row.method, second_factor: via });
      return session;
    },

    /** The TOTP factor a code belongs to, its step recorded so that the code works once; else null. */
    async acceptTotp(enrolled: SecondFactorRow[], code: string): Promise<SecondFactorRow | null> {
      const at = deps.clock();
      for (const factor of enrolled) {
        if (factor.kind !== 'totp' || !factor.secretEnc) continue;
        const step = totpStep(openSecret(factor.secretEnc), code, at);
        if (step === null) continue;
        const newest = Math.max(...enrolled.map((f) => f.lastStep ?? -1));
        if (step <= newest) return null;
        if (await factors.acceptTotpStep(factor.id, step, new Date(now()))) return factor;
      }
      return null;
    },
  };
}
export type SecondFactorCore = ReturnType<typeof createSecondFactorCore>;
