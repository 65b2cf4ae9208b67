import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  enrolResultSchema,
  enrolStartSchema,
  passkeyCreationOptionsSchema,
  passkeyEnrolSchema,
  passkeyRequestOptionsSchema,
  passkeySignInSchema,
  recoverySignInSchema,
  sessionSchema,
  ticketRequestSchema,
  totpEnrolSchema,
  totpEnrolStartResultSchema,
  totpSignInSchema,
} from '../../../src/api/contracts/index.ts';
import { principalOf } from '../../plugins/auth.ts';
import { invalidToken } from '../../http/errors.ts';
import type { AuthRepository } from './repository.ts';
import type { PublicCallLimit } from './routes.ts';
import type { Enroller, SecondFactorAccount } from './second-factor-account.ts';
import type { SecondFactorCore } from './second-factor-service.ts';
import type { SecondFactorSignIn } from './second-factor-signin.ts';
import { PORTAL_TYPES } from './sessions.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };
const TICKET = 'the sign-in ticket (from a right password) is the credential';
const ENROL = 'the enrolment ticket of a sign-in, or else the bearer session the call checks itself';

/** The second step of signing in, and enrolling a second factor (at sign-in with a ticket, or signed in). */
export const secondFactorRoutes =
  (
    deps: {
      signIn: SecondFactorSignIn;
      account: SecondFactorAccount;
      core: SecondFactorCore;
      repo: AuthRepository;
    },
    limit: PublicCallLimit,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const { signIn, account, core } = deps;

    /** With a ticket, its holder (who has no factor yet); without, the signed-in portal user. */
    async function enroller(request: FastifyRequest, ticket: string | undefined): Promise<Enroller> {
      if (ticket) {
        const { user, row } = await core.ticketHolder(ticket, request.ip, true);
        return { user, ticket: { row, client: request.ip }, client: request.ip };
      }
      await app.authenticate(request);
      const principal = principalOf(request);
      const user = await deps.repo.findUserById(principal.sub);
      if (!user || !PORTAL_TYPES.has(user.type)) throw invalidToken();
      return { user, client: request.ip };
    }

    app.post(
      '/auth/second-factor/totp',
      {
        config: { ...limit, public: TICKET },
        schema: {
          tags: ['auth'],
          summary: 'Complete a sign-in with a code of the authenticator app',
          description:
            'A wrong code answers 401 second_factor_invalid and counts like a wrong password; a spent or ' +
            'expired ticket 401 ticket_invalid. Each code works once.',
          body: totpSignInSchema,
          response: { 200: sessionSchema, ...errors },
        },
      },
      async (request) => signIn.totp(request.body, request.ip),
    );

    app.post(
      '/auth/second-factor/recovery',
      {
        config: { ...limit, public: TICKET },
        schema: {
          tags: ['auth'],
          summary: 'Complete a sign-in with a one-time recovery code (case and dashes ignored)',
          body: recoverySignInSchema,
          response: { 200: sessionSchema, ...errors },
        },
      },
      async (request) => signIn.recovery(request.body, request.ip),
    );

    app.post(
      '/auth/second-factor/passkey/options',
      {
        config: { ...limit, public: TICKET },
        schema: {
          tags: ['auth'],
          summary: "The WebAuthn request options for signing in with one of the ticket holder's passkeys",
          body: ticketRequestSchema,
          response: { 200: passkeyRequestOptionsSchema, ...errors },
        },
      },
      async (request) => signIn.passkeyOptions(request.body.ticket, request.ip),
    );

    app.post(
      '/auth/second-factor/passkey',
      {
        config: { ...limit, public: TICKET },
        schema: {
          tags: ['auth'],
          summary: 'Complete a sign-in with a passkey (an AuthenticationResponseJSON)',
          body: passkeySignInSchema,
          response: { 200: sessionSchema, ...errors },
        },
      },
      async (request) => signIn.passkey(request.body, request.ip),
    );

    app.post(
      '/auth/second-factor/enrol/totp/start',
      {
        config: { ...limit, public: ENROL },
        schema: {
          tags: ['auth'],
          summary: 'A new authenticator-app secret and its otpauth:// address (the QR code)',
          body: enrolStartSchema,
          response: { 200: totpEnrolStartResultSchema, ...errors },
        },
      },
      async (request) => account.totpStart(await enroller(request, request.body.ticket)),
    );

    app.post(
      '/auth/second-factor/enrol/totp',
      {
        config: { ...limit, public: ENROL },
        schema: {
          tags: ['auth'],
          summary: 'Enrol an authenticator app by a code it shows',
          description:
            'Answers ten recovery codes when this is the first factor (else null), and the session when enrolled with a ticket.',
          body: totpEnrolSchema,
          response: { 200: enrolResultSchema, ...errors },
        },
      },
      async (request) => account.totp(await enroller(request, request.body.ticket), request.body),
    );

    app.post(
      '/auth/second-factor/enrol/passkey/options',
      {
        config: { ...limit, public: ENROL },
        schema: {
          tags: ['auth'],
          summary: 'The WebAuthn creation options for a new passkey',
          body: enrolStartSchema,
          response: { 200: passkeyCreationOptionsSchema, ...errors },
        },
      },
      async (request) => account.passkeyOptions(await enroller(request, request.body.ticket)),
    );

    app.post(
      '/auth/second-factor/enrol/passkey',
      {
        config: { ...limit, public: ENROL },
        schema: {
          tags: ['auth'],
          summary: 'Enrol a passkey (a RegistrationResponseJSON)',
          body: passkeyEnrolSchema,
          response: { 200: enrolResultSchema, ...errors },
        },
      },
      async (request) => account.passkey(await enroller(request, request.body.ticket), request.body),
    );
  };
