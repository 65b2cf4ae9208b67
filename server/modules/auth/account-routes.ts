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
import type { AccountService } from './account-service.ts';
import type { PublicCallLimit } from './routes.ts';

const errors = { 400: apiErrorSchema, 429: apiErrorSchema };

export const accountRoutes =
  (service: AccountService, limit: PublicCallLimit): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/auth/email-signup',
      {
        config: limit,
        schema: {
          tags: ['auth'],
          summary: "Register a guardian with the organisation's url_code; sends the activation e-mail",
          body: emailSignUpRequestSchema,
          response: { 201: signUpResponseSchema, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await service.emailSignUp(request.body)),
    );

    app.post(
      '/auth/activate',
      {
        config: limit,
        schema: {
          tags: ['auth'],
          summary: 'Activate an account with the e-mailed token (and set its password); signs in',
          body: activateRequestSchema,
          response: { 200: sessionSchema, ...errors, 403: apiErrorSchema },
        },
      },
      async (request) => service.activate(request.body),
    );

    app.post(
      '/auth/resend-activation-email',
      {
        config: limit,
        schema: {
          tags: ['auth'],
          summary: 'Send a new activation link (same answer whether or not the address has an account)',
          body: emailRequestSchema,
          response: { 200: messageSchema, ...errors },
        },
      },
      async (request) => service.resendActivation(request.body.email),
    );

    app.post(
      '/auth/forgot-password',
      {
        config: limit,
        schema: {
          tags: ['auth'],
          summary: 'E-mail a password reset link (same answer whether or not the address has an account)',
          body: emailRequestSchema,
          response: { 200: messageSchema, ...errors },
        },
      },
      async (request) => service.forgotPassword(request.body.email),
    );

    app.post(
      '/auth/reset-password',
      {
        config: limit,
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
        schema: {
          tags: ['auth'],
          summary: "Change the signed-in user's password; ends their other sessions and answers fresh tokens",
          security: [{ bearer: [] }],
          body: setPasswordRequestSchema,
          response: { 200: tokensSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request) => service.setPassword(principalOf(request).sub, request.body),
    );

    app.post(
      '/auth/register-device-email',
      {
        config: limit,
        schema: {
          tags: ['auth'],
          summary: "E-mail a guardian the link that connects the app on their child's device",
          body: emailRequestSchema,
          response: { 200: messageSchema, ...errors },
        },
      },
      async (request) => service.registerDeviceEmail(request.body.email),
    );
  };
