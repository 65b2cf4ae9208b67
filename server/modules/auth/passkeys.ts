import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { PasskeyCreationOptions, PasskeyRequestOptions } from '../../../src/api/contracts/index.ts';
import type { UserRow } from './repository.ts';
import type { Ceremony, SecondFactorRepository, SecondFactorRow } from './second-factor-repository.ts';

/** How long a WebAuthn challenge may be answered. */
const CHALLENGE_TTL_MS = 5 * 60_000;

/**
 * WebAuthn ceremonies: the relying party is the portal's public address (PUBLIC_URL, the address
 * e-mailed links start with), so a passkey made for it works only there. User verification is
 * preferred, not required: a security key without a PIN still proves possession.
 */
export function createPasskeys(deps: {
  factors: SecondFactorRepository;
  publicUrl: string;
  now: () => number;
}) {
  const { factors, now } = deps;
  const url = new URL(deps.publicUrl);
  const rpID = url.hostname;
  const origin = url.origin;

  const keep = (userId: string, ceremony: Ceremony, challenge: string) =>
    factors.putChallenge(userId, ceremony, challenge, new Date(now() + CHALLENGE_TTL_MS));

  /** The open challenge of the ceremony, spent by this answer whatever its outcome. */
  async function challengeOf(userId: string, ceremony: Ceremony): Promise<string | null> {
    const open = await factors.takeChallenge(userId, ceremony);
    return open && open.expiresAt.getTime() > now() ? open.challenge : null;
  }

  return {
    async registrationOptions(user: UserRow, enrolled: SecondFactorRow[]) {
      const options = await generateRegistrationOptions({
        rpName: 'Lantern',
        rpID,
        userName: user.email ?? user.id,
        userID: new TextEncoder().encode(user.id),
        userDisplayName: [user.firstName, user.surname].filter(Boolean).join(' ') || (user.email ?? user.id),
        attestationType: 'none',
        excludeCredentials: enrolled
          .filter((f) => f.kind === 'passkey' && f.credentialId)
          .map((f) => ({
            id: f.credentialId as string,
            transports: f.transports as AuthenticatorTransport[],
          })),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      });
      await keep(user.id, 'register', options.challenge);
      return options as unknown as PasskeyCreationOptions;
    },

    /** The verified new credential, or null when the answer does not prove one. */
    async register(user: UserRow, response: RegistrationResponseJSON) {
      const challenge = await challengeOf(user.id, 'register');
      if (!challenge) return null;
      const result = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: false,
      }).catch(() => null);
      if (!result?.verified) return null;
      const { credential } = result.registrationInfo;
      return {
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: (credential.transports ?? response.response.transports ?? []) as string[],
      };
    },

    async authenticationOptions(user: UserRow, enrolled: SecondFactorRow[]) {
      const options = await generateAuthenticationOptions({
        rpID,
        allowCredentials: enrolled
          .filter((f) => f.kind === 'passkey' && f.credentialId)
          .map((f) => ({
            id: f.credentialId as string,
            transports: f.transports as AuthenticatorTransport[],
          })),
        userVerification: 'preferred',
      });
      await keep(user.id, 'authenticate', options.challenge);
      return options as unknown as PasskeyRequestOptions;
    },

    /** The passkey that signed the answer, with its new counter; null when none did. */
    async authenticate(user: UserRow, enrolled: SecondFactorRow[], response: AuthenticationResponseJSON) {
      const challenge = await challengeOf(user.id, 'authenticate');
      const factor = enrolled.find((f) => f.kind === 'passkey' && f.credentialId === response.id);
      if (!challenge || !factor?.publicKey) return null;
      const result = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: false,
        credential: {
          id: factor.credentialId as string,
          publicKey: new Uint8Array(Buffer.from(factor.publicKey, 'base64url')),
          counter: factor.counter,
          transports: factor.transports as AuthenticatorTransport[],
        },
      }).catch(() => null);
      if (!result?.verified) return null;
      return { factor, counter: result.authenticationInfo.newCounter };
    },
  };
}
export type Passkeys = ReturnType<typeof createPasskeys>;
