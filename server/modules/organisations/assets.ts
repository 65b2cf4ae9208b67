import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ASSET_MAX_BYTES,
  ASSET_MEDIA_TYPES,
  apiErrorSchema,
  assetParamsSchema,
  organisationSchema,
  text,
  type Organisation,
} from '../../../src/api/contracts/index.ts';
import { errorResponses } from '../../http/responses.ts';
import { MEDIA_HEADERS } from '../../http/media-sniff.ts';
import type { OrganisationAssetsService } from './asset-service.ts';

/**
 * Organisation images (logo, white logo): the super admin sends the image as the request body;
 * anyone may fetch it (the header shows it), with an ETag and, at its versioned address, a year
 * of caching. SVG is refused: it can carry script.
 */
export const organisationAssetRoutes =
  (assets: OrganisationAssetsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser(
      [...ASSET_MEDIA_TYPES],
      { parseAs: 'buffer', bodyLimit: ASSET_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );

    app.put(
      '/organisation/:id/assets/:kind',
      {
        config: { permission: 'organisations.manage' },
        schema: {
          tags: ['organisations'],
          summary: 'Upload the logo or white logo (image/png, image/jpeg or image/webp body, at most 1 MB)',
          security: [{ bearer: [] }],
          params: assetParamsSchema,
          response: { 200: organisationSchema, ...errorResponses, 413: apiErrorSchema, 415: apiErrorSchema },
        },
      },
      async (request): Promise<Organisation> => {
        const declared = String(request.headers['content-type']).split(';')[0]?.trim().toLowerCase() ?? '';
        return assets.upload(request.tenancy, request.params.id, request.params.kind, request.body, declared);
      },
    );

    app.get(
      '/organisations/:id/assets/:kind',
      {
        config: { public: 'logos show on the sign-in page' },
        schema: {
          tags: ['organisations'],
          summary:
            "Public: an organisation's logo or white logo (ETag; a year of caching at the versioned address)",
          params: assetParamsSchema,
          querystring: z.object({ v: text().max(64).optional() }),
        },
      },
      async (request, reply) => {
        const { id, kind } = request.params;
        const asset = await assets.asset(id, kind);
        const etag = `"${asset.hash}"`;
        const versioned = request.query.v === asset.hash.slice(0, 16);
        reply
          .headers(MEDIA_HEADERS)
          .header('etag', etag)
          .header('cache-control', versioned ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.type(asset.contentType).send(asset.data);
      },
    );
  };
