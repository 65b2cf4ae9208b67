import { z } from 'zod';
import { instant, text } from './text.ts';

/**
 * What the patients' app reads (its areas' carousels and videos, its calendar) and the activity it
 * records (app sessions, time in focus, moods, its own events). Every record the app sends carries
 * `client_id`, the app's own id of it: posting it again answers the stored record (200) instead of
 * counting it twice (201 the first time).
 */

export const clientIdSchema = z.uuid();

// --- Reads -------------------------------------------------------------------------------------

export const appContentItemSchema = z.object({ id: z.uuid(), name: text(), code: text() });
export const appVideoSchema = z.object({
  id: z.uuid(),
  title: text(),
  thumbnail_url: text().nullable(),
  playback_url: text().nullable(),
});
export const appAreaSchema = z.object({
  id: z.uuid(),
  name: text(),
  description: text().nullable(),
  /** The area's carousels (Games, Environments, Experiences), in catalogue order. */
  carousels: z.array(z.object({ name: text(), content_items: z.array(appContentItemSchema) })),
  /** Published, ready videos the area shows (none when the organisation has no video feature). */
  videos: z.array(appVideoSchema),
});
export const appContentSchema = z.object({ areas: z.array(appAreaSchema) }).meta({ id: 'AppContent' });
export type AppContent = z.infer<typeof appContentSchema>;

export const EVENT_KINDS = ['appointment', 'procedure', 'activity', 'reminder', 'other'] as const;
export const eventKindSchema = z.enum(EVENT_KINDS);

export const appEventSchema = z
  .object({
    id: z.uuid(),
    client_id: z.uuid().nullable(),
    title: text(),
    description: text().nullable(),
    kind: eventKindSchema,
    start_time: text(),
    end_time: text(),
    all_day: z.boolean(),
    /** Made by this patient in the app (others come from the hospital). */
    own: z.boolean(),
  })
  .meta({ id: 'AppEvent' });
export type AppEvent = z.infer<typeof appEventSchema>;

export const appEventsQuerySchema = z.object({ from: instant(), to: instant() });
/**
 * The app's calendar between two instants, soonest first (start_time, then id), at most
 * `APP_EVENT_WINDOW_LIMIT` events; like the portal's calendar, `X-Total-Count` and `X-Result-Limit` say
 * when the window holds more (events.ts), and the app asks for a shorter window to read the rest.
 */
export const appEventListSchema = z.object({ events: z.array(appEventSchema) }).meta({ id: 'AppEventList' });
export const APP_EVENT_WINDOW_LIMIT = 500;

// --- Writes ------------------------------------------------------------------------------------

export const appEventCreateSchema = z
  .strictObject({
    client_id: clientIdSchema,
    title: text().trim().min(1).max(200),
    description: text().trim().max(2000).optional(),
    kind: eventKindSchema,
    start_time: instant(),
    end_time: instant(),
    all_day: z.boolean().default(false),
  })
  .meta({ id: 'AppEventCreate' });
export type AppEventCreate = z.infer<typeof appEventCreateSchema>;

export const appSessionStartSchema = z
  .strictObject({
    client_id: clientIdSchema,
    started_at: instant(),
    /** A session the app posts after the fact (it was offline) may carry its end too. */
    ended_at: instant().optional(),
    platform: z.enum(['ios', 'android', 'web']).optional(),
    app_version: text().trim().min(1).max(40).optional(),
  })
  .meta({ id: 'AppSessionStart' });
export type AppSessionStart = z.infer<typeof appSessionStartSchema>;

export const appSessionEndSchema = z
  .strictObject({ client_id: clientIdSchema, ended_at: instant() })
  .meta({ id: 'AppSessionEnd' });
export type AppSessionEnd = z.infer<typeof appSessionEndSchema>;

export const appSessionRecordSchema = z
  .object({
    client_id: z.uuid(),
    started_at: text(),
    ended_at: text().nullable(),
    platform: text().nullable(),
    app_version: text().nullable(),
  })
  .meta({ id: 'AppSessionRecord' });
export type AppSessionRecord = z.infer<typeof appSessionRecordSchema>;

/** The app's states a patient spends time in; carousel states name a catalogue code, `video` a video id. */
export const FOCUS_STATES = [
  'game',
  'environment',
  'experience',
  'video',
  'questionnaire',
  'quiz',
  'mission',
  'calendar',
  'home',
] as const;
export const focusStateSchema = z.enum(FOCUS_STATES);
export type FocusState = z.infer<typeof focusStateSchema>;

/** At most a day in one piece: a longer one is a clock or a counting mistake. */
export const MAX_FOCUS_SECONDS = 86_400;

export const focusEntrySchema = z.strictObject({
  client_id: clientIdSchema,
  /** The app session (its client_id) it happened in, if the app knows it. */
  app_session_id: z.uuid().optional(),
  state: focusStateSchema,
  code: text()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9._:-]+$/, 'A code is letters, digits and . _ : -'),
  started_at: instant(),
  seconds: z.number().int().min(1).max(MAX_FOCUS_SECONDS),
});
export type FocusEntry = z.infer<typeof focusEntrySchema>;

export const focusBatchSchema = z
  .strictObject({ entries: z.array(focusEntrySchema).min(1).max(200) })
  .meta({ id: 'AppFocusBatch' });
export type FocusBatch = z.infer<typeof focusBatchSchema>;

export const focusBatchResultSchema = z
  .object({
    /** Entries stored by this call. */
    created: z.number().int(),
    /** Entries the server already had (a retried post). */
    existing: z.number().int(),
  })
  .meta({ id: 'AppFocusBatchResult' });

export const MOODS = ['happy', 'calm', 'okay', 'tired', 'sad', 'worried', 'angry'] as const;
export const moodSchema = z.enum(MOODS);

export const appMoodCreateSchema = z
  .strictObject({
    client_id: clientIdSchema,
    mood: moodSchema,
    recorded_at: instant(),
    /** A calendar event the patient can see; the mood is about it. */
    event_id: z.uuid().optional(),
  })
  .meta({ id: 'AppMoodCreate' });
export type AppMoodCreate = z.infer<typeof appMoodCreateSchema>;

export const appMoodSchema = z
  .object({ client_id: z.uuid(), mood: moodSchema, recorded_at: text(), event_id: z.uuid().nullable() })
  .meta({ id: 'AppMood' });
export type AppMood = z.infer<typeof appMoodSchema>;
