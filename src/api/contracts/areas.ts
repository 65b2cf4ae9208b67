import { z } from 'zod';
import { text } from './text.ts';
import { defineEndpoint } from './endpoint.ts';
import { idParamsSchema } from './organisation.ts';
import { contentItemChangeSchema, contentItemsResponseSchema } from './organisations.ts';
import {
  areaVideoPageSchema,
  areaVideoQuerySchema,
  areaVideosChangeSchema,
  areaVideosDisableSchema,
} from './videos.ts';

/** An organisation area (docs/product.md § What the portal shows and keeps) and its input. */
export const organisationAreaSchema = z
  .object({
    id: z.uuid(),
    organisation_id: z.uuid(),
    name: text(),
    description: text().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'OrganisationArea' });
export type OrganisationArea = z.infer<typeof organisationAreaSchema>;

export const organisationAreaCreateSchema = z
  .strictObject({
    name: text().trim().min(1, { message: 'areas.nameRequired' }).max(120),
    description: text().trim().max(500).nullable().optional(),
    /** Only the super admin names it; an admin's areas are always in their own organisation. */
    organisation_id: z.uuid().optional(),
  })
  .meta({ id: 'OrganisationAreaCreate' });

export const organisationAreaUpdateSchema = z
  .strictObject({
    name: text().trim().min(1, { message: 'areas.nameRequired' }).max(120).optional(),
    description: text().trim().max(500).nullable().optional(),
  })
  .meta({ id: 'OrganisationAreaUpdate' });

/** A user's area (docs/product.md § Calls) with the content items chosen for them within it. */
export const userAreaSchema = z
  .object({
    id: z.uuid(),
    user_id: z.uuid(),
    organisation_area_id: z.uuid(),
    name: text(),
    content_item_ids: z.array(z.uuid()),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'UserArea' });
export type UserArea = z.infer<typeof userAreaSchema>;

/** GET /api/user-organisation-areas?user_id: the caller's areas, or (admins) a user's. */
export const userAreasQuerySchema = z.object({ user_id: z.uuid().optional() });

/** POST /api/user-organisation-areas: add areas (kept if already there); the answer lists all. */
export const userAreasAddSchema = z
  .strictObject({
    organisation_area_ids: z.array(z.uuid()).min(1, { message: 'contentAreas.pickOne' }).max(100),
    user_id: z.uuid().optional(),
  })
  .meta({ id: 'UserAreasAdd' });

/** POST /api/user-organisation-areas/:organisation_area_id/content-items: replaces the choice. */
export const userAreaContentItemsSchema = z
  .strictObject({ content_item_ids: z.array(z.uuid()).max(500), user_id: z.uuid().optional() })
  .meta({ id: 'UserAreaContentItems' });

export const organisationAreaIdParamsSchema = z.object({ organisation_area_id: z.uuid() });

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
export const areasMembershipsEndpoints = {
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
export const areasVideosEndpoints = {
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
