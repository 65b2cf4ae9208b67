import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  hospitalInformationEndpoints as endpoints,
} from '../../../src/api/contracts/index.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorResponses as errors } from '../../http/responses.ts';
import { acceptImageBodies, declaredType, sendImage } from '../../media/image-store.ts';
import { CMS_IMAGES, type CmsImagesService } from './images.ts';
import type { CmsScheduleService } from './schedule.ts';
import type { CmsService } from './service.ts';
import type { CmsSettingsService } from './settings.ts';

const tags = ['cms'];

/** Spec §7 CMS (hospital information), and what its screens need besides. */
export const cmsRoutes =
  (deps: {
    pages: CmsService;
    settings: CmsSettingsService;
    schedule: CmsScheduleService;
    images: CmsImagesService;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const { pages, settings, schedule, images } = deps;
    acceptImageBodies(app, CMS_IMAGES);

    app.route({
      ...endpointRoute(endpoints.published, {
        tags,
        summary: "The published pages guardians see, in order, with the information home's details",
      }),
      handler: async (request) => pages.published(request.tenancy),
    });
    app.route({
      ...endpointRoute(endpoints.latest, {
        tags,
        summary: 'Every page as admins edit it: the draft, its state and what is published',
      }),
      handler: async (request) => pages.latest(request.tenancy),
    });
    app.route({
      ...endpointRoute(endpoints.preview, {
        tags,
        summary: 'The drafts of the visible pages exactly as guardians will see them',
      }),
      handler: async (request) => pages.preview(request.tenancy),
    });
    app.route({
      ...endpointRoute(endpoints.create, {
        tags,
        summary: 'A new page (the next page number), at the end of the order',
      }),
      handler: async (request, reply) =>
        reply.code(201).send(await pages.create(request.tenancy, request.body)),
    });
    app.route({
      ...endpointRoute(endpoints.saveDraft, {
        tags,
        summary: "Replaces a page's draft (its HTML sanitised)",
      }),
      handler: async (request) => pages.saveDraft(request.tenancy, request.body),
    });
    app.route({
      ...endpointRoute(endpoints.publish, {
        tags,
        summary: 'Publishes the draft, or answers the translation check to confirm first',
      }),
      handler: async (request) => pages.publish(request.tenancy, request.body),
    });
    app.route({
      ...endpointRoute(endpoints.unpublish, {
        tags,
        summary: 'Takes a page away from guardians (its draft stays)',
      }),
      handler: async (request) => pages.unpublish(request.tenancy, request.body.pageNumber),
    });
    app.route({
      ...endpointRoute(endpoints.remove, { tags, summary: 'Deletes a page and its history' }),
      handler: async (request, reply) => {
        await pages.remove(request.tenancy, request.params.pageNumber);
        return reply.code(204).send();
      },
    });
    app.route({
      ...endpointRoute(endpoints.order, { tags, summary: 'The order of the pages (every page number once)' }),
      handler: async (request) => settings.reorder(request.tenancy, request.body),
    });
    app.route({
      ...endpointRoute(endpoints.settings, {
        tags,
        summary: 'Configure: order and visibility of the pages, contact details, visiting hours',
      }),
      handler: async (request) => settings.settings(request.tenancy),
    });
    app.route({
      ...endpointRoute(endpoints.saveSettings, { tags, summary: 'Saves the configure settings' }),
      handler: async (request) => settings.saveSettings(request.tenancy, request.body),
    });
    app.route({
      ...endpointRoute(endpoints.translationCheck, {
        tags,
        summary: 'Languages of the draft missing, or older than its last English edit',
      }),
      handler: async (request) => schedule.check(request.tenancy, request.params.pageNumber),
    });
    app.route({
      ...endpointRoute(endpoints.versions, {
        tags,
        summary: "A page's history, newest first (the last 100 changes)",
      }),
      handler: async (request) => schedule.versions(request.tenancy, request.params.pageNumber),
    });
    app.route({
      ...endpointRoute(endpoints.restore, { tags, summary: 'Makes a version of the page its draft again' }),
      handler: async (request) =>
        schedule.restore(request.tenancy, request.params.pageNumber, request.params.versionId),
    });
    app.route({
      ...endpointRoute(endpoints.schedule, {
        tags,
        summary: 'Schedules (or with null clears) publishing and unpublishing, in London time',
      }),
      handler: async (request) => schedule.schedule(request.tenancy, request.params.pageNumber, request.body),
    });
    app.route({
      ...endpointRoute(endpoints.uploadImage, {
        tags,
        summary: 'Uploads an image for a page (PNG, JPEG, WebP or GIF body, at most 5 MB): its address',
        errors: { ...errors, 413: apiErrorSchema, 415: apiErrorSchema },
      }),
      handler: async (request, reply) => {
        const upload = images.upload(request.tenancy, request.body, declaredType(request));
        return reply.code(201).send(await upload);
      },
    });
    app.route({
      ...endpointRoute(endpoints.image, {
        tags,
        summary: 'Public: a page image (its address carries the content hash); `w` and `q` ask for one width',
        errors: {},
      }),
      handler: async (request, reply) => {
        const image = await images.image(request.params.id, request.query.v);
        // The address names the content: it never changes, so it may be kept for a year.
        return sendImage(request, reply, image, true);
      },
    });
  };
