import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { idParamsSchema } from './organisation.ts';
import type { NotificationKind } from './notifications.ts';
import type { Role } from './permission-rules.ts';
import { text } from './text.ts';

/**
 * Push to a person's devices (docs/product.md § Notifications on this device). A device's
 * subscription chooses the kinds of news it is told of, grouped simply: each group is a few
 * notification kinds.
 */
export const PUSH_KINDS = ['questionnaires', 'reports', 'appointments', 'flags'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** The notification kinds each group stands for. */
const PUSH_KIND_NOTIFICATIONS: Record<PushKind, readonly NotificationKind[]> = {
  questionnaires: ['questionnaire.asked', 'questionnaire.reminded'],
  reports: ['issueReport.replied', 'issueReport.status'],
  appointments: ['event.added', 'event.moved', 'event.cancelled'],
  flags: ['flag.raised', 'flag.escalated'],
};

/** The group a notification kind belongs to; undefined for kinds never pushed. */
export const pushKindOf = (kind: NotificationKind): PushKind | undefined =>
  PUSH_KINDS.find((group) => PUSH_KIND_NOTIFICATIONS[group].includes(kind));

/** The groups a role may choose: flags are the staff's, appointments and questionnaires the families'. */
export function pushKindsFor(role: Role | undefined): readonly PushKind[] {
  if (role === 'guardian') return ['questionnaires', 'reports', 'appointments'];
  if (role === 'admin' || role === 'staff' || role === 'superAdmin') return ['reports', 'flags'];
  return [];
}

/** The longest push-service address accepted. */
export const MAX_PUSH_ENDPOINT_LENGTH = 1_000;

const kinds = z
  .array(z.enum(PUSH_KINDS))
  .max(PUSH_KINDS.length)
  .refine((list) => new Set(list).size === list.length, 'must not name a kind twice');

/** What the browser's PushSubscription gives (toJSON()), with the kinds chosen on this device. */
export const pushSubscriptionInputSchema = z.object({
  endpoint: text().max(MAX_PUSH_ENDPOINT_LENGTH),
  keys: z.object({
    /** The device's P-256 public key, uncompressed (65 bytes), base64url without padding. */
    p256dh: text().regex(/^B[A-Za-z0-9_-]{86}$/, 'must be a P-256 public key in base64url (87 characters)'),
    /** The 16-byte authentication secret, base64url without padding. */
    auth: text().regex(/^[A-Za-z0-9_-]{22}$/, 'must be 16 bytes in base64url (22 characters)'),
  }),
  kinds,
  /** A name of the device for its owner, e.g. the browser's. */
  label: text().trim().max(120).optional(),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export const pushSubscriptionUpdateSchema = z.object({ kinds });

export const pushSubscriptionSchema = z.object({
  id: z.uuid(),
  endpoint: text(),
  kinds: z.array(z.enum(PUSH_KINDS)),
  label: text().nullable(),
  created_at: text(),
  last_success_at: text().nullable(),
  failure_count: z.number().int(),
});
export type PushSubscription = z.infer<typeof pushSubscriptionSchema>;

export const pushSubscriptionListSchema = z.object({ data: z.array(pushSubscriptionSchema) });
export type PushSubscriptionList = z.infer<typeof pushSubscriptionListSchema>;

/** The server's VAPID public key (base64url), which the browser subscribes with. */
export const pushKeySchema = z.object({ public_key: text() });

/** What a push carries to the device's service worker: no personal detail. */
export interface PushPayload {
  title: string;
  body: string;
  link: string;
  tag?: string;
}

/** Push on one's own devices: the server's key and the caller's subscriptions. */
export const notificationsPushEndpoints = {
  key: defineEndpoint({
    method: 'GET',
    path: '/notifications/push/key',
    ok: pushKeySchema,
    access: { permission: 'notifications.push' },
  }),
  subscriptions: defineEndpoint({
    method: 'GET',
    path: '/notifications/push/subscriptions',
    ok: pushSubscriptionListSchema,
    access: { permission: 'notifications.push' },
  }),
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/notifications/push/subscriptions',
    body: pushSubscriptionInputSchema,
    ok: pushSubscriptionSchema,
    status: 201,
    access: { permission: 'notifications.push' },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/notifications/push/subscriptions/:id',
    params: idParamsSchema,
    body: pushSubscriptionUpdateSchema,
    ok: pushSubscriptionSchema,
    access: { permission: 'notifications.push' },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/notifications/push/subscriptions/:id',
    params: idParamsSchema,
    ok: z.undefined(),
    status: 204,
    access: { permission: 'notifications.push' },
  }),
};
