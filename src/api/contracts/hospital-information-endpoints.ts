import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import {
  CMS_IMAGE_TYPES,
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
} from './hospital-information.ts';
import { imageSizeQuery } from './image-size-query.ts';
import { text } from './text.ts';

const manage = { permission: 'hospitalInformation.manage' } as const;

/** Spec §7 hospital information: what guardians read, the admins' pages, settings, history and images. */
export const hospitalInformationEndpoints = {
  published: defineEndpoint({
    method: 'GET',
    path: '/organisation-cms/published',
    ok: cmsPublishedSchema,
    access: { permission: 'hospitalInformation.read' },
  }),
  latest: defineEndpoint({
    method: 'GET',
    path: '/organisation-cms/latest',
    ok: cmsPageListSchema,
    access: manage,
  }),
  preview: defineEndpoint({
    method: 'GET',
    path: '/organisation-cms/preview',
    ok: cmsPreviewSchema,
    access: manage,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/organisation-cms/pages',
    body: cmsPageCreateSchema,
    ok: cmsPageSchema,
    status: 201,
    access: manage,
  }),
  saveDraft: defineEndpoint({
    method: 'POST',
    path: '/organisation-cms/save-draft',
    body: cmsSaveDraftSchema,
    ok: cmsPageSchema,
    access: manage,
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: '/organisation-cms/publish',
    body: cmsPublishSchema,
    ok: cmsPublishResultSchema,
    access: manage,
  }),
  unpublish: defineEndpoint({
    method: 'POST',
    path: '/organisation-cms/unpublish',
    body: cmsUnpublishSchema,
    ok: cmsPageSchema,
    access: manage,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/organisation-cms/pages/:pageNumber',
    params: cmsPageNumberParamsSchema,
    ok: z.undefined(),
    status: 204,
    access: manage,
  }),
  order: defineEndpoint({
    method: 'PUT',
    path: '/organisation-cms/order',
    body: cmsOrderSchema,
    ok: cmsPageListSchema,
    access: manage,
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/organisation-cms/settings',
    ok: cmsSettingsSchema,
    access: manage,
  }),
  saveSettings: defineEndpoint({
    method: 'PUT',
    path: '/organisation-cms/settings',
    body: cmsSettingsSchema,
    ok: cmsSettingsSchema,
    access: manage,
  }),
  translationCheck: defineEndpoint({
    method: 'GET',
    path: '/organisation-cms/pages/:pageNumber/translation-check',
    params: cmsPageNumberParamsSchema,
    ok: cmsTranslationCheckSchema,
    access: manage,
  }),
  versions: defineEndpoint({
    method: 'GET',
    path: '/organisation-cms/pages/:pageNumber/versions',
    params: cmsPageNumberParamsSchema,
    ok: cmsVersionListSchema,
    access: manage,
  }),
  restore: defineEndpoint({
    method: 'POST',
    path: '/organisation-cms/pages/:pageNumber/versions/:versionId/restore',
    params: cmsVersionParamsSchema,
    ok: cmsPageSchema,
    access: manage,
  }),
  schedule: defineEndpoint({
    method: 'PUT',
    path: '/organisation-cms/pages/:pageNumber/schedule',
    params: cmsPageNumberParamsSchema,
    body: cmsScheduleSchema,
    ok: cmsScheduleResultSchema,
    access: manage,
  }),
  /** The body is the image itself (one of CMS_IMAGE_TYPES; the server sniffs it), not JSON. */
  uploadImage: defineEndpoint({
    method: 'POST',
    path: '/organisation-cms/images',
    upload: CMS_IMAGE_TYPES,
    ok: cmsImageSchema,
    status: 201,
    access: manage,
  }),
  image: defineEndpoint({
    method: 'GET',
    path: '/organisation-cms/images/:id',
    params: z.object({ id: z.uuid() }),
    query: z.object({ v: text().max(64).optional(), ...imageSizeQuery }),
    file: CMS_IMAGE_TYPES.join(', '),
    access: {
      public:
        'page images load in <img>, without a bearer token: the content hash in the address is the credential',
    },
  }),
};
