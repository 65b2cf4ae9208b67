import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  bigint,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { organisations } from '../organisations/schema.ts';
import { users } from '../users/schema.ts';

// Questionnaires: questionnaires, their versions, responses and duty-of-care flags.

/** A questionnaire of an organisation; its content lives in versions (spec §4: status Draft=0, Active=1, Admin=2). */
export const questionnaires = pgTable(
  'questionnaires',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull().default(0),
    currentVersion: integer('current_version').notNull().default(1),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('questionnaires_organisation_idx').on(t.organisationId, t.createdAt)],
);

/** One version of a questionnaire's content (QuestionnaireDefinition): responses point at the one they were asked. */
export const questionnaireVersions = pgTable(
  'questionnaire_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionnaireId: uuid('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('questionnaire_versions_key').on(t.questionnaireId, t.version)],
);

export type RepeatSettings = { every: number; unit: 'day' | 'week'; until: string };
export type RemindSettings = { afterDays: number; atMost: number };

/**
 * One time an admin asked people to answer a questionnaire, with how it repeats and reminds. The
 * questionnaire's deletion leaves it (questionnaire null) so that the job can tell the admins why
 * its repeats stopped.
 */
export const questionnaireAssignments = pgTable(
  'questionnaire_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    questionnaireId: uuid('questionnaire_id').references(() => questionnaires.id, { onDelete: 'set null' }),
    /** The questionnaire's title in the organisation's language when asked: what a failure report names. */
    title: text('title').notNull(),
    assignedBy: uuid('assigned_by'),
    subjectPatientId: uuid('subject_patient_id').references(() => users.id, { onDelete: 'set null' }),
    userIds: uuid('user_ids').array().notNull(),
    repeat: jsonb('repeat').$type<RepeatSettings>(),
    remind: jsonb('remind').$type<RemindSettings>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Its repeats stopped (the questionnaire was deleted or closed): reported once, then left alone. */
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
  },
  (t) => [index('questionnaire_assignments_questionnaire_idx').on(t.questionnaireId, t.createdAt)],
);

/**
 * Every e-mail an assignment sent (or could not send: no outbox message, the reason): the
 * occurrence's own ('assigned', 'repeat', ordinal 0) and its reminders (ordinal 1…M). The unique
 * key makes each one happen once, however often the job runs.
 */
export const questionnaireSends = pgTable(
  'questionnaire_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => questionnaireAssignments.id, { onDelete: 'cascade' }),
    responseId: uuid('response_id').references(() => questionnaireResponses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'assigned' | 'reminder' | 'repeat'>().notNull(),
    /** 0 for the first asking, n for the n-th repeat. */
    occurrence: integer('occurrence').notNull(),
    /** 0 for the occurrence's own e-mail, n for its n-th reminder. */
    ordinal: integer('ordinal').notNull(),
    outboxId: uuid('outbox_id'),
    /** Why nothing was sent (no e-mail address); null when it was. */
    failure: text('failure'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('questionnaire_sends_key').on(t.assignmentId, t.userId, t.occurrence, t.kind, t.ordinal),
    index('questionnaire_sends_response_idx').on(t.responseId),
  ],
);

/** A person asked to answer a questionnaire (pending), then their answers (completed). */
export const questionnaireResponses = pgTable(
  'questionnaire_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionnaireId: uuid('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id')
      .notNull()
      .references(() => questionnaireVersions.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<'pending' | 'completed'>().notNull().default('pending'),
    answers: jsonb('answers')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    score: doublePrecision('score'),
    assignedBy: uuid('assigned_by'),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    answeredBy: uuid('answered_by'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The child a guardian was asked about (null: about themselves, or a patient's own). */
    subjectPatientId: uuid('subject_patient_id').references(() => users.id, { onDelete: 'set null' }),
    /** When a half-answered set (in answers, status pending) was last saved. */
    draftSavedAt: timestamp('draft_saved_at', { withTimezone: true }),
    /** The assignment that asked (null for those asked before assignments were kept). */
    assignmentId: uuid('assignment_id').references(() => questionnaireAssignments.id, {
      onDelete: 'set null',
    }),
    /**
     * A pending response its assignment's next occurrence replaced: no longer answerable nor reminded
     * of, kept so that the hospital sees the occurrence went unanswered.
     */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [
    index('questionnaire_responses_questionnaire_idx').on(t.questionnaireId, t.userId),
    index('questionnaire_responses_rebuild_idx').on(t.questionnaireId, t.id), // the roll-ups' rebuild's order
    // The per-person list's order: a page is read from the index instead of sorting every response.
    index('questionnaire_responses_page_idx').on(t.questionnaireId, t.assignedAt, t.id),
    index('questionnaire_responses_user_idx').on(t.userId, t.status),
    // The children a questionnaire's responses are about (the results' filter): only the responses
    // about a child, so that a questionnaire answered by families about themselves reads none.
    index('questionnaire_responses_subject_idx')
      .on(t.questionnaireId, t.subjectPatientId)
      .where(sql`${t.subjectPatientId} is not null`),
    // One pending response per person and questionnaire, per child asked about: a guardian of two
    // children can be asked the same questionnaire about each (null, about themselves, counts as one).
    uniqueIndex('questionnaire_responses_pending_key')
      .on(
        t.questionnaireId,
        t.userId,
        sql`coalesce(${t.subjectPatientId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      )
      .where(sql`${t.status} = 'pending' and ${t.supersededAt} is null`),
    index('questionnaire_responses_assignment_idx').on(t.assignmentId),
  ],
);

/**
 * Duty of care: a flag an answer set raised in the organisation's staff queue: raised → acknowledged →
 * in_progress → resolved (with an outcome). Until acknowledged it escalates at next_escalation_at; the
 * job claims each escalation by moving that instant on in a conditional update, so it is sent once.
 */
export const questionnaireFlags = pgTable(
  'questionnaire_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    questionnaireId: uuid('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    responseId: uuid('response_id')
      .notNull()
      .references(() => questionnaireResponses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The child the answers are about (a patient answering for themselves is their own). */
    subjectPatientId: uuid('subject_patient_id').references(() => users.id, { onDelete: 'set null' }),
    rule: jsonb('rule').$type<Record<string, unknown>>().notNull(),
    score: doublePrecision('score'),
    state: text('state')
      .$type<'raised' | 'acknowledged' | 'in_progress' | 'resolved'>()
      .notNull()
      .default('raised'),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: uuid('acknowledged_by'),
    note: text('note'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by'),
    outcome: text('outcome').$type<'family_contacted' | 'referred' | 'no_action'>(),
    resolutionNote: text('resolution_note'),
    escalations: integer('escalations').notNull().default(0),
    nextEscalationAt: timestamp('next_escalation_at', { withTimezone: true }),
  },
  (t) => [
    index('questionnaire_flags_organisation_idx').on(t.organisationId, t.acknowledgedAt, t.raisedAt),
    index('questionnaire_flags_escalation_idx')
      .on(t.nextEscalationAt)
      .where(sql`${t.nextEscalationAt} is not null`),
    // An export reads a page's flags by their responses.
    index('questionnaire_flags_response_idx').on(t.responseId),
  ],
);

/**
 * The summary's roll-up: how many responses of a questionnaire have each status, and over its completed
 * answers, per question (`link_id`), how many answered and how often each option, yes/no, number or score
 * was given. Kept in the transaction that writes a response by a trigger (`questionnaire_answer_counts_apply`,
 * in the migration), rebuilt in batches (rollup-rebuild-queries.ts). No foreign key: a questionnaire's
 * deletion removes its responses, whose trigger brings its counts to zero. */
export const questionnaireAnswerCounts = pgTable(
  'questionnaire_answer_counts',
  {
    questionnaireId: uuid('questionnaire_id').notNull(),
    /** The question; '' for a whole response's status and score. */
    linkId: text('link_id').notNull(),
    /** response (value: status), score, item (answered), coding, boolean, number, string, date. */
    kind: text('kind').notNull(),
    /** The option's code, 'true'/'false', the number or score as text; '' for counts alone. */
    value: text('value').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.questionnaireId, t.linkId, t.kind, t.value] })],
);

/**
 * The summary's free texts and dates of completed answers, one row a value, kept by the same trigger as
 * the counts: a question's newest fifty are the first entries of its index, however rare its texts
 * are among the answers (read from the answers, a question with three texts in a million read them all).
 */
export const questionnaireAnswerTexts = pgTable(
  'questionnaire_answer_texts',
  {
    responseId: uuid('response_id').notNull(),
    questionnaireId: uuid('questionnaire_id').notNull(),
    linkId: text('link_id').notNull(),
    /** string (valueString) or date (valueDate). */
    kind: text('kind').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull(),
    /** The item's and the value's places in the answers, for the order within one response. */
    itemOrd: integer('item_ord').notNull(),
    valueOrd: integer('value_ord').notNull(),
    value: text('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.responseId, t.itemOrd, t.valueOrd, t.kind] }),
    index('questionnaire_answer_texts_newest_idx').on(
      t.questionnaireId,
      t.linkId,
      t.kind,
      t.answeredAt.desc(),
      t.assignedAt,
      t.responseId,
      t.itemOrd,
      t.valueOrd,
    ),
  ],
);

/** An organisation's duty-of-care settings (no row: the defaults, docs/product.md § Duty of care). */
export const safeguardingSettings = pgTable('safeguarding_settings', {
  organisationId: uuid('organisation_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  contactUserIds: uuid('contact_user_ids').array().notNull(),
  teamEmail: text('team_email'),
  acknowledgeHours: integer('acknowledge_hours').notNull().default(4),
  emergencyNumber: text('emergency_number').notNull(),
  urgentHelp: jsonb('urgent_help').$type<{ en: string; ar?: string; es?: string }>(),
  updatedAt: updatedAt(),
});
