import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { PasskeySignIn, RecoverySignIn, Session, TotpSignIn } from '../../../src/api/contracts/index.ts';
import type { SecondFactorKeys } from '../../auth/second-factor-crypto.ts';
import type { Passkeys } from './passkeys.ts';
import type { SecondFactorRepository } from './second-factor-repository.ts';
import type { SecondFactorCore } from './second-factor-service.ts';
import type { Issued } from './sessions.ts';

/** The second step of a sign-in: a TOTP code, a recovery code or a passkey completes the ticket. */
export function createSecondFactorSignIn(deps: {
  core: SecondFactorCore;
  factors: SecondFactorRepository;
  passkeys: Passkeys;
  keys: SecondFactorKeys;
  now: () => number;
}) {
  const { core, factors, passkeys, keys, now } = deps;

  return {
    async totp(body: TotpSignIn, client: string): Promise<Issued<Session>> {
      const { user, row } = await core.ticketHolder(body.ticket, client);
      const factor = await core.acceptTotp(await factors.factorsOf(user.id), body.code);
      if (!factor) return core.failed(user, client, 'totp');
      return core.complete(user, row, 'totp', client);
    },

    async recovery(body: RecoverySignIn, client: string): Promise<Issued<Session>> {
      const { user, row } = await core.ticketHolder(body.ticket, client);
      if (!(await factors.spendRecoveryCode(user.id, keys.hashRecoveryCode(body.code), new Date(now()))))
        return core.failed(user, client, 'recovery');
      const left = await factors.recoveryCodesLeft(user.id);
      await core.notify(user, 'recovery_code_used', 'recovery_code_used', { left });
      return core.complete(user, row, 'recovery', client);
    },

    async passkeyOptions(ticket: string, client: string) {
      const { user } = await core.ticketHolder(ticket, client);
      return passkeys.authenticationOptions(user, await factors.factorsOf(user.id));
    },

    async passkey(body: PasskeySignIn, client: string): Promise<Issued<Session>> {
      const { user, row } = await core.ticketHolder(body.ticket, client);
      const enrolled = await factors.factorsOf(user.id);
      const used = await passkeys.authenticate(
        user,
        enrolled,
        body.response as unknown as AuthenticationResponseJSON,
      );
      if (!used) return core.failed(user, client, 'passkey');
      await factors.passkeyUsed(used.factor.id, used.counter, new Date(now()));
      return core.complete(user, row, 'passkey', client);
    },
  };
}
export type SecondFactorSignIn = ReturnType<typeof createSecondFactorSignIn>;
