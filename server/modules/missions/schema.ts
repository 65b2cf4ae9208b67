import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.ts';
import type { LocalisedJson } from '../quizzes/schema.ts';
import { organisationAreas } from '../areas/schema.ts';
import { organisations } from '../organisations/schema.ts';
import { users } from '../users/schema.ts';

/** Ordered steps (`steps`: MissionStep[]) that end in a badge (`badge`: MissionBadge). */
export const missions = pgTable(
  'missions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<LocalisedJson>().notNull(),
    description: jsonb('description').$type<LocalisedJson>(),
    steps: jsonb('steps').$type<unknown[]>().notNull(),
    badge: jsonb('badge').$type<Record<string, unknown>>().notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('missions_organisation_idx').on(t.organisationId, t.createdAt)],
);

/** The areas a mission is offered in. */
export const missionAreas = pgTable(
  'mission_areas',
  {
    missionId: uuid('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    areaId: uuid('area_id')
      .notNull()
      .references(() => organisationAreas.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.missionId, t.areaId] }), index('mission_areas_area_idx').on(t.areaId)],
);

/** A step a patient completed (once per step); the app's client id makes the report idempotent. */
export const missionProgress = pgTable(
  'mission_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    missionId: uuid('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stepId: text('step_id').notNull(),
    clientId: uuid('client_id').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mission_progress_step_key').on(t.missionId, t.userId, t.stepId),
    uniqueIndex('mission_progress_client_key').on(t.userId, t.clientId),
  ],
);

/** The badge a patient earned by completing every step of a mission. */
export const missionBadges = pgTable(
  'mission_badges',
  {
    missionId: uuid('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.missionId, t.userId] })],
);
