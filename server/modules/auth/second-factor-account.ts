import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type {
  EnrolResult,
  PasskeyEnrol,
  SecondFactors,
  TotpEnrol,
  TotpEnrolStartResult,
} from '../../../src/api/contracts/index.ts';
import { UserType } from '../../../src/api/contracts/index.ts';
import { ApiError, forbidden, notFound, validationError } from '../../http/errors.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import { newTotpSecret, totpStep, type SecondFactorKeys } from '../../auth/second-factor-crypto.ts';
import type { Passkeys } from './passkeys.ts';
import type { AuthRepository, UserRow } from './repository.ts';
import type { SecondFactorRepository, SecondFactorRow, TicketRow } from './second-factor-repository.ts';
import type { SecondFactorCore } from './second-factor-service.ts';
import type { SignInThrottle } from '../../auth/sign-in-throttle.ts';

/** Who enrols: a person signed in, or one completing a sign-in with an enrolment ticket. */
export interface Enroller {
  user: UserRow;
  ticket?: { row: TicketRow; client: string };
  /** The caller's address (the password check's throttle counts by it). */
  client: string;
}

const required = () =>
  new ApiError(
    409,
    'second_factor_required',
    'This is your last second factor and your account must have one.',
  );

/** Enrolment (at sign-in or signed in), the account's list, removal, new recovery codes, the super admin's reset. */
export function createSecondFactorAccount(deps: {
  core: SecondFactorCore;
  factors: SecondFactorRepository;
  repo: AuthRepository;
  passkeys: Passkeys;
  keys: SecondFactorKeys;
  throttle: SignInThrottle;
  now: () => number;
  clock: () => number;
}) {
  const { core, factors, passkeys, keys, now } = deps;

  /** Stores a new factor (recovery codes with the first), audits and tells its owner; completes a ticket's sign-in. */
  async function enrolled(
    who: Enroller,
    factor: Parameters<SecondFactorRepository['insertFactor']>[0],
  ): Promise<EnrolResult> {
    const kind = factor.kind;
    const recovery = await factors.transaction(async (tx, executor) => {
      const first = (await tx.factorsOf(who.user.id)).length === 0;
      const created = await tx.insertFactor(factor);
      const codes = first ? await core.newRecoveryCodes(who.user.id, tx) : null;
      await core.notify(
        who.user,
        kind === 'totp' ? 'totp_added' : 'passkey_added',
        'enrolled',
        { id: created.id, kind, label: created.label },
        executor,
      );
      return codes;
    });
    if (!who.ticket) return { recovery_codes: recovery };
    const session = await core.complete(who.user, who.ticket.row, kind, who.ticket.client);
    return { recovery_codes: recovery, session };
  }

  /** The current password again before a change that weakens the account (counted like sign-in guesses). */
  async function confirmPassword(user: UserRow, password: string, client: string): Promise<void> {
    await deps.throttle.check(user.email ?? user.id, client);
    if (!(await verifyPassword(user.passwordHash, password))) {
      await deps.throttle.fail(user.email ?? user.id, client);
      throw new ApiError(400, 'IncorrectPassword', 'The password is incorrect', [
        { path: 'password', message: 'The password is incorrect' },
      ]);
    }
    await deps.throttle.clear(user.email ?? user.id, client);
  }

  /**
   * Signed in, a new factor needs the password again (a ticket already proved it): a stolen session must not
   * add a factor of the thief's and lock the owner out with its recovery codes.
   */
  async function confirmEnroller(who: Enroller, password: string | undefined): Promise<void> {
    if (who.ticket) return;
    if (!password) throw validationError('password', 'Enter your password to add a second factor');
    await confirmPassword(who.user, password, who.client);
  }

  const toFactor = (f: SecondFactorRow) => ({
    id: f.id,
    kind: f.kind,
    label: f.label,
    created_at: f.createdAt.toISOString(),
    last_used_at: f.lastUsedAt?.toISOString() ?? null,
  });

  return {
    totpStart(who: Enroller): TotpEnrolStartResult {
      const { secret, uri } = newTotpSecret(who.user.email ?? who.user.id);
      return { secret, otpauth_uri: uri };
    },

    async totp(who: Enroller, body: TotpEnrol): Promise<EnrolResult> {
      await confirmEnroller(who, body.password);
      const secret = body.secret.toUpperCase();
      const step = totpStep(secret, body.code, deps.clock());
      if (step === null)
        throw validationError('code', 'The code does not match this secret. Try the newest code.');
      return enrolled(who, {
        userId: who.user.id,
        kind: 'totp',
        label: body.label ?? 'Authenticator app',
        secretEnc: keys.seal(secret),
        lastStep: step,
        lastUsedAt: new Date(now()),
      });
    },

    async passkeyOptions(who: Enroller) {
      return passkeys.registrationOptions(who.user, await factors.factorsOf(who.user.id));
    },

    async passkey(who: Enroller, body: PasskeyEnrol): Promise<EnrolResult> {
      await confirmEnroller(who, body.password);
      const credential = await passkeys.register(
        who.user,
        body.response as unknown as RegistrationResponseJSON,
      );
      if (!credential) throw validationError('response', 'The passkey could not be verified. Try again.');
      return enrolled(who, { userId: who.user.id, kind: 'passkey', label: body.label, ...credential });
    },

    async list(user: UserRow): Promise<SecondFactors> {
      return {
        required: await core.required(user),
        factors: (await factors.factorsOf(user.id)).map(toFactor),
        recovery_codes_left: await factors.recoveryCodesLeft(user.id),
      };
    },

    async remove(user: UserRow, id: string, password: string, client: string): Promise<void> {
      await confirmPassword(user, password, client);
      const mine = await factors.factorsOf(user.id);
      const factor = mine.find((f) => f.id === id);
      if (!factor) throw notFound('Second factor');
      if (mine.length === 1 && (await core.required(user))) throw required();
      await factors.transaction(async (tx, executor) => {
        await tx.deleteFactor(user.id, id);
        // Without any factor left, recovery codes would be a way in of their own.
        if (mine.length === 1) await tx.replaceRecoveryCodes(user.id, []);
        await core.notify(
          user,
          'removed',
          'removed',
          { id, kind: factor.kind, label: factor.label },
          executor,
        );
      });
    },

    async regenerateRecoveryCodes(user: UserRow, password: string, client: string): Promise<string[]> {
      await confirmPassword(user, password, client);
      if ((await factors.factorsOf(user.id)).length === 0)
        throw validationError('password', 'Set up a second factor before making recovery codes');
      return factors.transaction(async (tx, executor) => {
        const codes = await core.newRecoveryCodes(user.id, tx);
        await core.notify(user, 'recovery_codes_regenerated', 'recovery_codes_regenerated', {}, executor);
        return codes;
      });
    },

    /**
     * A super admin removes every factor and recovery code of a staff user or a guardian, who enrols again at
     * next sign-in (a guardian signs in with the password alone until they turn one on again). A guardian's
     * reset needs the identity check the Lantern team made (how they knew it was the owner), kept in the audit.
     */
    async reset(actorId: string, userId: string, identityCheck?: string): Promise<void> {
      const target = await deps.repo.findUserById(userId);
      if (!target) throw notFound('User');
      const staff = target.type === UserType.Admin || target.type === UserType.SuperAdmin;
      if (!staff && target.type !== UserType.Guardian)
        throw forbidden("Only staff and guardians' second factors are reset by the Lantern team");
      if (!staff && !identityCheck)
        throw validationError('identity_check', 'Record how you checked that this is the account owner');
      await factors.transaction(async (tx, executor) => {
        const removed = await tx.deleteAll(userId);
        await core.notify(
          target,
          'reset',
          'reset',
          { removed, ...(identityCheck && { identity_check: identityCheck }) },
          executor,
          actorId,
        );
      });
    },
  };
}
export type SecondFactorAccount = ReturnType<typeof createSecondFactorAccount>;
