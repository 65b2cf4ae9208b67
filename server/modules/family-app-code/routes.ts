import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { familyAppCodeEndpoints as endpoints } from '../../../src/api/contracts/index.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import type { AppSignInCodesService } from './service.ts';

const tags = ['families'];

/** A guardian's three-word codes that sign the patients' app in as their child. */
export const appSignInCodeRoutes =
  (service: AppSignInCodesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...endpointRoute(endpoints.status, {
        tags,
        summary: "Whether the guardian's child has a live three-word code (never its words)",
        description:
          'Guardians only (others 403); a child not actively linked to the caller answers 404, one who has come ' +
          'of age 403.',
        config: { target: { patient: 'patient_id', opens: 'everyPart' } },
      }),
      handler: async (request) => service.status(request.tenancy, request.params.patient_id),
    });
    app.route({
      ...endpointRoute(endpoints.make, {
        tags,
        summary:
          "Make a three-word code that signs the patients' app in as the child (voids the previous one)",
        description:
          'Single use, valid for 72 hours; three words in English or Spanish, four in Arabic. The words are ' +
          'answered only here: the server keeps their hash.',
        config: { target: { patient: 'patient_id', opens: 'everyPart' } },
      }),
      handler: async (request, reply) =>
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
    });
  };
