import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  cmsImageSchema,
  cmsOrderSchema,
  cmsPageCreateSchema,
  cmsPageListSchema,
  cmsPageNumberParamsSchema,
  cmsPageSchema,
  cmsPreviewSchema,
  cmsPublishResultSchema,
  cmsPublishSchema,
  cmsPublishedSchema,
  cmsSaveDraftSchema,
  cmsScheduleResultSchema,
  cmsScheduleSchema,
  cmsSettingsSchema,
  cmsTranslationCheckSchema,
  cmsUnpublishSchema,
  cmsVersionListSchema,
  cmsVersionParamsSchema,
  text,
} from '../../../src/api/contracts/index.ts';
import { imageSizeQuery } from '../../../src/api/contracts/image-size-query.ts';
import { errorResponses as errors } from '../../http/responses.ts';
import { acceptImageBodies, declaredType, sendImage } from '../../media/image-store.ts';
import { CMS_IMAGES, type CmsImagesService } from './images.ts';
import type { CmsScheduleService } from './schedule.ts';
import type { CmsService } from './service.ts';
import type { CmsSettingsService } from './settings.ts';

const secured = { tags: ['cms'], security: [{ bearer: [] }] };

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
    const page = { params: cmsPageNumberParamsSchema };

    app.get(
      '/organisation-cms/published',
      {
        config: { permission: 'hospitalInformation.read' },
        schema: {
          ...secured,
          summary: "The published pages guardians see, in order, with the information home's details",
          response: { 200: cmsPublishedSchema, ...errors },
        },
      },
      async (request) => pages.published(request.tenancy),
    );
    app.get(
      '/organisation-cms/latest',
      {
        config: { permission: 'hospitalInformation.manage' },
        schema: {
          ...secured,
          summary: 'Every page as admins edit it: the draft, its state and what is published',
          response: { 200: cmsPageListSchema, ...errors },
        },
      },
      async (request) => pages.latest(request.tenancy),
    );
    app.get(
      '/organisation-cms/preview',
      {
        config: { permission: 'hospitalInformation.manage' },
        schema: {
          ...secured,
          summary: 'The drafts of the visible pages exactly as guardians will see them',
          response: { 200: cmsPreviewSchema, ...errors },
        },
      },
      async (request) => pages.preview(request.tenancy),
    );
    app.post(
      '/organisation-cms/pages',
      {
        config: { permission: 'hospitalInformation.manage' },
        schema: {
          ...secured,
          summary: 'A new page (the next page number), at the end of the order',
          body: cmsPageCreateSchema,
          response: { 201: cmsPageSchema, ...errors },
        },
      },
      async (request, reply) => reply.code(201).send(await pages.create(request.tenancy, request.body)),
    );
    app.post(
      '/organisation-cms/save-draft',
      {
        config: { permission: 'hospitalInformation.manage' },
        schema: {
          ...secured,
          summary: "Replaces a page's draft (its HTML sanitised)",
          body: cmsSaveDraftSchema,
          response: { 200: cmsPageSchema, ...errors },
        },
      },
      async (request) => pages.saveDraft(request.tenancy, request.body),
    );
    app.post(
      '/organisation-cms/publish',
      {
        config: { permission: 'hospitalInformation.manage' },
        schema: {
          ...secured,
          summary: 'Publishes the draft, or answers the translation check to confirm first',
          body: cmsPublishSchema,
          response: { 200: cmsPublishResultSchema, ...errors },
        },
      },
      async (request) => pages.publish(request.tenancy, request.body),
    );
    app.post(
      '/organisation-cms/unpublish',
      {
        config: { permission: 'hospitalInformation.manage' },
        schema: {
          ...secured,
          summary: 'Takes a page away from guardians (its draft stays)',
          body: cmsUnpublishSchema,
          response: { 200: cmsPageSchema, ...errors },
        },
      },
      async (request) => pages.unpublish(request.tenancy, request.body.pageNumber),
    );
    app.delete(
      '/organisation-cms/pages/:pageNumber',
      {
        config: { permission: 'hospitalInformation.manage' },
        schema: {
          ...secured,
          summary: 'Deletes a page and its history',
          ...page,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await pages.remove(request.tenancy, request.params.pageNumber);
        return reply.code(204).send();
      },
    );
    app.put(
      '/organisation-cms/order',
      {
        config: { permission: 'hospitalInformation.manage' },
        schema: {
          ...secured,
          summary: 'The order of the pages (every page number once)',
          body: cmsOrderSchema,
          response: { 200: cmsPageListSchema, ...errors },
        },
      },
      async (request) => settings.reorder(request.tenancy, request.body),
    );
    app.get(
      '/organisation-cms/settings',
      {
        config: { permission: 'hospitalInformation.manage' },
        schema: {
          ...secured,
          summary: 'Configure: order and visibility of the pages, contact details, visiting hours',
          response: { 200: cmsSettingsSchema, ...errors },
        },
      },
      async (request) => settings.settings(request.tenancy),
    );
    app.put(
      '/organisation-cms/settings',
      {
        config: { permission: 'hospitalInformation.manage' },
        schema: {
          ...secured,
          summary: 'Saves the configure settings',
          body: cmsSettingsSchema,
          response: { 200: cmsSettingsSchema, ...errors },
        },
      },
      async (request) => settings.saveSettings(request.tenancy, request.body),
    );
    app.get(
      '/organisation-cms/pages/:pageNumber/translation-check',
      {
        config: { permission: 'hospitalInformation.manage' },
        schema: {
          ...secured,
          summary: 'Languages of the draft missing, or older than its last English edit',
          ...page,
          response: { 200: cmsTranslationCheckSchema, ...errors },
        },
      },
      async (request) => schedule.check(request.tenancy, request.params.pageNumber),
    );
    app.get(
      '/organisation-cms/pages/:pageNumber/versions',
      {
        config: { permission: 'hospitalInformation.manage' },
        schema: {
          ...secured,
          summary: "A page's history, newest first (the last 100 changes)",
          ...page,
          response: { 200: cmsVersionListSchema, ...errors },
        },
      },
      async (request) => schedule.versions(request.tenancy, request.params.pageNumber),
    );
    app.post(
      '/organisation-cms/pages/:pageNumber/versions/:versionId/restore',
      {
        config: { permission: 'hospitalInformation.manage' },
        schema: {
          ...secured,
          summary: 'Makes a version of the page its draft again',
          params: cmsVersionParamsSchema,
          response: { 200: cmsPageSchema, ...errors },
        },
      },
      async (request) =>
        schedule.restore(request.tenancy, request.params.pageNumber, request.params.versionId),
    );
    app.put(
      '/organisation-cms/pages/:pageNumber/schedule',
      {
        config: { permission: 'hospitalInformation.manage' },
        schema: {
          ...secured,
          summary: 'Schedules (or with null clears) publishing and unpublishing, in London time',
          ...page,
          body: cmsScheduleSchema,
          response: { 200: cmsScheduleResultSchema, ...errors },
        },
      },
      async (request) => schedule.schedule(request.tenancy, request.params.pageNumber, request.body),
    );
    app.post(
      '/organisation-cms/images',
      {
        config: { permission: 'hospitalInformation.manage' },
        schema: {
          ...secured,
          summary: 'Uploads an image for a page (PNG, JPEG, WebP or GIF body, at most 5 MB): its address',
          response: { 201: cmsImageSchema, ...errors, 413: apiErrorSchema, 415: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const upload = images.upload(request.tenancy, request.body, declaredType(request));
        return reply.code(201).send(await upload);
      },
    );
    app.get(
      '/organisation-cms/images/:id',
      {
        config: {
          public:
            'page images load in <img>, without a bearer token: the content hash in the address is the credential',
        },
        schema: {
          tags: ['cms'],
          summary:
            'Public: a page image (its address carries the content hash); `w` and `q` ask for one width',
          params: z.object({ id: z.uuid() }),
          querystring: z.object({ v: text().max(64).optional(), ...imageSizeQuery }),
        },
      },
      async (request, reply) => {
        const image = await images.image(request.params.id, request.query.v);
        // The address names the content: it never changes, so it may be kept for a year.
        return sendImage(request, reply, image, true);
      },
    );
  };
