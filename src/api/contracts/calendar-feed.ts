import { z } from 'zod';
import { text } from './text.ts';
import { ICS_TYPE } from './constants.ts';
import { defineEndpoint } from './endpoint.ts';

/** How far back and ahead a guardian's calendar feed reaches, in days. */
export const FEED_DAYS_BEFORE = 30;
export const FEED_DAYS_AFTER = 366;
/** The most events one feed answers (the soonest first): a phone's calendar needs no more. */
export const FEED_EVENT_LIMIT = 2000;

/** Whether the guardian has a private calendar address, and when it was made (never the token). */
export const calendarSubscriptionSchema = z
  .object({
    active: z.boolean(),
    created_at: text().nullable(),
  })
  .meta({ id: 'CalendarSubscription' });
export type CalendarSubscription = z.infer<typeof calendarSubscriptionSchema>;

/** A new private address, answered once: only its hash is kept. */
export const calendarSubscriptionCreatedSchema = z
  .object({
    url: text(),
    created_at: text(),
  })
  .meta({ id: 'CalendarSubscriptionCreated' });
export type CalendarSubscriptionCreated = z.infer<typeof calendarSubscriptionCreatedSchema>;

/** The feed's file name: the 32-byte token, base64url, then `.ics`. */
export const calendarFeedParamsSchema = z.object({
  token: text()
    .max(100)
    .regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'must be the private address of a calendar'),
});

/** The `webcal:` form of a feed's address, which a phone opens in its calendar app. */
export const webcalOf = (url: string): string => url.replace(/^https?:/, 'webcal:');

/** A guardian's private calendar address, and the feed a phone's calendar reads by it. */
export const calendarFeedEndpoints = {
  subscription: defineEndpoint({
    method: 'GET',
    path: '/calendar/subscription',
    ok: calendarSubscriptionSchema,
    access: { permission: 'calendar.subscribe' },
  }),
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/calendar/subscription',
    ok: calendarSubscriptionCreatedSchema,
    status: 201,
    access: { permission: 'calendar.subscribe' },
  }),
  unsubscribe: defineEndpoint({
    method: 'DELETE',
    path: '/calendar/subscription',
    ok: z.undefined(),
    status: 204,
    access: { permission: 'calendar.subscribe' },
  }),
  feed: defineEndpoint({
    method: 'GET',
    path: '/calendar/feed/:token',
    params: calendarFeedParamsSchema,
    file: ICS_TYPE,
    access: { public: 'the private address’s token is the credential' },
  }),
};
