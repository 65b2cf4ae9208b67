import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { contentItems, organisations } from '../organisations/schema.ts';
import { users } from '../users/schema.ts';

/** An organisation's areas (wards, clinics): each shows its own content items in the app. */
export const organisationAreas = pgTable(
  'organisation_areas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('organisation_areas_name_key').on(t.organisationId, sql`lower(${t.name})`)],
);

export const organisationAreaContentItems = pgTable(
  'organisation_area_content_items',
  {
    areaId: uuid('area_id')
      .notNull()
      .references(() => organisationAreas.id, { onDelete: 'cascade' }),
    contentItemId: uuid('content_item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('organisation_area_content_items_key').on(t.areaId, t.contentItemId)],
);

/** A user's membership of an area, with the area's content items chosen for them (docs/product.md § Calls). */
export const userOrganisationAreas = pgTable(
  'user_organisation_areas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    areaId: uuid('area_id')
      .notNull()
      .references(() => organisationAreas.id, { onDelete: 'cascade' }),
    /** Chosen among the area's content items; items the area no longer has are ignored on read. */
    contentItemIds: jsonb('content_item_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_organisation_areas_key').on(t.userId, t.areaId),
    index('user_organisation_areas_area_idx').on(t.areaId, t.userId),
  ],
);
