import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, text } from '../../../src/api/contracts/index.ts';
import {
  manifestIconParamsSchema,
  manifestParamsSchema,
  webAppManifestSchema,
} from '../../../src/api/contracts/web-app-manifest.ts';
import type { ManifestService } from './manifest-service.ts';

const refused = { 400: apiErrorSchema, 404: apiErrorSchema };
/** A browser asks again after a day; a logo's new upload is a new icon address. */
const DAY = 'public, max-age=86400';

/** The installable app: an organisation's web app manifest and its icons (docs/architecture.md § The service worker). */
export const manifestRoutes =
  (service: ManifestService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/organisations/:code/manifest',
      {
        config: {
          public:
            "the browser fetches the manifest without credentials; it holds only the organisation's name, colour and logo",
        },
        schema: {
          tags: ['organisations'],
          summary: 'Public: the web app manifest named and coloured for an organisation (by its url_code)',
          params: manifestParamsSchema,
          response: { 200: webAppManifestSchema, ...refused },
        },
      },
      async (request, reply) => {
        const manifest = await service.manifest(request.params.code);
        return reply.type('application/manifest+json').header('cache-control', 'no-cache').send(manifest);
      },
    );

    app.get(
      '/organisations/:code/icons/:variant',
      {
        config: { public: "the manifest's icons: the organisation's logo, shown on the sign-in page too" },
        schema: {
          tags: ['organisations'],
          summary:
            "Public: an organisation's home-screen icon (PNG, 192 or 512 px, or maskable) from its logo",
          params: manifestIconParamsSchema,
          querystring: z.object({ v: text().max(64).optional() }),
        },
      },
      async (request, reply) => {
        const icon = await service.icon(request.params.code, request.params.variant);
        const etag = `"${icon.tag}"`;
        reply.header('etag', etag).header('cache-control', DAY);
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.type('image/png').send(icon.data);
      },
    );
  };
