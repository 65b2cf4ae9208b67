import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appSignInCodeRequestSchema,
  appSignInCodeSchema,
  appSignInCodeStatusSchema,
  childParamsSchema,
} from '../../../src/api/contracts/index.ts';
import { errorResponses } from '../../http/responses.ts';
import type { AppSignInCodesService } from './service.ts';

const secured = { tags: ['families'], security: [{ bearer: [] }] };

/** A guardian's three-word codes that sign the patients' app in as their child. */
export const appSignInCodeRoutes =
  (service: AppSignInCodesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/families/children/:patient_id/app-code',
      {
        config: { permission: 'familyAppCode.manage' },
        schema: {
          ...secured,
          summary: "Whether the guardian's child has a live three-word code (never its words)",
          description:
            'Guardians only (others 403); a child not actively linked to the caller answers 404, one who has come ' +
            'of age 403.',
          params: childParamsSchema,
          response: { 200: appSignInCodeStatusSchema, ...errorResponses },
        },
      },
      async (request) => service.status(request.tenancy, request.params.patient_id),
    );
    app.post(
      '/families/children/:patient_id/app-code',
      {
        config: { permission: 'familyAppCode.manage' },
        schema: {
          ...secured,
          summary:
            "Make a three-word code that signs the patients' app in as the child (voids the previous one)",
          description:
            'Single use, valid for 72 hours; three words in English or Spanish, four in Arabic. The words are ' +
            'answered only here: the server keeps their hash.',
          params: childParamsSchema,
          body: appSignInCodeRequestSchema.nullish(),
          response: { 201: appSignInCodeSchema, ...errorResponses },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await service.create(
              request.tenancy,
              request.params.patient_id,
              request.body?.language,
              request.ip,
            ),
          ),
    );
  };
