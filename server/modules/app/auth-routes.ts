import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  appMeSchema,
  appRefreshRequestSchema,
  appSessionSchema,
  appSignInRequestSchema,
  appSignOutRequestSchema,
  appTokensSchema,
  appWordsSignInRequestSchema,
} from '../../../src/api/contracts/index.ts';
import { bearerToken, principalOf } from '../../plugins/auth.ts';
import { appPatientOf } from '../../plugins/app-patient.ts';
import type { PublicCallLimit } from '../auth/index.ts';
import type { AppAuthService } from './auth-service.ts';
import type { WordsSignIn } from './words-sign-in.ts';

const tags = ['app'];

/** Sign-in, refresh, sign-out and the current session of the patients' app. */
export const appAuthRoutes =
  (service: AppAuthService, signInWithWords: WordsSignIn, limit: PublicCallLimit): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/app/auth/signin',
      {
        config: { ...limit, public: "signing in to the patients' app" },
        schema: {
          tags,
          summary: "Sign the patients' app in with the hospital's url_code and a child account's app code",
          description:
            'A wrong or unknown url_code or app code answers the same 401 IncorrectPassword. 429 TooManyRequests with ' +
            'Retry-After: five failures for one code from one IP address within 15 minutes (fifty from all ' +
            'addresses); ten wrong codes in a row from one address, after which each further one doubles the wait ' +
            "(30 s up to 12 h); the organisation's budget of wrong codes (120 an hour, 600 a day) spent, except for " +
            'an address that has signed one of its children in within 30 days; or too many calls from one address. ' +
            'A deactivated child account answers 403. The first sign-in completes the app activation (status 7 → 4). ' +
            'The session (type 3) lasts as a portal session does.',
          body: appSignInRequestSchema,
          response: {
            200: appSessionSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request) => service.signIn(request.body.url_code, request.body.app_code, request.ip),
    );

    app.post(
      '/app/auth/words',
      {
        config: {
          ...limit,
          public:
            "signing in to the patients' app with a guardian's three-word code (the words are the credential)",
        },
        schema: {
          tags,
          summary: "Sign the patients' app in as a child with the three-word code their guardian was given",
          description:
            'Words in any case, with or without accents or Arabic diacritics. Wrong, spent, expired words, and ' +
            'those of a revoked link, answer the same 401 IncorrectPassword; the right ones are spent by the ' +
            'sign-in. 429 TooManyRequests with Retry-After as for app codes, the budget being that of all ' +
            'three-word codes (200 an hour, 1,000 a day), which never stops the address the guardian made the code from. ' +
            'Answers the session an app-code sign-in answers.',
          body: appWordsSignInRequestSchema,
          response: {
            200: appSessionSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request) => signInWithWords(request.body.words, request.ip),
    );

    app.post(
      '/app/auth/refresh',
      {
        config: { ...limit, public: 'the refresh token is the credential' },
        schema: {
          tags,
          summary: 'Exchange an app refresh token for new tokens (the old one is spent)',
          description:
            'Presenting a spent refresh token ends the whole session. A portal refresh token answers 401 and stays ' +
            'unspent. A session ends at its absolute lifetime and after its idle limit.',
          body: appRefreshRequestSchema,
          response: { 200: appTokensSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      async (request) => service.refresh(request.body.refresh_token),
    );

    app.post(
      '/app/auth/logout',
      {
        config: {
          public:
            'signing out needs no live access token: the refresh token, or a bearer token the call checks itself, names the session',
        },
        schema: {
          tags,
          summary: "Sign the patients' app out: end the session of the refresh token and/or the bearer token",
          description: '204 also when the session had already ended. A portal session is never ended here.',
          body: appSignOutRequestSchema.nullish(),
          response: { 204: z.undefined(), 400: apiErrorSchema },
        },
      },
      async (request, reply) => {
        await service.signOut(request.body?.refresh_token ?? null, bearerToken(request));
        return reply.code(204).send();
      },
    );

    app.get(
      '/app/me',
      {
        config: { permission: 'app.use' },
        schema: {
          tags,
          summary: 'The signed-in patient and their organisation',
          security: [{ bearer: [] }],
          response: { 200: appMeSchema, 401: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request) => service.me(appPatientOf(request), principalOf(request).exp),
    );
  };
