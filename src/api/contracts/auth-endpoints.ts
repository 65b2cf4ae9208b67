import { z } from 'zod';
import { AUTH_PROVIDERS_PATH } from './auth-providers-path.ts';
import { defineEndpoint } from './endpoint.ts';
import {
  authProvidersSchema,
  linkedinQuerySchema,
  ssoProfileSchema,
  ssoSignInRequestSchema,
  ssoSignUpRequestSchema,
} from './sso.ts';
import { meSchema, refreshRequestSchema, sessionSchema, signInRequestSchema, tokensSchema } from './auth.ts';
import {
  activateRequestSchema,
  emailRequestSchema,
  emailSignUpRequestSchema,
  messageSchema,
  resetPasswordRequestSchema,
  setPasswordRequestSchema,
  signUpResponseSchema,
} from './account.ts';
import {
  enrolResultSchema,
  enrolStartSchema,
  passkeyCreationOptionsSchema,
  passkeyEnrolSchema,
  passkeyRequestOptionsSchema,
  passkeySignInSchema,
  recoverySignInSchema,
  secondFactorChallengeSchema,
  signInResultSchema,
  ticketRequestSchema,
  totpEnrolSchema,
  totpEnrolStartResultSchema,
  totpSignInSchema,
} from './second-factor.ts';

/*
 * A file of its own: the sign-in's schemas are spread over auth.ts, sso.ts, account.ts and
 * second-factor.ts, and second-factor.ts imports auth.ts, so a group in auth.ts would be a cycle.
 */

const TICKET = 'the sign-in ticket (from a right password) is the credential';
const ENROL = 'the enrolment ticket of a sign-in, or else the bearer session the call checks itself';

/** Signing in and out, the session, single sign-on, the account's e-mailed links and the second factor's sign-in step. */
export const authEndpoints = {
  signIn: defineEndpoint({
    method: 'POST',
    path: '/auth/signin',
    body: signInRequestSchema,
    ok: signInResultSchema,
    access: { public: 'signing in' },
  }),
  refresh: defineEndpoint({
    method: 'POST',
    path: '/auth/refresh',
    body: refreshRequestSchema.nullish(),
    ok: tokensSchema,
    access: { public: 'the refresh token is the credential' },
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/auth/logout',
    body: refreshRequestSchema.nullish(),
    ok: z.undefined(),
    status: 204,
    access: {
      public:
        'signing out needs no live access token: the refresh token, or a bearer token the call checks itself, names the session',
    },
  }),
  me: defineEndpoint({
    method: 'GET',
    path: '/auth/me',
    ok: meSchema,
    access: { permission: 'auth.self' },
  }),
  providers: defineEndpoint({
    method: 'GET',
    path: AUTH_PROVIDERS_PATH,
    ok: authProvidersSchema,
    access: { public: 'the sign-in page shows the configured SSO buttons' },
  }),
  ssoSignIn: defineEndpoint({
    method: 'POST',
    path: '/auth/sso-signin',
    body: ssoSignInRequestSchema,
    ok: signInResultSchema,
    access: { public: 'the provider token is the credential' },
  }),
  ssoSignUp: defineEndpoint({
    method: 'POST',
    path: '/auth/sso-signup',
    body: ssoSignUpRequestSchema,
    ok: sessionSchema,
    status: 201,
    access: { public: 'the provider token is the credential' },
  }),
  linkedin: defineEndpoint({
    method: 'GET',
    path: '/auth/linkedin',
    query: linkedinQuerySchema,
    ok: z.union([sessionSchema, secondFactorChallengeSchema, ssoProfileSchema]),
    access: { public: "LinkedIn's redirect back" },
  }),
  emailSignUp: defineEndpoint({
    method: 'POST',
    path: '/auth/email-signup',
    body: emailSignUpRequestSchema,
    ok: signUpResponseSchema,
    status: 201,
    access: { public: 'registration' },
  }),
  activate: defineEndpoint({
    method: 'POST',
    path: '/auth/activate',
    body: activateRequestSchema,
    ok: z.union([sessionSchema, messageSchema]),
    access: { public: 'the e-mailed token is the credential' },
  }),
  resendActivation: defineEndpoint({
    method: 'POST',
    path: '/auth/resend-activation-email',
    body: emailRequestSchema,
    ok: messageSchema,
    access: { public: 'recovery before signing in' },
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/auth/forgot-password',
    body: emailRequestSchema,
    ok: messageSchema,
    access: { public: 'recovery before signing in' },
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/auth/reset-password',
    body: resetPasswordRequestSchema,
    ok: messageSchema,
    access: { public: 'the e-mailed token is the credential' },
  }),
  setPassword: defineEndpoint({
    method: 'POST',
    path: '/auth/set-password',
    body: setPasswordRequestSchema,
    ok: tokensSchema,
    access: { permission: 'auth.self' },
  }),
  registerDeviceEmail: defineEndpoint({
    method: 'POST',
    path: '/auth/register-device-email',
    body: emailRequestSchema,
    ok: messageSchema,
    access: { public: 'the app asks for its set-up link' },
  }),
  totp: defineEndpoint({
    method: 'POST',
    path: '/auth/second-factor/totp',
    body: totpSignInSchema,
    ok: sessionSchema,
    access: { public: TICKET },
  }),
  recovery: defineEndpoint({
    method: 'POST',
    path: '/auth/second-factor/recovery',
    body: recoverySignInSchema,
    ok: sessionSchema,
    access: { public: TICKET },
  }),
  passkeyOptions: defineEndpoint({
    method: 'POST',
    path: '/auth/second-factor/passkey/options',
    body: ticketRequestSchema,
    ok: passkeyRequestOptionsSchema,
    access: { public: TICKET },
  }),
  passkey: defineEndpoint({
    method: 'POST',
    path: '/auth/second-factor/passkey',
    body: passkeySignInSchema,
    ok: sessionSchema,
    access: { public: TICKET },
  }),
  enrolTotpStart: defineEndpoint({
    method: 'POST',
    path: '/auth/second-factor/enrol/totp/start',
    body: enrolStartSchema,
    ok: totpEnrolStartResultSchema,
    access: { public: ENROL },
  }),
  enrolTotp: defineEndpoint({
    method: 'POST',
    path: '/auth/second-factor/enrol/totp',
    body: totpEnrolSchema,
    ok: enrolResultSchema,
    access: { public: ENROL },
  }),
  enrolPasskeyOptions: defineEndpoint({
    method: 'POST',
    path: '/auth/second-factor/enrol/passkey/options',
    body: enrolStartSchema,
    ok: passkeyCreationOptionsSchema,
    access: { public: ENROL },
  }),
  enrolPasskey: defineEndpoint({
    method: 'POST',
    path: '/auth/second-factor/enrol/passkey',
    body: passkeyEnrolSchema,
    ok: enrolResultSchema,
    access: { public: ENROL },
  }),
};
