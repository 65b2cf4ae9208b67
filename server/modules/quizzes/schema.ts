import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, updatedAt } from '../../db/columns.ts';
import { organisationAreas } from '../areas/schema.ts';
import { organisations } from '../organisations/schema.ts';
import { users } from '../users/schema.ts';

// Quizzes, their images, areas and attempts; missions, their areas, progress and badges.

/** A text in the portal's three languages (English always). */
export interface LocalisedJson {
  en: string;
  ar?: string;
  es?: string;
}

/** A question bank of an organisation; `questions` holds QuizQuestion[] (src/api/contracts/quizzes.ts). */
export const quizzes = pgTable(
  'quizzes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<LocalisedJson>().notNull(),
    description: jsonb('description').$type<LocalisedJson>(),
    questions: jsonb('questions').$type<unknown[]>().notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('quizzes_organisation_idx').on(t.organisationId, t.createdAt)],
);

/** The areas a quiz is offered in: their patients see it in the app. */
export const quizAreas = pgTable(
  'quiz_areas',
  {
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    areaId: uuid('area_id')
      .notNull()
      .references(() => organisationAreas.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.quizId, t.areaId] }), index('quiz_areas_area_idx').on(t.areaId)],
);

/** Images of quiz questions, sniffed on upload and served at QUIZ_IMAGE_PATH with their hash. */
export const quizImages = pgTable(
  'quiz_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    hash: text('hash').notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('quiz_images_organisation_idx').on(t.organisationId)],
);

/** One submission of a quiz by a patient, scored on the server; the app's client id makes it idempotent. */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    answers: jsonb('answers').$type<{ question_id: string; choice_ids: string[] }[]>().notNull(),
    results: jsonb('results').$type<{ question_id: string; correct: boolean }[]>().notNull(),
    score: integer('score').notNull(),
    total: integer('total').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quiz_attempts_client_key').on(t.userId, t.clientId),
    index('quiz_attempts_quiz_idx').on(t.quizId, t.userId, t.submittedAt),
  ],
);
