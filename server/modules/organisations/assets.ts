import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  assetParamsSchema,
  organisationsAssetsEndpoints,
  text,
  type Organisation,
} from '../../../src/api/contracts/index.ts';
import { imageSizeQuery } from '../../../src/api/contracts/image-size-query.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/responses.ts';
import { acceptImageBodies, declaredType, sendImage } from '../../media/image-store.ts';
import { ORGANISATION_ASSETS, type OrganisationAssetsService } from './asset-service.ts';

/**
 * Organisation images (logo, white logo): the super admin sends the image as the request body;
 * anyone may fetch it (the header shows it), with an ETag and, at its versioned address, a year
 * of caching. SVG is refused: it can carry script.
 */
export const organisationAssetRoutes =
  (assets: OrganisationAssetsService): FastifyPluginAsyncZod =>
  async (app) => {
    acceptImageBodies(app, ORGANISATION_ASSETS);

    app.route({
      ...endpointRoute(organisationsAssetsEndpoints.upload, {
        tags: ['organisations'],
        summary: 'Upload the logo or white logo (image/png, image/jpeg or image/webp body, at most 1 MB)',
        errors: { ...errorResponses, 413: apiErrorSchema, 415: apiErrorSchema },
      }),
      handler: async (request): Promise<Organisation> => {
        const { id, kind } = request.params;
        return assets.upload(request.tenancy, id, kind, request.body as Buffer, declaredType(request));
      },
    });

    app.get(
      '/organisations/:id/assets/:kind',
      {
        config: { public: 'logos show on the sign-in page' },
        schema: {
          tags: ['organisations'],
          summary:
            "Public: an organisation's logo or white logo (ETag; a year of caching at the versioned address)",
          params: assetParamsSchema,
          querystring: z.object({ v: text().max(64).optional(), ...imageSizeQuery }),
        },
      },
      async (request, reply) => {
        const { id, kind } = request.params;
        const asset = await assets.asset(id, kind);
        // Only the versioned address names the content; the bare one follows the newest logo.
        return sendImage(request, reply, asset, request.query.v === asset.hash.slice(0, 16));
      },
    );
  };
