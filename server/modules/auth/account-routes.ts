import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, authEndpoints as endpoints } from '../../../src/api/contracts/index.ts';
import { principalOf } from '../../plugins/auth.ts';
import { answerFirst } from '../../http/after-answer.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { AccountService } from './account-service.ts';
import type { PublicCallLimit } from './routes.ts';

const tags = ['auth'];
const errors = { 400: apiErrorSchema, 429: apiErrorSchema };

/** `queue` runs what depends on the e-mail address after the answer (the mailer's `later`). */
export const accountRoutes =
  (service: AccountService, limit: PublicCallLimit, queue: Pick<Mailer, 'later'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpointRoute(endpoints.emailSignUp, {
        tags,
        summary: "Register a guardian with the organisation's url_code; sends the activation e-mail",
        description:
          'Answers 201 with the account to be, the same for a new and a taken address (of any organisation): ' +
          'the account is created after the answer, and a taken address gets an e-mail telling its owner instead.',
        errors: { ...errors, 404: apiErrorSchema },
        config: limit,
      }),
      handler: async (request, reply) =>
        reply.code(201).send(answerFirst(reply, queue, await service.emailSignUp(request.body))),
    });

    app.route({
      ...endpointRoute(endpoints.activate, {
        tags,
        summary:
          'Activate an account with the e-mailed token (and set its password); signs in, unless a second factor is required (then a message: sign in)',
        errors: { ...errors, 403: apiErrorSchema },
        config: limit,
      }),
      handler: async (request) => service.activate(request.body),
    });

    app.route({
      ...endpointRoute(endpoints.resendActivation, {
        tags,
        summary: 'Send a new activation link (same answer whether or not the address has an account)',
        errors,
        config: limit,
      }),
      handler: async (request, reply) =>
        answerFirst(reply, queue, service.requestActivationEmail(request.body.email)),
    });

    app.route({
      ...endpointRoute(endpoints.forgotPassword, {
        tags,
        summary: 'E-mail a password reset link (same answer whether or not the address has an account)',
        errors,
        config: limit,
      }),
      handler: async (request, reply) =>
        answerFirst(reply, queue, service.forgotPassword(request.body.email)),
    });

    app.route({
      ...endpointRoute(endpoints.resetPassword, {
        tags,
        summary: 'Set a new password with the e-mailed token; ends every session of the account',
        errors,
        config: limit,
      }),
      handler: async (request) => service.resetPassword(request.body),
    });

    app.route({
      ...endpointRoute(endpoints.setPassword, {
        tags,
        summary:
          "Change the signed-in user's password; ends every session (this one too) and answers a new session's tokens",
        description:
          'Wrong current passwords count with failed sign-ins of the account: past the limit the call answers 429 ' +
          'TooManyRequests naming when to retry. A new password on the common-password list answers 400 naming it.',
        errors: { 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      }),
      handler: async (request) => service.setPassword(principalOf(request).sub, request.body, request.ip),
    });

    app.route({
      ...endpointRoute(endpoints.registerDeviceEmail, {
        tags,
        summary: "E-mail a guardian the link that connects the app on their child's device",
        errors,
        config: limit,
      }),
      handler: async (request, reply) =>
        answerFirst(reply, queue, service.registerDeviceEmail(request.body.email)),
    });
  };
