import { z } from 'zod';
import { text } from './text.ts';
import { sessionSchema } from './auth.ts';

/**
 * A second step at sign-in (ASVS V6): a one-time code from an authenticator app (TOTP), a passkey
 * (WebAuthn) or a single-use recovery code. The password step answers a ticket when one is needed.
 */
export const SECOND_FACTOR_METHODS = ['totp', 'passkey', 'recovery'] as const;
export const secondFactorMethodSchema = z.enum(SECOND_FACTOR_METHODS);
export type SecondFactorMethod = z.infer<typeof secondFactorMethodSchema>;

export const SECOND_FACTOR_KINDS = ['totp', 'passkey'] as const;
export const secondFactorKindSchema = z.enum(SECOND_FACTOR_KINDS);
export type SecondFactorKind = z.infer<typeof secondFactorKindSchema>;

const ticket = text().min(1).max(512);
const totpCode = text().regex(/^\d{6}$/, { message: 'must be 6 digits' });
const recoveryCode = text().trim().min(1).max(64);
const label = text().trim().min(1).max(100);
/** A WebAuthn answer as @simplewebauthn/browser writes it; the server checks it in full. */
const webAuthnJson = z.record(z.string(), z.unknown());

/** 200 answer of POST /api/auth/signin when a second step is asked (else the Session). */
export const secondFactorChallengeSchema = z
  .object({
    second_factor: z.object({
      ticket: text(),
      methods: z.array(secondFactorMethodSchema),
      /** A second factor is required and none is enrolled: the person enrols now (methods empty). */
      enrol: z.boolean(),
      /** When the ticket expires, in milliseconds since the epoch (10 minutes after the password step). */
      expires_at: z.number().int(),
    }),
  })
  .meta({ id: 'SecondFactorChallenge' });
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

export const signInAnswerSchema = z.union([sessionSchema, secondFactorChallengeSchema]);
export type SignInAnswer = z.infer<typeof signInAnswerSchema>;

/** POST /api/auth/second-factor/totp */
export const secondFactorTotpRequestSchema = z
  .strictObject({ ticket, code: totpCode })
  .meta({ id: 'SecondFactorTotpRequest' });

/** POST /api/auth/second-factor/recovery: case and dashes are ignored. */
export const secondFactorRecoveryRequestSchema = z
  .strictObject({ ticket, code: recoveryCode })
  .meta({ id: 'SecondFactorRecoveryRequest' });

/** POST /api/auth/second-factor/passkey/options */
export const secondFactorTicketRequestSchema = z
  .strictObject({ ticket })
  .meta({ id: 'SecondFactorTicketRequest' });

/** POST /api/auth/second-factor/passkey */
export const secondFactorPasskeyRequestSchema = z
  .strictObject({ ticket, response: webAuthnJson })
  .meta({ id: 'SecondFactorPasskeyRequest' });

/** WebAuthn options (PublicKeyCredentialRequestOptionsJSON / CreationOptionsJSON), passed to the browser as they are. */
export const webAuthnOptionsSchema = z.looseObject({ challenge: text() }).meta({ id: 'WebAuthnOptions' });

/** POST /api/auth/second-factor/enrol/totp/start and enrol/passkey/options: a ticket during sign-in, none when signed in. */
export const enrolStartRequestSchema = z
  .strictObject({ ticket: ticket.optional() })
  .meta({ id: 'SecondFactorEnrolStart' });

/** 200 answer of enrol/totp/start: the base32 secret and the otpauth:// address a QR code draws. */
export const totpEnrolStartSchema = z
  .object({ secret: text(), otpauth_uri: text() })
  .meta({ id: 'TotpEnrolStart' });
export type TotpEnrolStart = z.infer<typeof totpEnrolStartSchema>;

/** POST /api/auth/second-factor/enrol/totp */
export const totpEnrolRequestSchema = z
  .strictObject({
    ticket: ticket.optional(),
    secret: text().min(16).max(128),
    code: totpCode,
    label: label.optional(),
  })
  .meta({ id: 'TotpEnrolRequest' });

/** POST /api/auth/second-factor/enrol/passkey */
export const passkeyEnrolRequestSchema = z
  .strictObject({ ticket: ticket.optional(), response: webAuthnJson, label })
  .meta({ id: 'PasskeyEnrolRequest' });

/** Answer of an enrolment: 10 recovery codes with the first factor (else null); the session when enrolled with a ticket. */
export const enrolResultSchema = z
  .object({
    recovery_codes: z.array(text()).nullable(),
    session: sessionSchema.optional(),
  })
  .meta({ id: 'SecondFactorEnrolResult' });
export type EnrolResult = z.infer<typeof enrolResultSchema>;

export const secondFactorSchema = z
  .object({
    id: z.uuid(),
    kind: secondFactorKindSchema,
    label: text(),
    created_at: z.iso.datetime(),
    last_used_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'SecondFactor' });
export type SecondFactor = z.infer<typeof secondFactorSchema>;

/** GET /api/account/second-factors */
export const secondFactorsSchema = z
  .object({
    required: z.boolean(),
    factors: z.array(secondFactorSchema),
    recovery_codes_left: z.number().int().nonnegative(),
  })
  .meta({ id: 'SecondFactors' });
export type SecondFactors = z.infer<typeof secondFactorsSchema>;

/** DELETE /api/account/second-factors/:id and POST …/recovery-codes: the password confirms. */
export const passwordConfirmationSchema = z
  .strictObject({ password: text().min(1).max(256) })
  .meta({ id: 'PasswordConfirmation' });

/** 200 answer of POST /api/account/second-factors/recovery-codes: the new codes (the old ones no longer work). */
export const recoveryCodesSchema = z
  .object({ recovery_codes: z.array(text()) })
  .meta({ id: 'RecoveryCodes' });
