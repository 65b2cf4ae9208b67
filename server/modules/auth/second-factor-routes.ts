import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, authEndpoints as endpoints } from '../../../src/api/contracts/index.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { principalOf } from '../../plugins/auth.ts';
import { invalidToken } from '../../http/errors.ts';
import type { AuthRepository } from './repository.ts';
import type { PublicCallLimit } from './routes.ts';
import type { Enroller, SecondFactorAccount } from './second-factor-account.ts';
import type { SecondFactorCore } from './second-factor-service.ts';
import type { SecondFactorSignIn } from './second-factor-signin.ts';
import { PORTAL_TYPES } from './sessions.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };
const tags = ['auth'];

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

    app.route({
      ...endpointRoute(endpoints.totp, {
        tags,
        summary: 'Complete a sign-in with a code of the authenticator app',
        description:
          'A wrong code answers 401 second_factor_invalid and counts like a wrong password; a spent or ' +
          'expired ticket 401 ticket_invalid. Each code works once.',
        errors,
        config: limit,
      }),
      handler: async (request) => signIn.totp(request.body, request.ip),
    });

    app.route({
      ...endpointRoute(endpoints.recovery, {
        tags,
        summary: 'Complete a sign-in with a one-time recovery code (case and dashes ignored)',
        errors,
        config: limit,
      }),
      handler: async (request) => signIn.recovery(request.body, request.ip),
    });

    app.route({
      ...endpointRoute(endpoints.passkeyOptions, {
        tags,
        summary: "The WebAuthn request options for signing in with one of the ticket holder's passkeys",
        errors,
        config: limit,
      }),
      handler: async (request) => signIn.passkeyOptions(request.body.ticket, request.ip),
    });

    app.route({
      ...endpointRoute(endpoints.passkey, {
        tags,
        summary: 'Complete a sign-in with a passkey (an AuthenticationResponseJSON)',
        errors,
        config: limit,
      }),
      handler: async (request) => signIn.passkey(request.body, request.ip),
    });

    app.route({
      ...endpointRoute(endpoints.enrolTotpStart, {
        tags,
        summary: 'A new authenticator-app secret and its otpauth:// address (the QR code)',
        errors,
        config: limit,
      }),
      handler: async (request) => account.totpStart(await enroller(request, request.body.ticket)),
    });

    app.route({
      ...endpointRoute(endpoints.enrolTotp, {
        tags,
        summary: 'Enrol an authenticator app by a code it shows',
        description:
          'Answers ten recovery codes when this is the first factor (else null), and the session when enrolled with a ticket.',
        errors,
        config: limit,
      }),
      handler: async (request) => account.totp(await enroller(request, request.body.ticket), request.body),
    });

    app.route({
      ...endpointRoute(endpoints.enrolPasskeyOptions, {
        tags,
        summary: 'The WebAuthn creation options for a new passkey',
        errors,
        config: limit,
      }),
      handler: async (request) => account.passkeyOptions(await enroller(request, request.body.ticket)),
    });

    app.route({
      ...endpointRoute(endpoints.enrolPasskey, {
        tags,
        summary: 'Enrol a passkey (a RegistrationResponseJSON)',
        errors,
        config: limit,
      }),
      handler: async (request) => account.passkey(await enroller(request, request.body.ticket), request.body),
    });
  };
