import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activateRequestSchema,
  apiErrorSchema,
  emailRequestSchema,
  emailSignUpRequestSchema,
  messageSchema,
  resetPasswordRequestSchema,
  sessionSchema,
  setPasswordRequestSchema,
  signUpResponseSchema,
  tokensSchema,
} from '../../../src/api/contracts/index.ts';
import { principalOf } from '../../plugins/auth.ts';
import { answerFirst } from '../../http/after-answer.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { AccountService } from './account-service.ts';
import type { PublicCallLimit } from './routes.ts';

const errors = { 400: apiErrorSchema, 429: apiErrorSchema };

/** `queue` runs what depends on the e-mail address after the answer (the mailer's `later`). */
export const accountRoutes =
  (service: AccountService, limit: PublicCallLimit, queue: Pick<Mailer, 'later'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/auth/email-signup',
      {
        config: { ...limit, public: 'registration' },
        schema: {
          tags: ['auth'],
          summary: "Register a guardian with the organisation's url_code; sends the activation e-mail",
          description:
            'Answers 201 with the account to be, the same for a new and a taken address (of any organisation): ' +
            'the account is created after the answer, and a taken address gets an e-mail telling its owner instead.',
          body: emailSignUpRequestSchema,
          response: { 201: signUpResponseSchema, ...errors, 404: apiErrorSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(answerFirst(reply, queue, await service.emailSignUp(request.body))),
    );

    app.post(
      '/auth/activate',
      {
        config: { ...limit, public: 'the e-mailed token is the credential' },
        schema: {
          tags: ['auth'],
          summary:
            'Activate an account with the e-mailed token (and set its password); signs in, unless a second factor is required (then a message: sign in)',
          body: activateRequestSchema,
          response: { 200: z.union([sessionSchema, messageSchema]), ...errors, 403: apiErrorSchema },
        },
      },
      async (request) => service.activate(request.body),
    );

    app.post(
      '/auth/resend-activation-email',
      {
        config: { ...limit, public: 'recovery before signing in' },
        schema: {
          tags: ['auth'],
          summary: 'Send a new activation link (same answer whether or not the address has an account)',
          body: emailRequestSchema,
          response: { 200: messageSchema, ...errors },
        },
      },
      async (request, reply) => answerFirst(reply, queue, service.requestActivationEmail(request.body.email)),
    );

    app.post(
      '/auth/forgot-password',
      {
        config: { ...limit, public: 'recovery before signing in' },
        schema: {
          tags: ['auth'],
          summary: 'E-mail a password reset link (same answer whether or not the address has an account)',
          body: emailRequestSchema,
          response: { 200: messageSchema, ...errors },
        },
      },
      async (request, reply) => answerFirst(reply, queue, service.forgotPassword(request.body.email)),
    );

    app.post(
      '/auth/reset-password',
      {
        config: { ...limit, public: 'the e-mailed token is the credential' },
        schema: {
          tags: ['auth'],
          summary: 'Set a new password with the e-mailed token; ends every session of the account',
          body: resetPasswordRequestSchema,
          response: { 200: messageSchema, ...errors },
        },
      },
      async (request) => service.resetPassword(request.body),
    );

    app.post(
      '/auth/set-password',
      {
        config: { permission: 'auth.self' },
        schema: {
          tags: ['auth'],
          summary:
            "Change the signed-in user's password; ends every session (this one too) and answers a new session's tokens",
          description:
            'Wrong current passwords count with failed sign-ins of the account: past the limit the call answers 429 ' +
            'TooManyRequests naming when to retry. A new password on the common-password list answers 400 naming it.',
          security: [{ bearer: [] }],
          body: setPasswordRequestSchema,
          response: { 200: tokensSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request) => service.setPassword(principalOf(request).sub, request.body, request.ip),
    );

    app.post(
      '/auth/register-device-email',
      {
        config: { ...limit, public: 'the app asks for its set-up link' },
        schema: {
          tags: ['auth'],
          summary: "E-mail a guardian the link that connects the app on their child's device",
          body: emailRequestSchema,
          response: { 200: messageSchema, ...errors },
        },
      },
      async (request, reply) => answerFirst(reply, queue, service.registerDeviceEmail(request.body.email)),
    );
  };
