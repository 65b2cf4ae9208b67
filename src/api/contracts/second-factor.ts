import { z } from 'zod';
import { text } from './text.ts';
import { sessionSchema } from './auth.ts';

/**
 * Staff MFA: authenticator apps (TOTP), passkeys (WebAuthn) and one-time recovery codes.
 * docs/security.md § Second factor says who must use one and how a sign-in completes.
 */
export const SECOND_FACTOR_METHODS = ['totp', 'passkey', 'recovery'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];
export const SECOND_FACTOR_KINDS = ['totp', 'passkey'] as const;

/** How many recovery codes a person is given at once. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * The answer of a sign-in whose password was right but that needs a second factor. `enrol: true`
 * (no methods): one is required and none is enrolled; the ticket allows only the enrol calls.
 */
export const secondFactorChallengeSchema = z
  .object({
    second_factor: z.object({
      ticket: text().max(128),
      methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
      enrol: z.boolean(),
      /** When the ticket stops working, ms since the epoch. */
      expires_at: z.number().int(),
    }),
  })
  .meta({ id: 'SecondFactorChallenge' });
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

/** POST /api/auth/signin answers either a session or the second-factor step. */
export const signInResultSchema = z.union([sessionSchema, secondFactorChallengeSchema]);
export type SignInResult = z.infer<typeof signInResultSchema>;

const ticket = text().min(1).max(128);
const base64url = () => text().max(8192);

export const ticketRequestSchema = z.strictObject({ ticket }).meta({ id: 'SecondFactorTicket' });

export const totpCodeSchema = text()
  .trim()
  .regex(/^\d{6}$/, { message: 'secondFactor.codeFormat' });

/** POST /api/auth/second-factor/totp */
export const totpSignInSchema = z.strictObject({ ticket, code: totpCodeSchema }).meta({ id: 'TotpSignIn' });
export type TotpSignIn = z.infer<typeof totpSignInSchema>;

/** POST /api/auth/second-factor/recovery: a code such as `k7q2-m9xd-4hta`, case and dashes ignored. */
export const recoverySignInSchema = z
  .strictObject({ ticket, code: text().trim().min(1).max(64) })
  .meta({ id: 'RecoverySignIn' });
export type RecoverySignIn = z.infer<typeof recoverySignInSchema>;

/** AuthenticationResponseJSON of WebAuthn (what @simplewebauthn/browser answers). */
export const passkeyAssertionSchema = z.looseObject({
  id: base64url().min(1),
  rawId: base64url().min(1),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url(),
    authenticatorData: base64url(),
    signature: base64url(),
    userHandle: base64url().optional(),
  }),
  authenticatorAttachment: text().max(32).optional(),
  clientExtensionResults: z.looseObject({}),
});

/** RegistrationResponseJSON of WebAuthn. */
export const passkeyAttestationSchema = z.looseObject({
  id: base64url().min(1),
  rawId: base64url().min(1),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url(),
    attestationObject: base64url(),
    transports: z.array(text().max(32)).max(10).optional(),
  }),
  authenticatorAttachment: text().max(32).optional(),
  clientExtensionResults: z.looseObject({}),
});

/** POST /api/auth/second-factor/passkey */
export const passkeySignInSchema = z
  .strictObject({ ticket, response: passkeyAssertionSchema })
  .meta({ id: 'PasskeySignIn' });
export type PasskeySignIn = z.infer<typeof passkeySignInSchema>;

/** PublicKeyCredentialRequestOptionsJSON / CreationOptionsJSON: passed to the browser as they are. */
export const passkeyRequestOptionsSchema = z
  .looseObject({ challenge: text(), rpId: text().optional() })
  .meta({ id: 'PasskeyRequestOptions' });
export const passkeyCreationOptionsSchema = z
  .looseObject({ challenge: text(), rp: z.looseObject({ name: text() }) })
  .meta({ id: 'PasskeyCreationOptions' });
export type PasskeyRequestOptions = z.infer<typeof passkeyRequestOptionsSchema>;
export type PasskeyCreationOptions = z.infer<typeof passkeyCreationOptionsSchema>;

const label = text().trim().min(1).max(100);

/** Enrolment, during sign-in (with the ticket of `enrol: true`) or signed in (no ticket). */
export const enrolStartSchema = z
  .strictObject({ ticket: ticket.optional() })
  .meta({ id: 'SecondFactorEnrolStart' });

export const totpEnrolStartResultSchema = z
  .object({ secret: text(), otpauth_uri: text() })
  .meta({ id: 'TotpEnrolStartResult' });
export type TotpEnrolStartResult = z.infer<typeof totpEnrolStartResultSchema>;

const enrolPassword = text().min(1).max(256).optional();

export const totpEnrolSchema = z
  .strictObject({
    ticket: ticket.optional(),
    secret: text()
      .trim()
      .regex(/^[A-Za-z2-7]{16,64}$/, { message: 'secondFactor.secretFormat' }),
    code: totpCodeSchema,
    label: label.optional(),
    /** Signed in (no ticket): the current password again, as removal asks, so a session alone adds no factor. */
    password: enrolPassword,
  })
  .meta({ id: 'TotpEnrol' });
export type TotpEnrol = z.infer<typeof totpEnrolSchema>;

export const passkeyEnrolSchema = z
  .strictObject({
    ticket: ticket.optional(),
    response: passkeyAttestationSchema,
    label,
    password: enrolPassword,
  })
  .meta({ id: 'PasskeyEnrol' });
export type PasskeyEnrol = z.infer<typeof passkeyEnrolSchema>;

/** recovery_codes: ten new codes when this was the first factor, else null; session: enrolled with a ticket. */
export const enrolResultSchema = z
  .object({ recovery_codes: z.array(text()).nullable(), session: sessionSchema.optional() })
  .meta({ id: 'SecondFactorEnrolResult' });
export type EnrolResult = z.infer<typeof enrolResultSchema>;

/** GET /api/account/second-factors */
export const secondFactorSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(SECOND_FACTOR_KINDS),
    label: text(),
    created_at: z.iso.datetime({ offset: true }),
    last_used_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'SecondFactor' });
export type SecondFactor = z.infer<typeof secondFactorSchema>;

export const secondFactorsSchema = z
  .object({
    /** Whether this person must have a second factor (it is asked at every sign-in when they have one). */
    required: z.boolean(),
    factors: z.array(secondFactorSchema),
    recovery_codes_left: z.number().int().nonnegative(),
  })
  .meta({ id: 'SecondFactors' });
export type SecondFactors = z.infer<typeof secondFactorsSchema>;

/** DELETE /api/account/second-factors/:id and POST …/recovery-codes: the current password again. */
export const passwordConfirmSchema = z
  .strictObject({ password: text().min(1).max(256) })
  .meta({ id: 'PasswordConfirm' });

export const recoveryCodesSchema = z
  .object({ recovery_codes: z.array(text()) })
  .meta({ id: 'RecoveryCodes' });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/**
 * POST /api/users/:id/second-factors/reset: how the Lantern team checked that the caller is the account's
 * owner (required for a guardian, kept in the audit).
 */
export const secondFactorResetSchema = z
  .strictObject({ identity_check: text().trim().min(1).max(500).optional() })
  .meta({ id: 'SecondFactorReset' });
