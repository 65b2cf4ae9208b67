import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const organisations = pgTable(
  'organisations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    urlCode: text('url_code').notNull(),
    language: text('language').notNull().default('en'),
    areaSeats: integer('area_seats').notNull().default(0),
    enableCustomAsset: boolean('enable_custom_asset').notNull().default(false),
    logoUrl: text('logo_url'),
    whiteLogoUrl: text('white_logo_url'),
    brandColor: text('brand_color'),
    /** Enabled feature codes of the 'Features' content-item category (VideoContent, xplr-fea-quiz, …). */
    features: jsonb('features')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** How a link a family makes with a child's app code starts: waiting for an admin, or active at once. */
    familyLinkApproval: text('family_link_approval')
      .$type<'admin' | 'automatic'>()
      .notNull()
      .default('admin'),
    /** The age at which a guardian's link to a patient turns limited (coming of age). */
    guardianLimitAge: smallint('guardian_limit_age').notNull().default(16),
    /** The interface languages offered to the organisation's families. */
    familyLanguages: jsonb('family_languages')
      .$type<('en' | 'ar' | 'es')[]>()
      .notNull()
      .default(sql`'["en","ar","es"]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('organisations_url_code_key').on(sql`lower(${t.urlCode})`)],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Spec §6: 0 super admin, 1 admin, 2 guardian, 3 patient, 4 staff. */
    type: smallint('type').notNull(),
    /** Spec §4: 1, 2, 3, 4 or 7. */
    status: smallint('status').notNull(),
    email: text('email'),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    surname: text('surname').notNull().default(''),
    organisationId: uuid('organisation_id').references(() => organisations.id, {
      onDelete: 'cascade',
    }),
    language: text('language'),
    /** Patient records (docs/product.md § What the portal shows and keeps): the hospital's number and a full name, when known. */
    patientNumber: text('patient_number'),
    fullName: text('full_name'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    /** A patient's app code: six characters, unique in the organisation (patients only). */
    appCode: text('app_code'),
    /** A patient's date of birth: the family's second factor and the coming-of-age date. */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // reporting: when a guardian opted in to the newsletter (null: not subscribed).
    newsletterSubscribedAt: timestamp('newsletter_subscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    // In the order of the default list (newest first, id breaking ties): a page is read from the
    // index's first entries instead of sorting every matching user.
    index('users_organisation_idx').on(t.organisationId, t.type, t.createdAt.desc().nullsLast(), t.id),
    uniqueIndex('users_app_code_key')
      .on(t.organisationId, t.appCode)
      .where(sql`${t.appCode} is not null`),
  ],
);

/**
 * A family: a guardian linked to a patient (a child). A guardian may have several children and a
 * child several guardians. Made by an admin or by the family with the child's app code; pending
 * until approved (as the organisation chooses), active, or revoked (kept, with who and why).
 */
export const guardianLinks = pgTable(
  'guardian_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    guardianId: uuid('guardian_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    relationship: text('relationship').$type<'parent' | 'carer' | 'other'>().notNull().default('parent'),
    status: text('status').$type<'pending' | 'active' | 'revoked'>().notNull(),
    source: text('source').$type<'admin' | 'family'>().notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    approvedBy: uuid('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
  },
  (t) => [
    // One live link per guardian and child; revoked ones stay as history.
    uniqueIndex('guardian_links_live_key')
      .on(t.guardianId, t.patientId)
      .where(sql`${t.status} <> 'revoked'`),
    index('guardian_links_patient_idx').on(t.patientId, t.status),
    index('guardian_links_organisation_idx').on(t.organisationId, t.status, t.createdAt),
  ],
);

/**
 * The three-word code that signs the patients' app in as a child on the child's device: one live
 * code per link, single use, short-lived; stored as a SHA-256 hash of its normalised words.
 */
export const appSignInCodes = pgTable(
  'app_sign_in_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => guardianLinks.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    language: text('language').$type<'en' | 'ar' | 'es'>().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('app_sign_in_codes_hash_key').on(t.codeHash),
    uniqueIndex('app_sign_in_codes_live_key')
      .on(t.linkId)
      .where(sql`${t.usedAt} is null`),
  ],
);

/** Who did what, in which organisation, when: every write records a row. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id'),
    organisationId: uuid('organisation_id'),
    action: text('action').notNull(),
    subject: text('subject'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_organisation_idx').on(t.organisationId, t.at)],
);

/**
 * Sign-in sessions. Every access token names its session (`sid`), and each authenticated request
 * checks that the session is alive: revoking it (sign-out, password change, reuse of a spent
 * refresh token) ends every token of it at once. `expires_at` is the absolute lifetime counted
 * from sign-in, never extended by refreshing.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** The last refresh: the idle limit counts from here. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Refresh tokens, stored as SHA-256 hashes. Their family is their session; every refresh rotates
 * the token within it, and presenting a used token revokes the whole session.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/**
 * Single-use links sent by e-mail (account activation, password reset), stored as SHA-256 hashes
 * so that a database leak does not hand out working links.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'activation' or 'reset'. */
    purpose: text('purpose').$type<'activation' | 'reset'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_key').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/** Every e-mail the server sends; SMTP delivery (when configured) records sent_at or error. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    link: text('link'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

/**
 * Failed password checks per e-mail address (known or not), counted within a window: the
 * brute-force guard. One row per address and client address (`client`), and one per address across
 * every client (`client` = ''). A success deletes its client's row; a password reset all rows.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    /** Lower-cased e-mail address. */
    email: text('email').notNull(),
    /** The client's IP address, or '' for the count over all addresses. */
    client: text('client').notNull().default(''),
    failures: integer('failures').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.email, t.client] })],
);

/**
 * Calls per client address and route in the current window, for @fastify/rate-limit's database
 * store: every server on one database counts the same calls. Rows of ended windows are swept.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    /** Route and client address. */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_window_ends_at_idx').on(t.windowEndsAt)],
);

/**
 * The catalogue of content items an organisation or an area can have, in categories: 'Features'
 * switches capabilities on (VideoContent, xplr-fea-quiz, …); the carousels hold app content.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: text('category').notNull(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('content_items_code_key').on(t.code)],
);

/** Content items enabled for an organisation. */
export const organisationContentItems = pgTable(
  'organisation_content_items',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    contentItemId: uuid('content_item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('organisation_content_items_key').on(t.organisationId, t.contentItemId)],
);

/** Seats bought for a period: each pack adds to the organisation's area_seats while it runs. */
export const subscriptionPacks = pgTable(
  'subscription_packs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    seats: integer('seats').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('subscription_packs_organisation_idx').on(t.organisationId, t.startsAt)],
);

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

/**
 * Every account status change, written by a database trigger on users so that no path (sign-up,
 * activation, approval, deactivation, an admin's edit) can skip it. The writer names itself and a
 * reason with `set_config('lantern.actor_id' | 'lantern.reason', …, true)` inside its transaction.
 */
export const userStatusChanges = pgTable(
  'user_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    actorId: uuid('actor_id'),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_status_changes_user_idx').on(t.userId, t.at)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Uploaded organisation images (logo, white logo), served with an ETag and long caching. */
export const organisationAssets = pgTable(
  'organisation_assets',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'logo' | 'white_logo'>().notNull(),
    contentType: text('content_type').notNull(),
    data: bytea('data').notNull(),
    /** SHA-256 of the bytes: the ETag and the version in the served address. */
    hash: text('hash').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.kind] })],
);

/** An organisation's video (docs/product.md § What the portal shows and keeps): the file lives at the video host, the library here. */
export const organisationVideos = pgTable(
  'organisation_videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** uploading → ready (the host has the whole file) or failed. */
    status: text('status').$type<'uploading' | 'ready' | 'failed'>().notNull().default('uploading'),
    host: text('host').$type<'local' | 'vimeo'>().notNull(),
    /** The host's id of the video (Vimeo's; the tus upload id on the local host). */
    hostVideoId: text('host_video_id'),
    /** Bytes: 64-bit, a video may be several GB. */
    size: bigint('size', { mode: 'number' }).notNull(),
    filetype: text('filetype').notNull(),
    thumbnailUrl: text('thumbnail_url'),
    published: boolean('published').notNull().default(false),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('organisation_videos_title_key').on(t.organisationId, sql`lower(${t.title})`),
    index('organisation_videos_organisation_idx').on(t.organisationId, t.createdAt),
  ],
);

/** Which videos an area shows; `disabled` hides one from the area's app users without removing it. */
export const organisationAreaVideos = pgTable(
  'organisation_area_videos',
  {
    areaId: uuid('area_id')
      .notNull()
      .references(() => organisationAreas.id, { onDelete: 'cascade' }),
    videoId: uuid('video_id')
      .notNull()
      .references(() => organisationVideos.id, { onDelete: 'cascade' }),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.areaId, t.videoId] }),
    index('organisation_area_videos_video_idx').on(t.videoId),
  ],
);

/** A video's thumbnail on the local host (Vimeo keeps its own pictures). */
export const videoThumbnails = pgTable('video_thumbnails', {
  videoId: uuid('video_id')
    .primaryKey()
    .references(() => organisationVideos.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
  hash: text('hash').notNull(),
  updatedAt: updatedAt(),
});

// The patients' app API: calendar events and the app's activity (migration 0012).

/**
 * Calendar events of an organisation: for an area (its patients), for chosen patients
 * (event_patients), or a patient's own, made in the app (then `client_id` is the app's id of it).
 * `author_type` keeps the author's user type for "events by user type", whatever becomes of them.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorType: smallint('author_type').notNull(),
    clientId: uuid('client_id'),
    title: text('title').notNull(),
    description: text('description'),
    kind: text('kind').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    allDay: boolean('all_day').notNull().default(false),
    areaId: uuid('area_id').references(() => organisationAreas.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('events_organisation_idx').on(t.organisationId, t.startTime),
    index('events_area_idx').on(t.areaId, t.startTime),
    uniqueIndex('events_client_key')
      .on(t.authorId, t.clientId)
      .where(sql`${t.clientId} is not null`),
    check('events_time_order', sql`${t.endTime} >= ${t.startTime}`),
  ],
);

/** The patients an event is for, besides those of its area. */
export const eventPatients = pgTable(
  'event_patients',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('event_patients_user_idx').on(t.userId)],
);

/** A run of the app, from opening to closing; `client_id` is the app's id of it, unique per patient. */
export const appSessions = pgTable(
  'app_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    platform: text('platform'),
    appVersion: text('app_version'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('app_sessions_client_key').on(t.userId, t.clientId),
    index('app_sessions_organisation_idx').on(t.organisationId, t.startedAt),
    check('app_sessions_time_order', sql`${t.endedAt} IS NULL OR ${t.endedAt} >= ${t.startedAt}`),
  ],
);

/** Time in focus: how long the patient spent in one state of the app (a game, a video…) on one code. */
export const appFocusTime = pgTable(
  'app_focus_time',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    appSessionId: uuid('app_session_id').references(() => appSessions.id, { onDelete: 'set null' }),
    state: text('state').notNull(),
    code: text('code').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    seconds: integer('seconds').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('app_focus_time_client_key').on(t.userId, t.clientId),
    index('app_focus_time_organisation_idx').on(t.organisationId, t.startedAt),
    check('app_focus_time_seconds', sql`${t.seconds} > 0`),
  ],
);

/** A mood the patient recorded, on its own or about a calendar event. */
export const appMoods = pgTable(
  'app_moods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    mood: text('mood').notNull(),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('app_moods_client_key').on(t.userId, t.clientId),
    index('app_moods_organisation_idx').on(t.organisationId, t.recordedAt),
    index('app_moods_event_idx').on(t.eventId),
  ],
);

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
  },
  (t) => [
    index('questionnaire_responses_questionnaire_idx').on(t.questionnaireId, t.userId),
    index('questionnaire_responses_user_idx').on(t.userId, t.status),
    // One pending response per person and questionnaire, per child asked about: a guardian of two
    // children can be asked the same questionnaire about each (null, about themselves, counts as one).
    uniqueIndex('questionnaire_responses_pending_key')
      .on(
        t.questionnaireId,
        t.userId,
        sql`coalesce(${t.subjectPatientId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      )
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Duty of care: a flag an answer set raised in the organisation's staff queue, until an admin acknowledges it. */
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
    rule: jsonb('rule').$type<Record<string, unknown>>().notNull(),
    score: doublePrecision('score'),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: uuid('acknowledged_by'),
    note: text('note'),
  },
  (t) => [index('questionnaire_flags_organisation_idx').on(t.organisationId, t.acknowledgedAt, t.raisedAt)],
);

// --- cms: hospital information ---

/** One language of a CMS page: sanitised HTML, and when this language last changed (translation check). */
export interface CmsTranslationJson {
  title: string;
  html: string;
  updatedAt: string;
}
export type CmsContentJson = Partial<Record<'en' | 'ar' | 'es', CmsTranslationJson>>;
export interface CmsLocalisedJson {
  en?: string;
  ar?: string;
  es?: string;
}

/** A page of an organisation's hospital information: its draft, and what guardians see (published). */
export const cmsPages = pgTable(
  'cms_pages',
  {
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    pageNumber: integer('page_number').notNull(),
    position: integer('position').notNull(),
    visible: boolean('visible').notNull().default(true),
    draft: jsonb('draft').$type<CmsContentJson>().notNull(),
    draftCoverImage: text('draft_cover_image'),
    /** Null while not published. */
    published: jsonb('published').$type<CmsContentJson>(),
    publishedCoverImage: text('published_cover_image'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    scheduledPublishAt: timestamp('scheduled_publish_at', { withTimezone: true }),
    scheduledUnpublishAt: timestamp('scheduled_unpublish_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.pageNumber] }),
    index('cms_pages_publish_due_idx').on(t.scheduledPublishAt),
    index('cms_pages_unpublish_due_idx').on(t.scheduledUnpublishAt),
  ],
);

/** What a page held after each change (save, publish, unpublish, restore). */
export const cmsPageVersions = pgTable(
  'cms_page_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id').notNull(),
    pageNumber: integer('page_number').notNull(),
    kind: text('kind').$type<'draft' | 'published' | 'unpublished' | 'restored'>().notNull(),
    content: jsonb('content').$type<CmsContentJson>().notNull(),
    coverImage: text('cover_image'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      columns: [t.organisationId, t.pageNumber],
      foreignColumns: [cmsPages.organisationId, cmsPages.pageNumber],
    }).onDelete('cascade'),
    index('cms_page_versions_page_idx').on(t.organisationId, t.pageNumber, t.createdAt),
  ],
);

/** The organisation's information home: contact details, visiting hours, and the next page number. */
export const cmsSettings = pgTable('cms_settings', {
  organisationId: uuid('organisation_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  contact: jsonb('contact')
    .$type<{
      phone: string | null;
      email: string | null;
      website: string | null;
      address: CmsLocalisedJson;
    }>()
    .notNull(),
  visitingHours: jsonb('visiting_hours').$type<CmsLocalisedJson>().notNull(),
  /** Page numbers are never reused, so a link to a deleted page never opens another one. */
  nextPageNumber: integer('next_page_number').notNull().default(1),
  updatedAt: updatedAt(),
});

/** Images uploaded for CMS pages (cover and inline), served at CMS_IMAGE_PATH. */
export const cmsImages = pgTable(
  'cms_images',
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
  (t) => [index('cms_images_organisation_idx').on(t.organisationId)],
);

// Terms versions, their acceptances (document signings) and registration feedback.

/** An organisation's terms of use, one row per published version; the newest is the current one. */
export const termsVersions = pgTable(
  'terms_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    /** The text per language ({ en, ar?, es? }), exactly as guardians are shown it. */
    texts: jsonb('texts').$type<{ en: string; ar?: string; es?: string }>().notNull(),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('terms_versions_organisation_version_key').on(t.organisationId, t.version),
    index('terms_versions_organisation_idx').on(t.organisationId, t.publishedAt),
  ],
);

/** Who accepted which terms version, when, in which language, and the SHA-256 of the text they were shown. */
export const documentSignings = pgTable(
  'document_signings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    termsVersionId: uuid('terms_version_id')
      .notNull()
      .references(() => termsVersions.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    textSha256: text('text_sha256').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('document_signings_user_version_key').on(t.userId, t.termsVersionId),
    index('document_signings_organisation_idx').on(t.organisationId, t.signedAt),
  ],
);

/**
 * A family's one-use feedback link (its token stored as a SHA-256 hash) and, once used, what they
 * said: `received_at` set means the link is spent.
 */
export const registrationFeedback = pgTable(
  'registration_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    language: text('language').notNull().default('en'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    category: text('category'),
    text: text('text'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('registration_feedback_token_hash_key').on(t.tokenHash),
    index('registration_feedback_organisation_idx').on(t.organisationId, t.receivedAt),
  ],
);

// --- issue reports (docs/product.md: /report) ---

/**
 * An issue a guardian reported to their organisation's admins. It goes with the account that
 * wrote it (deleting the account deletes its reports: they may describe the family).
 */
export const issueReports = pgTable(
  'issue_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').$type<'app_problem' | 'content' | 'privacy' | 'other'>().notNull(),
    description: text('description').notNull(),
    page: text('page').notNull(),
    language: text('language').$type<'en' | 'ar' | 'es'>().notNull(),
    appVersion: text('app_version').notNull(),
    status: text('status').$type<'open' | 'in_progress' | 'resolved'>().notNull().default('open'),
    screenshotType: text('screenshot_type'),
    screenshot: bytea('screenshot'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('issue_reports_organisation_idx').on(t.organisationId, t.createdAt),
    index('issue_reports_reporter_idx').on(t.reporterId, t.createdAt),
  ],
);

/** A message in an issue report's thread, between the family and the hospital. */
export const issueReportReplies = pgTable(
  'issue_report_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => issueReports.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Whose side wrote it, kept when the author's account is gone. */
    authorRole: text('author_role').$type<'family' | 'hospital'>().notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('issue_report_replies_report_idx').on(t.reportId, t.createdAt)],
);

// --- reporting: saved reports and the export log ---

/** A saved report of an organisation: its definition (subject, columns, filters, sort) is the contract's ReportDefinition. */
export const savedReports = pgTable(
  'saved_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('saved_reports_organisation_idx').on(t.organisationId, t.updatedAt)],
);

/** Who exported which report, with which filters, how many rows, when (kept when the report is deleted). */
export const reportExports = pgTable(
  'report_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    reportId: uuid('report_id').references(() => savedReports.id, { onDelete: 'set null' }),
    reportName: text('report_name').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    rowCount: integer('row_count').notNull(),
    format: text('format').notNull().default('xlsx'),
    createdAt: createdAt(),
  },
  (t) => [index('report_exports_organisation_idx').on(t.organisationId, t.createdAt)],
);

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
