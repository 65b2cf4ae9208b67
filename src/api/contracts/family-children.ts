import { z } from 'zod';
import { calendarEventListSchema } from './events.ts';
import { defineEndpoint } from './endpoint.ts';
import { eventKindSchema, FOCUS_STATES, MOODS } from './app-activity.ts';
import { localisedTextSchema } from './questionnaire-model.ts';
import { text } from './text.ts';
import { LIMITED_BY, familyPartSchema, otherGuardianSchema } from './family-access.ts';

/**
 * A guardian's pages about their children: the dashboard's cards (`GET /families/children`), a
 * child's app use in a parent's words (`…/{patient_id}/usage`) and the events of the child's areas
 * (`…/{patient_id}/events`). Only children actively linked to the guardian; another family's child
 * reads as a missing one.
 */

/** What a guardian may see of a child: everything, or the parts of docs/product.md § The access model. */
export const CHILD_ACCESS = ['full', 'limited'] as const;
const childAccessSchema = z.enum(CHILD_ACCESS);

export const GUARDIAN_RELATIONSHIPS = ['parent', 'carer', 'other'] as const;

/** The periods a parent picks from: the last week, month or three months (London days, today included). */
export const CHILD_USAGE_DAYS = ['7', '30', '90'] as const;
export type ChildUsageDays = (typeof CHILD_USAGE_DAYS)[number];
export const DEFAULT_CHILD_USAGE_DAYS: ChildUsageDays = '7';

/** At most this many of the child's upcoming events on a dashboard card. */
export const UPCOMING_EVENTS_SHOWN = 3;

const day = () => z.iso.date();

const upcomingEventSchema = z.object({
  id: z.uuid(),
  title: text(),
  kind: eventKindSchema,
  start_time: z.iso.datetime(),
  end_time: z.iso.datetime(),
  all_day: z.boolean(),
});

export const familyChildSchema = z
  .object({
    id: z.uuid(),
    /** The parts of spec §3's display rule (PersonName). */
    first_name: text(),
    surname: text(),
    full_name: text().nullable(),
    patient_number: text().nullable(),
    app_code: text().nullable(),
    relationship: z.enum(GUARDIAN_RELATIONSHIPS),
    access: childAccessSchema,
    /** The parts of the child's data this guardian sees today. */
    parts: z.array(familyPartSchema),
    /** Why the guardian sees less than everything: the hospital's level, the young person, their age. */
    limited_by: z.enum(LIMITED_BY).nullable(),
    /** The child's other guardians, but those an admin marked confidential. */
    other_guardians: z.array(otherGuardianSchema),
    /** Questionnaires the guardian was asked about this child, or about no one in particular. */
    questionnaires: z.object({
      pending: z.number().int(),
      /** The one asked longest ago. */
      next: z
        .object({
          response_id: z.uuid(),
          questionnaire_id: z.uuid(),
          title: localisedTextSchema,
          assigned_at: z.iso.datetime(),
        })
        .nullable(),
    }),
    /** The next events of the child's areas and those chosen for them, soonest first. */
    upcoming_events: z.array(upcomingEventSchema),
  })
  .meta({ id: 'FamilyChild' });
export type FamilyChild = z.infer<typeof familyChildSchema>;

export const familyChildrenSchema = z
  .object({
    children: z.array(familyChildSchema),
    /** The guardian's own issue reports the hospital has not resolved yet (open or in progress). */
    reports: z.object({ open: z.number().int() }),
  })
  .meta({ id: 'FamilyChildren' });
export type FamilyChildren = z.infer<typeof familyChildrenSchema>;

export const childParamsSchema = z.object({ patient_id: z.uuid() });

export const childUsageQuerySchema = z.object({
  days: z.enum(CHILD_USAGE_DAYS).default(DEFAULT_CHILD_USAGE_DAYS).meta({
    description: 'The last 7, 30 or 90 London days, today included',
  }),
});

const moodSchema = z.enum(MOODS);

export const childUsageSchema = z
  .object({
    patient_id: z.uuid(),
    from: day(),
    to: day(),
    /** Time in the app over the period, and on how many of its days the child used it. */
    total_seconds: z.number().int(),
    days_used: z.number().int(),
    /** Every London day of the period, days without use included. */
    daily: z.array(z.object({ date: day(), seconds: z.number().int(), sessions: z.number().int() })),
    /** What they played and watched, most time first (at most ten); `name` from the catalogue or the video. */
    content: z.array(
      z.object({
        state: z.enum(FOCUS_STATES),
        code: text(),
        name: text().nullable(),
        seconds: z.number().int(),
      }),
    ),
    /** How they said they felt: each mood's count, per day, and the one said most. */
    moods: z.object({
      total: z.array(z.object({ mood: moodSchema, count: z.number().int() })),
      daily: z.array(z.object({ date: day(), mood: moodSchema, count: z.number().int() })),
      most_common: moodSchema.nullable(),
    }),
  })
  .meta({ id: 'ChildUsage' });
export type ChildUsage = z.infer<typeof childUsageSchema>;

/** The longest window of one events call (the calendar's month view shows six weeks). */
export const CHILD_EVENTS_MAX_DAYS = 100;

export const childEventsQuerySchema = z
  .object({
    from: day().meta({ description: 'First London day (included)' }),
    to: day().meta({ description: 'Last London day (included)' }),
  })
  .superRefine((q, ctx) => {
    const span = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000;
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to is before from' });
    else if (span >= CHILD_EVENTS_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `At most ${CHILD_EVENTS_MAX_DAYS} days at a time`,
      });
  });

/** A guardian's pages about their children: the dashboard's cards, a child's app use, a child's events. */
export const familyEndpoints = {
  children: defineEndpoint({
    method: 'GET',
    path: '/families/children',
    ok: familyChildrenSchema,
    access: { permission: 'family.read' },
  }),
  usage: defineEndpoint({
    method: 'GET',
    path: '/families/children/:patient_id/usage',
    params: childParamsSchema,
    query: childUsageQuerySchema,
    ok: childUsageSchema,
    access: { permission: 'family.read' },
  }),
  events: defineEndpoint({
    method: 'GET',
    path: '/families/children/:patient_id/events',
    params: childParamsSchema,
    query: childEventsQuerySchema,
    ok: calendarEventListSchema,
    access: { permission: 'family.read' },
  }),
};
