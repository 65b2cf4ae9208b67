import { z } from 'zod';
import { FOCUS_STATES, MOODS } from './app-activity.ts';
import { defineEndpoint } from './endpoint.ts';
import { text } from './text.ts';

/**
 * Usage and analytics: the organisation's (or a guardian's family's) app activity over
 * a range of Europe/London days, computed in SQL from what the patients' app records.
 */

/** The longest range one call covers: a year and a day (a leap year's 366 days). */
export const ANALYTICS_MAX_DAYS = 366;
export const ANALYTICS_DEFAULT_DAYS = 30;
/** The header that carries the token of GET /analytics/org-token. */
export const ANALYTICS_TOKEN_HEADER = 'x-org-token';

const day = () => z.iso.date();

/**
 * Spec §3's analytics search filter: a date range on a chosen field, type date, operators gte and
 * lte (`[{"field":"date","type":"date","operator":"gte","value":"2026-10-01"}, …lte…]`).
 */
export const analyticsConditionSchema = z.strictObject({
  field: z.enum(['date']),
  type: z.literal('date'),
  operator: z.enum(['gte', 'lte']),
  value: day(),
});
export type AnalyticsCondition = z.infer<typeof analyticsConditionSchema>;
const conditionsSchema = z.array(analyticsConditionSchema).min(1).max(2);

/** The query of every analytics call: `days` (the last n days, today included) or `search`. */
export const analyticsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(ANALYTICS_MAX_DAYS).optional(),
  search: text()
    .max(1000)
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return undefined;
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'search is not JSON' });
        return z.NEVER;
      }
      const parsed = conditionsSchema.safeParse(json);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: 'search is a list of date conditions (gte, lte)' });
        return z.NEVER;
      }
      return parsed.data;
    }),
});

/** The days a figure covers, as London dates (inclusive), and whose activity: an organisation or a family. */
const rangeSchema = z.object({
  from: day(),
  to: day(),
  scope: z.enum(['organisation', 'family']),
});

export const orgTokenSchema = z
  .object({ orgToken: text(), organisation_id: z.uuid(), exp: z.number().int() })
  .meta({ id: 'AnalyticsOrgToken' });
export type OrgToken = z.infer<typeof orgTokenSchema>;

export const subscriptionOverviewSchema = z
  .object({
    /** area_seats plus the seats of every pack running today. */
    seats: z.number().int(),
    area_seats: z.number().int(),
    /** Guardians and patients holding a seat and active (status 4). */
    active: z.number().int(),
    /** Holding a seat, not active yet (statuses 3 and 7). */
    pending: z.number().int(),
    /** Requests awaiting approval (status 1): no seat yet. */
    requests: z.number().int(),
    by_pack: z.array(
      z.object({
        id: z.uuid(),
        name: text(),
        seats: z.number().int(),
        starts_at: text(),
        ends_at: text(),
        running: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'AnalyticsSubscription' });
export type SubscriptionOverview = z.infer<typeof subscriptionOverviewSchema>;

export const appUsageSchema = rangeSchema
  .extend({
    app_sessions: z.number().int(),
    active_patients: z.number().int(),
    focus_seconds: z.number().int(),
    /** Every day of the range, days without use included. */
    daily: z.array(
      z.object({
        date: day(),
        app_sessions: z.number().int(),
        active_patients: z.number().int(),
        focus_seconds: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'AnalyticsAppUsage' });
export type AppUsage = z.infer<typeof appUsageSchema>;

export const appUsageDetailSchema = rangeSchema
  .extend({
    by_state: z.array(
      z.object({ state: z.enum(FOCUS_STATES), seconds: z.number().int(), patients: z.number().int() }),
    ),
    /** The codes with most time first (at most 50); `name` from the catalogue or the video, when known. */
    by_code: z.array(
      z.object({
        state: z.enum(FOCUS_STATES),
        code: text(),
        name: text().nullable(),
        seconds: z.number().int(),
        patients: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'AnalyticsAppUsageDetail' });
export type AppUsageDetail = z.infer<typeof appUsageDetailSchema>;

export const appRetentionSchema = rangeSchema
  .extend({
    /** Patients by the London week (Monday) of their first app session, then how many used the app k weeks later. */
    cohorts: z.array(
      z.object({ week: day(), patients: z.number().int(), retained: z.array(z.number().int()) }),
    ),
  })
  .meta({ id: 'AnalyticsAppRetention' });
export type AppRetention = z.infer<typeof appRetentionSchema>;

const moodEnum = z.enum(MOODS);
const moodCount = z.object({ mood: moodEnum, count: z.number().int() });

export const eventAnalyticsSchema = rangeSchema
  .extend({
    /** Events starting in the range. */
    total_created: z.number().int(),
    /** By the type of the account that created them (1 admin in the portal, 3 patient in the app …). */
    by_user_type: z.array(z.object({ type: z.number().int(), count: z.number().int() })),
    /** Moods recorded about an event, in the range. */
    event_moods: z.array(moodCount),
    /** The events of the range with moods about them, latest first (at most 50). */
    mood_per_event: z.array(
      z.object({ id: z.uuid(), title: text(), start_time: text(), moods: z.array(moodCount) }),
    ),
  })
  .meta({ id: 'AnalyticsEvents' });
export type EventAnalytics = z.infer<typeof eventAnalyticsSchema>;

export const moodAnalyticsSchema = rangeSchema
  .extend({
    /** Moods by London day (days with none are left out). */
    daily: z.array(z.object({ date: day(), mood: moodEnum, count: z.number().int() })),
    /** Each day's most recorded mood (a tie goes to the happier, in the app's order). */
    daily_most_common: z.array(z.object({ date: day(), mood: moodEnum, count: z.number().int() })),
  })
  .meta({ id: 'AnalyticsMoods' });
export type MoodAnalytics = z.infer<typeof moodAnalyticsSchema>;

/**
 * The usage screen's figures, all GETs. Every call but the token's sends the token in
 * ANALYTICS_TOKEN_HEADER (the call's `headers`): it fixes the organisation the figures are of.
 */
export const usageEndpoints = {
  orgToken: defineEndpoint({
    method: 'GET',
    path: '/analytics/org-token',
    ok: orgTokenSchema,
    access: { permission: 'usage.read' },
  }),
  subscription: defineEndpoint({
    method: 'GET',
    path: '/analytics/subscription',
    ok: subscriptionOverviewSchema,
    access: { permission: 'usage.subscription' },
  }),
  appUsage: defineEndpoint({
    method: 'GET',
    path: '/analytics/app_usage',
    query: analyticsQuerySchema,
    ok: appUsageSchema,
    access: { permission: 'usage.read' },
  }),
  appUsageDetail: defineEndpoint({
    method: 'GET',
    path: '/analytics/app_usage/detail',
    query: analyticsQuerySchema,
    ok: appUsageDetailSchema,
    access: { permission: 'usage.read' },
  }),
  appRetention: defineEndpoint({
    method: 'GET',
    path: '/analytics/app_retention',
    query: analyticsQuerySchema,
    ok: appRetentionSchema,
    access: { permission: 'usage.read' },
  }),
  events: defineEndpoint({
    method: 'GET',
    path: '/analytics/events',
    query: analyticsQuerySchema,
    ok: eventAnalyticsSchema,
    access: { permission: 'usage.read' },
  }),
  moods: defineEndpoint({
    method: 'GET',
    path: '/analytics/moods',
    query: analyticsQuerySchema,
    ok: moodAnalyticsSchema,
    access: { permission: 'usage.read' },
  }),
};
