/**
 * The areas' calls: an organisation's areas and their content items, a person's areas (their
 * memberships), and the videos an area shows. The schemas live with the organisations' and the
 * videos' contracts they belong to.
 */
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { idParamsSchema } from './organisation.ts';
import {
  contentItemChangeSchema,
  contentItemsResponseSchema,
  organisationAreaCreateSchema,
  organisationAreaIdParamsSchema,
  organisationAreaSchema,
  organisationAreaUpdateSchema,
  userAreaContentItemsSchema,
  userAreaSchema,
  userAreasAddSchema,
  userAreasQuerySchema,
} from './organisations.ts';
import {
  areaVideoPageSchema,
  areaVideoQuerySchema,
  areaVideosChangeSchema,
  areaVideosDisableSchema,
} from './videos.ts';

/** Spec §7 organisation areas and their content items. */
export const areasEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/organisations/:id/areas',
    params: idParamsSchema,
    ok: z.array(organisationAreaSchema),
    access: { permission: 'areas.read' },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/organisation-areas',
    body: organisationAreaCreateSchema,
    ok: organisationAreaSchema,
    status: 201,
    access: { permission: 'areas.manage' },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/organisation-areas/:id',
    params: idParamsSchema,
    body: organisationAreaUpdateSchema,
    ok: organisationAreaSchema,
    access: { permission: 'areas.manage' },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/organisation-areas/:id',
    params: idParamsSchema,
    ok: z.undefined(),
    status: 204,
    access: { permission: 'areas.manage' },
  }),
  contentItems: defineEndpoint({
    method: 'GET',
    path: '/organisation-areas/:id/content-items',
    params: idParamsSchema,
    ok: contentItemsResponseSchema,
    access: { permission: 'areas.readItems' },
  }),
  changeContentItems: defineEndpoint({
    method: 'POST',
    path: '/organisation-areas/:id/content-items',
    params: idParamsSchema,
    body: contentItemChangeSchema,
    ok: contentItemsResponseSchema,
    access: { permission: 'areas.manage' },
  }),
};

/** Spec §7 user areas: the caller's own, or (admins) a user's named by `user_id`. */
export const userAreasEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/user-organisation-areas',
    query: userAreasQuerySchema,
    ok: z.array(userAreaSchema),
    access: { permission: 'areas.memberships' },
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/user-organisation-areas',
    body: userAreasAddSchema,
    ok: z.array(userAreaSchema),
    access: { permission: 'areas.memberships' },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/user-organisation-areas/:id',
    params: idParamsSchema,
    ok: userAreaSchema,
    access: { permission: 'areas.memberships' },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/user-organisation-areas/:id',
    params: idParamsSchema,
    ok: z.undefined(),
    status: 204,
    access: { permission: 'areas.memberships' },
  }),
  setContentItems: defineEndpoint({
    method: 'POST',
    path: '/user-organisation-areas/:organisation_area_id/content-items',
    params: organisationAreaIdParamsSchema,
    body: userAreaContentItemsSchema,
    ok: userAreaSchema,
    access: { permission: 'areas.memberships' },
  }),
};

/** Spec §7 area videos: which videos an area shows, and which are switched off for its app users. */
export const areaVideosEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/organisation-areas/:id/videos',
    params: idParamsSchema,
    query: areaVideoQuerySchema,
    ok: areaVideoPageSchema,
    access: { permission: 'videos.manage' },
  }),
  userVideos: defineEndpoint({
    method: 'GET',
    path: '/organisation-areas/:id/user-videos',
    params: idParamsSchema,
    query: areaVideoQuerySchema.pick({ page: true, size: true }),
    ok: areaVideoPageSchema,
    access: { permission: 'videos.manage' },
  }),
  add: defineEndpoint({
    method: 'PUT',
    path: '/organisation-areas/:id/videos',
    params: idParamsSchema,
    body: areaVideosChangeSchema,
    ok: z.undefined(),
    status: 204,
    access: { permission: 'videos.manage' },
  }),
  disable: defineEndpoint({
    method: 'PUT',
    path: '/organisation-areas/:id/disable-videos',
    params: idParamsSchema,
    body: areaVideosDisableSchema,
    ok: z.undefined(),
    status: 204,
    access: { permission: 'videos.manage' },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/organisation-areas/:area_id/videos/:video_id',
    params: z.object({ area_id: z.uuid(), video_id: z.uuid() }),
    ok: z.undefined(),
    status: 204,
    access: { permission: 'videos.manage' },
  }),
};
