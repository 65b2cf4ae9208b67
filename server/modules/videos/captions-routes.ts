import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CAPTIONS_MAX_BYTES,
  captionParamsSchema,
  captionTrackListSchema,
  captionVideoParamsSchema,
  videosCaptionsEndpoints,
} from '../../../src/api/contracts/captions.ts';
import { apiErrorSchema, text } from '../../../src/api/contracts/index.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses } from '../../http/responses.ts';
import type { UrlSigner } from '../../http/signed-url.ts';
import { APP_ERRORS, APP_ROUTE, appPatientOf } from '../../plugins/app-patient.ts';
import { captionHash, captionTrackPath, type CaptionsService } from './captions.ts';

const errors = errorResponses;
const tags = ['videos'];

/** Video captions: the tracks of a video, writing and deleting a language's file, and the files themselves. */
export const captionRoutes =
  (deps: { captions: CaptionsService; signer: UrlSigner }): FastifyPluginAsyncZod =>
  async (app) => {
    const { captions, signer } = deps;
    app.route({
      ...endpointRoute(videosCaptionsEndpoints.list, {
        tags,
        summary: "A video's captions, one track per language (signed addresses for <track>)",
      }),
      handler: async (request) => captions.list(request.tenancy, request.params.id),
    });
    app.route({
      ...endpointRoute(videosCaptionsEndpoints.put, {
        tags,
        summary: "Set a language's captions (a WebVTT file; InvalidCaptions names the line at fault)",
        errors: { ...errors, 413: apiErrorSchema },
      }),
      // The file may be up to CAPTIONS_MAX_BYTES once decoded; JSON escapes can double it on the way.
      bodyLimit: CAPTIONS_MAX_BYTES * 4,
      handler: async (request) =>
        captions.put(request.tenancy, request.params.id, request.params.language, request.body.vtt),
    });
    app.route({
      ...endpointRoute(videosCaptionsEndpoints.remove, { tags, summary: "Delete a language's captions" }),
      handler: async (request, reply) => {
        await captions.remove(request.tenancy, request.params.id, request.params.language);
        return reply.code(204).send();
      },
    });
    app.route({
      ...endpointRoute(videosCaptionsEndpoints.settings, {
        tags,
        summary: "Whether publishing a video needs captions in the organisation's language",
      }),
      handler: async (request) => captions.setRequired(request.tenancy, request.body.require_captions),
    });
    app.get(
      '/app/videos/:id/captions',
      {
        config: { permission: 'app.use' },
        schema: {
          ...APP_ROUTE,
          summary: "The captions of a video the patient's areas show",
          params: captionVideoParamsSchema,
          response: { 200: captionTrackListSchema, ...APP_ERRORS },
        },
      },
      async (request) => captions.appList(appPatientOf(request), request.params.id),
    );
    app.get(
      '/videos/:id/captions/:language/track.vtt',
      {
        config: { public: 'a signed, expiring address is the credential (a <track> sends no token)' },
        schema: {
          tags: ['videos'],
          summary: 'A caption file for <track> (signed address; text/vtt)',
          params: captionParamsSchema,
          querystring: z.object({
            exp: text().max(32).optional(),
            sig: text().max(128).optional(),
            v: text().max(64).optional(),
          }),
        },
      },
      async (request, reply) => {
        const { id, language } = request.params;
        if (!signer.verify(captionTrackPath(id, language), request.query.exp, request.query.sig))
          throw forbidden('This captions address has expired or is not valid');
        const file = await captions.file(id, language);
        if (!file) throw notFound('Captions');
        const etag = `"${captionHash(file.vtt)}"`;
        reply
          .header('etag', etag)
          .header('cache-control', 'private, max-age=3600')
          .header('x-content-type-options', 'nosniff');
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.type('text/vtt; charset=utf-8').send(file.vtt);
      },
    );
  };
