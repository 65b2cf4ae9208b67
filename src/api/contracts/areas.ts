import { z } from 'zod';
import { text } from './text.ts';

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
